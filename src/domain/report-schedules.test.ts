import { describe, expect, it } from "vitest";
import { scheduledPeriodDue } from "./report-schedules";

// REPORT-14, REPORT-15: which period a schedule mails on a day (fiscal periods, UTC days).
describe("scheduledPeriodDue", () => {
  const monthly = { cadence: "monthly" as const, daysAfterPeriodEnd: 3, createdDay: "2026-01-01" };

  it("is the month just ended once its days have passed, and not before", () => {
    expect(scheduledPeriodDue(monthly, "2026-11-02", 1)).toEqual({
      year: 2026,
      key: "september",
      sendDay: "2026-10-03",
    });
    expect(scheduledPeriodDue(monthly, "2026-11-03", 1)).toEqual({
      year: 2026,
      key: "october",
      sendDay: "2026-11-03",
    });
  });

  it("crosses into the year before in January", () => {
    expect(scheduledPeriodDue(monthly, "2027-01-04", 1)).toEqual({
      year: 2026,
      key: "december",
      sendDay: "2027-01-03",
    });
  });

  it("reaches back past a month when the days are many (60 days after a month's end)", () => {
    const late = { ...monthly, daysAfterPeriodEnd: 60 };
    // August ends on the 31st; 60 days later is 30 October.
    expect(scheduledPeriodDue(late, "2026-10-30", 1)).toMatchObject({ year: 2026, key: "august" });
    expect(scheduledPeriodDue(late, "2026-10-29", 1)).toMatchObject({ year: 2026, key: "july" });
  });

  it("uses fiscal quarters: with an April start, FY2027 Q1 ends on 30 June 2026", () => {
    const quarterly = { cadence: "quarterly" as const, daysAfterPeriodEnd: 0, createdDay: "2026-01-01" };
    expect(scheduledPeriodDue(quarterly, "2026-06-30", 4)).toEqual({
      year: 2027,
      key: "q1",
      sendDay: "2026-06-30",
    });
    expect(scheduledPeriodDue(quarterly, "2026-06-29", 4)).toEqual({
      year: 2026,
      key: "q4",
      sendDay: "2026-03-31",
    });
  });

  it("mails nothing whose send day came before the schedule was made (REPORT-15)", () => {
    expect(scheduledPeriodDue({ ...monthly, createdDay: "2026-10-20" }, "2026-11-02", 1)).toBeNull();
    expect(scheduledPeriodDue({ ...monthly, createdDay: "2026-11-03" }, "2026-11-03", 1)).toMatchObject({
      key: "october",
    });
  });
});
