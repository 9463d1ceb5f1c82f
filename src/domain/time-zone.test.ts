import { describe, expect, it } from "vitest";
import { scheduleDay } from "./report-schedules";
import {
  canonicalTimeZone,
  instantAt,
  isTimeZone,
  localDate,
  localIsoDay,
  localMinutes,
  localMonth,
  offsetMinutes,
  startOfLocalDay,
} from "./time-zone";

const at = (iso: string) => new Date(iso);
const BERLIN = "Europe/Berlin";
const NEW_YORK = "America/New_York";

// SETTINGS-17: the local date (and wall clock) of instants just before and after midnight and around the
// jumps of the three DST days of 2026: Berlin forward on 29 March (02:00 CET → 03:00 CEST, at 01:00Z) and
// back on 25 October (03:00 CEST → 02:00 CET, at 01:00Z); New York back on 1 November (02:00 EDT → 01:00
// EST, at 06:00Z).
describe("localDate around DST (SETTINGS-17)", () => {
  it.each([
    // [zone, instant, local day, local HH:MM, offset minutes]
    [BERLIN, "2026-03-28T22:59:59Z", "2026-03-28", "23:59", 60],
    [BERLIN, "2026-03-28T23:00:00Z", "2026-03-29", "00:00", 60],
    [BERLIN, "2026-03-29T00:59:59Z", "2026-03-29", "01:59", 60],
    [BERLIN, "2026-03-29T01:00:00Z", "2026-03-29", "03:00", 120],
    [BERLIN, "2026-03-29T21:59:59Z", "2026-03-29", "23:59", 120],
    [BERLIN, "2026-03-29T22:00:00Z", "2026-03-30", "00:00", 120],
    [BERLIN, "2026-10-24T21:59:59Z", "2026-10-24", "23:59", 120],
    [BERLIN, "2026-10-24T22:00:00Z", "2026-10-25", "00:00", 120],
    [BERLIN, "2026-10-25T00:30:00Z", "2026-10-25", "02:30", 120],
    [BERLIN, "2026-10-25T01:30:00Z", "2026-10-25", "02:30", 60],
    [BERLIN, "2026-10-25T22:59:59Z", "2026-10-25", "23:59", 60],
    [BERLIN, "2026-10-25T23:00:00Z", "2026-10-26", "00:00", 60],
    [NEW_YORK, "2026-11-01T03:59:59Z", "2026-10-31", "23:59", -240],
    [NEW_YORK, "2026-11-01T04:00:00Z", "2026-11-01", "00:00", -240],
    [NEW_YORK, "2026-11-01T05:30:00Z", "2026-11-01", "01:30", -240],
    [NEW_YORK, "2026-11-01T06:30:00Z", "2026-11-01", "01:30", -300],
    [NEW_YORK, "2026-11-02T04:59:59Z", "2026-11-01", "23:59", -300],
    [NEW_YORK, "2026-11-02T05:00:00Z", "2026-11-02", "00:00", -300],
    // Far from UTC: the local date is a day ahead (Auckland, NZDT +13) or behind (Los Angeles, PST -8).
    ["Pacific/Auckland", "2026-11-10T10:59:59Z", "2026-11-10", "23:59", 780],
    ["Pacific/Auckland", "2026-11-10T11:00:00Z", "2026-11-11", "00:00", 780],
    ["America/Los_Angeles", "2026-11-11T07:59:59Z", "2026-11-10", "23:59", -480],
    ["America/Los_Angeles", "2026-11-11T08:00:00Z", "2026-11-11", "00:00", -480],
    ["UTC", "2026-11-10T23:59:59Z", "2026-11-10", "23:59", 0],
  ])("%s at %s is %s %s (UTC%+d min)", (zone, instant, day, time, offset) => {
    expect(localIsoDay(at(instant), zone)).toBe(day);
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    expect(localMinutes(at(instant), zone)).toBe(hour * 60 + minute);
    expect(offsetMinutes(at(instant), zone)).toBe(offset);
  });

  it("answers the parts and the month", () => {
    expect(localDate(at("2026-03-28T23:00:00Z"), BERLIN)).toEqual({ year: 2026, month: 3, day: 29 });
    expect(localMonth(at("2026-12-31T23:30:00Z"), BERLIN)).toEqual({ year: 2027, month: 1 });
    expect(localMonth(at("2027-01-01T03:00:00Z"), NEW_YORK)).toEqual({ year: 2026, month: 12 });
  });
});

