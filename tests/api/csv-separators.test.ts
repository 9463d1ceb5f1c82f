// EXPORT-18: a name that carries a separator and a formula after it ('Revenue;=cmd|…') is written in quotes
// and neutralised after the separator too, so a spreadsheet that splits on ';' (many locales) or ',' sees
// no cell that begins with a formula, in the scorecard export, the facts feed and the import template.
import { describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts";
import { appFixture } from "../support/api";
import { scorecardRows } from "../support/scorecard-rows";

const YEAR = 2025;
const ATTACK = "Revenue;=cmd|' /C calc'!A0";
const FORMULA = /^[=+\-@\t\r]/;
const { t, call } = appFixture();

/** The cells a spreadsheet would make of the file's lines when it splits them on `separator` alone. */
const cellsSplitOn = (csv: string, separator: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^"|"$/g, ""));

describe("EXPORT-18: quoted text and no formula after a separator", () => {
  it.each([
    ["the scorecard export", (fnId: string) => `/api/exports/scorecard.csv?functionId=${fnId}&year=${YEAR}`],
    ["the facts feed", () => `/api/facts.csv?year=${YEAR}`],
  ])("%s", async (_name, url) => {
    const admin = await signUpVerified(t);
    const rows = scorecardRows(t.database.db, { orgId: admin.user.organizationId, userId: admin.user.id });
    const fn = await rows.fn({ name: "Sales" });
    const objective = await rows.objective(fn.id, { name: "Grow", perspective: "Financial", weight: 100 });
    await rows.kpi(objective, {
      name: ATTACK,
      years: { [YEAR]: { targets: { q1: 10 }, actuals: { q1: 9 } } },
    });
    const res = await call("GET", url(fn.id), admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`"Revenue;'=cmd|' /C calc'!A0"`);
    for (const separator of [",", ";"]) {
      expect(cellsSplitOn(res.body, separator).filter((cell) => FORMULA.test(cell))).toEqual([]);
    }
  });
});
