import fs from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { listFiles, parse, relativePath } from "./source-files";

// TENANT-2, docs/decisions/007: a row is found by its id AND the session's organization in one place,
// the kernel's owned() (src/server/kernel/owned.ts). A service asks it (`rows.byId(actor, id)`,
// `rows.find`, `rows.lock`, …) and never combines an id predicate with an organization predicate in
// a filter of its own, where a forgotten half would be a leak or a wrong 404. Join conditions are not
// such a pairing (docs/decisions/007: raw `inOrganization` remains for joins and list reads).

/** Where the pairing is allowed: the kernel itself. */
const KERNEL = "src/server/kernel/";

const JOIN = /join(lateral)?$/i;

const calleeName = (call: ts.CallExpression): string | null => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

/** The table a column reference names: `kpis` for `kpis.id`, when `node` is `<table>.<column>`. */
const tableOf = (node: ts.Node | undefined, column: string): string | null =>
  node !== undefined && ts.isPropertyAccessExpression(node) && node.name.text === column
    ? node.expression.getText()
    : null;

/** The predicates an `and(…)` combines, looking through nested `and(…)` and `cond ? a : b`. */
function terms(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return terms(node.expression);
  if (ts.isConditionalExpression(node)) return [...terms(node.whenTrue), ...terms(node.whenFalse)];
  if (ts.isCallExpression(node) && calleeName(node) === "and") return node.arguments.flatMap(terms);
  return [node];
}

/** The tables whose row `eq(t.id, …)`, `eq(…, t.id)` or `inArray(t.id, …)` picks by id. */
function idTables(node: ts.Expression): string[] {
  if (!ts.isCallExpression(node)) return [];
  const [left, right] = node.arguments;
  const name = calleeName(node);
  // `eq(t.ownerId, user.id)` compares a column with a value that happens to be an id: a column on
  // the left makes the right side the value.
  const rightIsColumn = right !== undefined && !ts.isPropertyAccessExpression(left as ts.Node);
  const sides = name === "eq" ? [left, rightIsColumn ? right : undefined] : name === "inArray" ? [left] : [];
  return sides.flatMap((side) => tableOf(side, "id") ?? []);
}

/**
 * The table an organization predicate filters: `inOrganization(t.organizationId, …)` or
 * `eq(t.organizationId, …)`; ANY for `rows.inOrg(…)`, whose table the call does not show.
 */
const ANY = "*";
function organizationTables(node: ts.Expression): string[] {
  if (!ts.isCallExpression(node)) return [];
  const name = calleeName(node);
  if (name === "inOrg") return [ANY];
  const [left, right] = node.arguments;
  if (name === "inOrganization") return [tableOf(left, "organizationId") ?? ANY];
  if (name === "eq") return [left, right].flatMap((side) => tableOf(side, "organizationId") ?? []);
  return [];
}

/** A join's condition: the second argument of `.innerJoin(table, …)`, `.leftJoin(table, …)`, … */
function isJoinCondition(call: ts.CallExpression): boolean {
  const parent = call.parent;
  return ts.isCallExpression(parent) && JOIN.test(calleeName(parent) ?? "") && parent.arguments[1] === call;
}

type Pairing = { line: number; text: string };

/**
 * Every `and(…)` in a source text that picks a table's rows by id and filters that same table by
 * organization (a filter on another table's `id`, e.g. `eq(m.kpiAssignmentId, assignment.id)`, is a list).
 */
function handWrittenPairings(file: string, text: string): Pairing[] {
  const sf = parse(file, text);
  const found: Pairing[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && calleeName(node) === "and" && !isJoinCondition(node)) {
      const parts = terms(node);
      const byId = new Set(parts.flatMap(idTables));
      const byOrganization = parts.flatMap(organizationTables);
      if (byOrganization.some((table) => (table === ANY ? byId.size > 0 : byId.has(table)))) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push({ line, text: node.getText(sf).replace(/\s+/g, " ") });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const SERVER = listFiles(["src/server"], [".ts"])
  .map((file) => ({ path: relativePath(file), file }))
  .filter(({ path }) => !path.startsWith(KERNEL) && !/\.test\.ts$/.test(path));

const pairingsIn = (files: typeof SERVER) =>
  files.flatMap(({ path, file }) =>
    handWrittenPairings(file, fs.readFileSync(file, "utf8")).map((p) => `${path}:${p.line} ${p.text}`),
  );

describe("an id meets the organization filter only in the kernel (TENANT-2)", () => {
  it("no server file outside src/server/kernel pairs them by hand", () => {
    const checked = SERVER;
    expect(pairingsIn(checked)).toEqual([]);
  });

  it("reads the server's files", () => {
    expect(SERVER.length).toBeGreaterThan(100);
  });
});

// The matcher itself, on made-up code: each pairing must be caught, and each thing that is not one let be.
describe("the pairing matcher", () => {
  const found = (code: string) => handWrittenPairings("example.ts", code).length;

  it.each([
    "and(eq(t.id, id), eq(t.organizationId, orgId))",
    "and(eq(t.organizationId, orgId), eq(t.id, id))",
    "and(inOrganization(t.organizationId, actor.orgId), eq(t.id, id))",
    "and(eq(id, t.id), inOrganization(t.organizationId, org))",
    "and(rows.inOrg(actor), eq(t.id, id))",
    "and(inOrganization(t.organizationId, org), inArray(t.id, ids))",
    "and(inOrganization(t.organizationId, org), and(eq(t.id, id), eq(t.year, year)))",
    "tx.select().from(t).where(and(eq(t.id, id), eq(t.organizationId, orgId), isNull(t.closedAt)))",
    "tx.update(t).set(v).where(\n  and(\n    eq(t.id, id),\n    inOrganization(t.organizationId, actor.orgId),\n  ),\n)",
    "and(inOrganization(t.organizationId, org), id ? eq(t.id, id) : undefined)",
  ])("catches %s", (code) => {
    expect(found(code)).toBe(1);
  });

  it.each([
    "and(rows.byId(actor, id), eq(t.year, year))",
    "and(inOrganization(t.organizationId, org), eq(t.userId, userId))",
    "and(eq(t.id, id), eq(t.year, year))",
    "tx.select().from(a).innerJoin(b, and(eq(b.id, a.bId), inOrganization(b.organizationId, org)))",
    "tx.select().from(a).leftJoin(b, and(eq(b.id, a.bId), eq(b.organizationId, a.organizationId)))",
    "or(eq(t.id, id), inOrganization(t.organizationId, org))",
    "and(inOrganization(t.organizationId, org), ne(t.id, id))",
    "and(inOrganization(m.organizationId, org), eq(m.kpiAssignmentId, assignment.id))",
    "and(eq(o.ownerId, user.id), eq(o.organizationId, orgId))",
    "and(rows.inOrg(actor), eq(t.ownerId, user.id))",
  ])("lets %s be", (code) => {
    expect(found(code)).toBe(0);
  });
});