// SETTINGS-18: 07:00 local on the DST day and the days either side, as a UTC instant.
describe("instantAt 07:00 around DST (SETTINGS-18)", () => {
  it.each([
    [BERLIN, "2026-03-28", "07:00", "2026-03-28T06:00:00.000Z"],
    [BERLIN, "2026-03-29", "07:00", "2026-03-29T05:00:00.000Z"],
    [BERLIN, "2026-03-30", "07:00", "2026-03-30T05:00:00.000Z"],
    [BERLIN, "2026-10-24", "07:00", "2026-10-24T05:00:00.000Z"],
    [BERLIN, "2026-10-25", "07:00", "2026-10-25T06:00:00.000Z"],
    [BERLIN, "2026-10-26", "07:00", "2026-10-26T06:00:00.000Z"],
    [NEW_YORK, "2026-10-31", "07:00", "2026-10-31T11:00:00.000Z"],
    [NEW_YORK, "2026-11-01", "07:00", "2026-11-01T12:00:00.000Z"],
    [NEW_YORK, "2026-11-02", "07:00", "2026-11-02T12:00:00.000Z"],
    // A time the clocks skip is the same time after the jump (02:30 → 03:30 CEST = 01:30Z) ...
    [BERLIN, "2026-03-29", "02:30", "2026-03-29T01:30:00.000Z"],
    // ... and one they show twice is its first showing.
    [BERLIN, "2026-10-25", "02:30", "2026-10-25T00:30:00.000Z"],
    [NEW_YORK, "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    ["Pacific/Auckland", "2026-11-11", "07:00", "2026-11-10T18:00:00.000Z"],
    ["UTC", "2026-11-11", "07:00", "2026-11-11T07:00:00.000Z"],
  ])("%s %s %s is %s", (zone, day, time, expected) => {
    expect(instantAt(day, time, zone).toISOString()).toBe(expected);
  });

  it.each([
    [BERLIN, "2026-03-29", "2026-03-28T23:00:00.000Z"],
    [BERLIN, "2026-10-25", "2026-10-24T22:00:00.000Z"],
    [BERLIN, "2026-10-26", "2026-10-25T23:00:00.000Z"],
    [NEW_YORK, "2026-11-01", "2026-11-01T04:00:00.000Z"],
    [NEW_YORK, "2026-11-02", "2026-11-02T05:00:00.000Z"],
  ])("the day %s %s starts at %s", (zone, day, expected) => {
    expect(startOfLocalDay(day, zone).toISOString()).toBe(expected);
    expect(
      startOfLocalDay({ year: 2026, month: Number(day.slice(5, 7)), day: Number(day.slice(8)) }, zone),
    ).toEqual(new Date(expected));
  });

  it("refuses a time that is not HH:MM", () => {
    expect(() => instantAt("2026-03-29", "7 am", BERLIN)).toThrow(RangeError);
  });
});

// SETTINGS-16: which names are time zones, and the spelling kept.
describe("time zone names (SETTINGS-16)", () => {
  it.each([
    ["Europe/Berlin", "Europe/Berlin"],
    ["europe/berlin", "Europe/Berlin"],
    ["UTC", "UTC"],
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["America/New_York", "America/New_York"],
    ["Mars/Base", null],
    ["+01:00", null],
    ["", null],
    ["Europe/Berlin; drop table", null],
  ])("%j → %j", (name, kept) => {
    expect(canonicalTimeZone(name)).toBe(kept);
    expect(isTimeZone(name)).toBe(kept !== null);
  });
});

// REPORT-28: a send day's books go from 07:00 on the organization's clocks.
describe("scheduleDay (REPORT-28)", () => {
  it.each([
    [BERLIN, "2026-03-29T04:59:59Z", "2026-03-28"],
    [BERLIN, "2026-03-29T05:00:00Z", "2026-03-29"],
    [NEW_YORK, "2026-11-01T11:59:59Z", "2026-10-31"],
    [NEW_YORK, "2026-11-01T12:00:00Z", "2026-11-01"],
    ["UTC", "2026-11-10T06:59:00Z", "2026-11-09"],
  ])("%s at %s counts as %s", (zone, instant, day) => {
    expect(scheduleDay(at(instant), zone)).toBe(day);
  });
});
