import { describe, expect, it } from "vitest";
import { firstScheduledSend, scheduledPeriodDue } from "./report-schedules";
import { addDays } from "./reporting-calendar";

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

// REPORT-26: the first send of a new schedule, by the scheduler's own rule.
describe("firstScheduledSend", () => {
  it("is the next month's send day for a schedule made after this month's has passed", () => {
    const made = { cadence: "monthly" as const, daysAfterPeriodEnd: 3, createdDay: "2026-11-29" };
    // October's send day (3 November) came before the schedule was made (REPORT-15): November goes.
    expect(firstScheduledSend(made, 1)).toEqual({ year: 2026, key: "november", sendDay: "2026-12-03" });
  });

  it("is a send day still to come in the month the schedule was made", () => {
    const made = { cadence: "monthly" as const, daysAfterPeriodEnd: 5, createdDay: "2026-11-02" };
    expect(firstScheduledSend(made, 1)).toEqual({ year: 2026, key: "october", sendDay: "2026-11-05" });
  });

  it("is the made day itself when a send day falls on it", () => {
    const made = { cadence: "quarterly" as const, daysAfterPeriodEnd: 0, createdDay: "2026-09-30" };
    expect(firstScheduledSend(made, 1)).toEqual({ year: 2026, key: "q3", sendDay: "2026-09-30" });
  });

  it("follows the fiscal quarters and reaches into the next year (fiscal year from April)", () => {
    const made = { cadence: "quarterly" as const, daysAfterPeriodEnd: 10, createdDay: "2026-11-29" };
    // Fiscal Q3 of the year April 2026 to March 2027 (named 2027) is October to December: sent 10 January.
    expect(firstScheduledSend(made, 4)).toEqual({ year: 2027, key: "q3", sendDay: "2027-01-10" });
  });

  it("is the first day on which scheduledPeriodDue names a period", () => {
    const made = { cadence: "monthly" as const, daysAfterPeriodEnd: 60, createdDay: "2026-03-15" };
    const first = firstScheduledSend(made, 1)!;
    expect(scheduledPeriodDue(made, first.sendDay, 1)).toEqual(first);
    expect(scheduledPeriodDue(made, addDays(first.sendDay, -1), 1)).toBeNull();
  });
});
