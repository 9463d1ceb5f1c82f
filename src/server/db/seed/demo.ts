// DEMO-2: the demo organization a visitor can explore at once. Written in one transaction as the
// platform role (it creates an organization, which only platform work may do).
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { aggregationOfKpi } from "../../../domain/measures";
import { displayName } from "../../../domain/people";
import { endMonthOf, periodLabel } from "../../../domain/periods";
import { seededRandom } from "../../../domain/seeded-random";
import { hashPassword } from "../../features/auth/secrets";
import type { Database } from "../client";
import { insertInChunks } from "../insert-in-chunks";
import {
  activities,
  kpiAssignments,
  kpiMeasurements,
  kpis,
  objectiveAssignments,
  objectives,
  organizationFunctions,
  organizationSettings,
  organizations,
  strategyLinks,
  themes,
  users,
} from "../schema";
import { withPlatform } from "../tenant";
import {
  DEMO_FUNCTIONS,
  DEMO_KPIS,
  DEMO_OBJECTIVES,
  DEMO_ORGANIZATION,
  DEMO_STRATEGY_LINKS,
  DEMO_THEMES,
  DEMO_USERS,
} from "./demo-content";
import { seedDemoInitiatives } from "./demo-initiatives";
import { mustGet } from "./demo-keys";
import { enteredAt, linkedPace, seedMeasurements } from "./measurements";

export type DemoLogin = { email: string; password: string; organizationId: string };

const emailOf = (key: string) => `${key}@${DEMO_ORGANIZATION.domain}`;
export const DEMO_ADMIN_EMAIL = emailOf(DEMO_USERS[0]?.key ?? "admin");

const DAY_MS = 24 * 60 * 60 * 1000;
/** DEMO-5: the CEO's objectives at either end of a strategy map link. */
const LINKED_OBJECTIVES = new Set(DEMO_STRATEGY_LINKS.flatMap((link) => [link.from, link.to]));

/** The day a year's targets were set: 10 January, or the day the demo is made if that is earlier. */
function targetsDay(year: number, now: Date): Date {
  const day = new Date(Date.UTC(year, 0, 10));
  return day < now ? day : now;
}

/** True when the database holds no organization yet: the first start of DEMO-1. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await withPlatform(db, (tx) => tx.select({ n: count() }).from(organizations));
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the demo organization with its people, library, cascade, two years of results (the
 * previous year and the current one up to `now`) and an activity history. A random password is
 * made for the demo users unless one is given; it is returned so the caller can print it.
 */
export async function seedDemoOrganization(
  db: Database,
  options: { now?: Date; password?: string } = {},
): Promise<DemoLogin> {
  const now = options.now ?? new Date();
  const password = options.password ?? `Demo-${randomBytes(6).toString("base64url")}9!`;
  const passwordHash = await hashPassword(password);
  const random = seededRandom(20_26_11_22);
  // DEMO-8: when values were entered comes from its own sequence, so the values stay as they were.
  const timing = seededRandom(20_26_11_29);
  const thisYear = now.getUTCFullYear();
  const startOfLastYear = new Date(Date.UTC(thisYear - 1, 0, 10));

  const organizationId = await withPlatform(db, async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: DEMO_ORGANIZATION.name,
        domain: DEMO_ORGANIZATION.domain,
        subscriptionTier: "professional",
      })
      .returning();
    if (!organization) throw new Error("The demo organization was not created");
    const orgId = organization.id;

    await tx.insert(organizationSettings).values({
      organizationId: orgId,
      organizationName: DEMO_ORGANIZATION.name,
      vision: DEMO_ORGANIZATION.vision,
      mission: DEMO_ORGANIZATION.mission,
      values: DEMO_ORGANIZATION.values,
    });

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          organizationId: orgId,
          email: emailOf(u.key),
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          department: u.department,
          emailVerified: true,
        })),
      )
      .returning();
    const userIds = new Map(DEMO_USERS.map((u, i) => [u.key, userRows[i]?.id ?? ""]));
    const userNames = new Map(DEMO_USERS.map((u) => [u.key, displayName(u)]));
    const adminId = mustGet(userIds, DEMO_USERS[0]?.key ?? "");
    const stamp = { createdAt: startOfLastYear, updatedAt: startOfLastYear, updatedBy: adminId };

    const themeRows = await tx
      .insert(themes)
      .values(
        DEMO_THEMES.map((t) => ({
          organizationId: orgId,
          name: t.name,
          description: t.description,
          color: t.color,
          ...stamp,
        })),
      )
      .returning();
    const themeIds = new Map(DEMO_THEMES.map((t, i) => [t.key as string, themeRows[i]?.id ?? ""]));

    const objectiveRows = await tx
      .insert(objectives)
      .values(
        DEMO_OBJECTIVES.map((o) => ({
          organizationId: orgId,
          name: o.name,
          description: o.description,
          bscPerspective: o.perspective,
          themeId: o.theme ? mustGet(themeIds, o.theme) : null,
          ownerId: adminId,
          ownerName: userNames.get(DEMO_USERS[0]?.key ?? ""),
          ...stamp,
        })),
      )
      .returning();
    const objectiveIds = new Map(DEMO_OBJECTIVES.map((o, i) => [o.key, objectiveRows[i]?.id ?? ""]));

    const kpiRows = await tx
      .insert(kpis)
      .values(
        DEMO_KPIS.map((k) => ({
          organizationId: orgId,
          name: k.name,
          description: k.description,
          unit: k.unit,
          polarity: k.polarity,
          frequency: k.frequency,
          // AGG-6, AGG-9: each demo KPI combines its periods as its kind of figure needs.
          aggregation: aggregationOfKpi(k),
          isCumulative: aggregationOfKpi(k) === "last",
          ...stamp,
        })),
      )
      .returning();
    const kpiIds = new Map(DEMO_KPIS.map((k, i) => [k.key, kpiRows[i]?.id ?? ""]));
    const kpiByKey = new Map(DEMO_KPIS.map((k) => [k.key, k]));

    // Functions top-down, so every parent exists before its children.
    const functionIds = new Map<string, string>();
    for (const f of DEMO_FUNCTIONS) {
      const [row] = await tx
        .insert(organizationFunctions)
        .values({
          organizationId: orgId,
          name: f.name,
          description: f.description,
          level: f.level,
          parentId: f.parent ? mustGet(functionIds, f.parent) : null,
          headUserId: f.head ? mustGet(userIds, f.head) : null,
          ...stamp,
        })
        .returning();
      functionIds.set(f.key, row?.id ?? "");
    }

    const history: (typeof activities.$inferInsert)[] = [];
    const log = (entry: Omit<typeof activities.$inferInsert, "organizationId">) =>
      history.push({ organizationId: orgId, ...entry });
    for (const o of DEMO_OBJECTIVES) {
      log({
        userId: adminId,
        action: "created",
        entityType: "objective",
        entityId: objectiveIds.get(o.key),
        entityName: o.name,
        category: "library",
        details: { userName: userNames.get("olivia") },
        createdAt: startOfLastYear,
      });
    }
    for (const k of DEMO_KPIS) {
      log({
        userId: adminId,
        action: "created",
        entityType: "kpi",
        entityId: kpiIds.get(k.key),
        entityName: k.name,
        category: "library",
        details: { userName: userNames.get("olivia") },
        createdAt: startOfLastYear,
      });
    }

    // Objective assignments per function; each links to its parent function's assignment (CASCADE-3).
    const assignmentIds = new Map<string, string>(); // `${functionKey}/${objectiveKey}` → id
    const kpiAssignmentIds = new Map<string, string>(); // `${functionKey}/${kpiKey}` → id
    const measurementRows: (typeof kpiMeasurements.$inferInsert)[] = [];
    for (const f of DEMO_FUNCTIONS) {
      for (const a of f.objectives) {
        const [assignment] = await tx
          .insert(objectiveAssignments)
          .values({
            organizationId: orgId,
            objectiveId: mustGet(objectiveIds, a.objective),
            organizationFunctionId: mustGet(functionIds, f.key),
            organizationLevel: f.level,
            ownerId: mustGet(userIds, a.owner),
            parentObjectiveAssignmentId:
              a.parent && f.parent ? mustGet(assignmentIds, `${f.parent}/${a.parent}`) : null,
            weight: a.weight,
            period: String(thisYear),
            ...stamp,
          })
          .returning();
        if (!assignment) throw new Error("An objective assignment was not created");
        assignmentIds.set(`${f.key}/${a.objective}`, assignment.id);
        const objectiveName = DEMO_OBJECTIVES.find((o) => o.key === a.objective)?.name ?? a.objective;
        log({
          userId: adminId,
          action: "assigned",
          entityType: "objective_assignment",
          entityId: assignment.id,
          entityName: `${objectiveName} → ${f.name}`,
          category: "assignments",
          details: { userName: userNames.get("olivia") },
          createdAt: new Date(startOfLastYear.getTime() + DAY_MS),
        });

        for (const k of a.kpis) {
          const kpi = mustGet(kpiByKey, k.kpi);
          const [kpiAssignment] = await tx
            .insert(kpiAssignments)
            .values({
              organizationId: orgId,
              kpiId: mustGet(kpiIds, k.kpi),
              objectiveAssignmentId: assignment.id,
              linkedObjectiveId: mustGet(objectiveIds, a.objective),
              ownerId: mustGet(userIds, k.owner),
              ownerName: userNames.get(k.owner),
              weight: k.weight,
              ...stamp,
            })
            .returning();
          if (!kpiAssignment) throw new Error("A KPI assignment was not created");
          kpiAssignmentIds.set(`${f.key}/${k.kpi}`, kpiAssignment.id);
          log({
            userId: adminId,
            action: "assigned",
            entityType: "kpi_assignment",
            entityId: kpiAssignment.id,
            entityName: `${kpi.name} → ${f.name}`,
            category: "assignments",
            details: { userName: userNames.get("olivia") },
            createdAt: new Date(startOfLastYear.getTime() + 2 * DAY_MS),
          });

          const profile = { ...kpi, isCumulative: kpi.isCumulative ?? false };
          for (const year of [thisYear - 1, thisYear]) {
            // Each year's targets were set at its start (the demo's first year when the library was made).
            const targetsSetAt = year === thisYear - 1 ? startOfLastYear : targetsDay(year, now);
            // DEMO-5: the CEO's objectives the strategy map links share one pace, so the scores of a
            // link's two ends move together as its claim says; the evidence is computed from them as ever.
            const pace = f.key === "ceo" && LINKED_OBJECTIVES.has(a.objective) ? linkedPace : undefined;
            for (const m of seedMeasurements(profile, year, now, random, pace)) {
              // DEMO-8: an actual exists only for an ended period, entered a few days after it ended.
              const entered =
                m.actual === null ? null : enteredAt(year, endMonthOf(m.periodKey), now, timing);
              measurementRows.push({
                organizationId: orgId,
                kpiAssignmentId: kpiAssignment.id,
                year,
                periodKey: m.periodKey,
                target: m.target,
                actual: m.actual,
                targetUpdatedBy: adminId,
                targetUpdatedAt: targetsSetAt,
                actualUpdatedBy: m.actual === null ? null : mustGet(userIds, k.owner),
                actualUpdatedAt: entered,
              });
              // DEMO-8: each entry is in the activity history, when it was made (ACTIVITY-2).
              if (entered) {
                log({
                  userId: mustGet(userIds, k.owner),
                  action: "actual_result_update",
                  entityType: "actual_result",
                  entityId: kpiAssignment.id,
                  entityName: kpi.name,
                  category: "actual_result_update",
                  details: {
                    userName: userNames.get(k.owner),
                    kpiName: kpi.name,
                    // ACTIVITY-2: the function and the period as the screens label it ('March 2026').
                    functionName: f.name,
                    period: periodLabel(kpi.frequency, m.periodKey, year),
                    oldValue: null,
                    newValue: m.actual,
                    timestamp: entered.toISOString(),
                  },
                  createdAt: entered,
                });
              }
            }
          }
        }
      }
    }
    // DEMO-5: the CEO's strategy map has its links drawn, so the map shows arrows and their evidence.
    await tx.insert(strategyLinks).values(
      DEMO_STRATEGY_LINKS.map((link) => ({
        organizationId: orgId,
        functionId: mustGet(functionIds, link.function),
        fromObjectiveAssignmentId: mustGet(assignmentIds, `${link.function}/${link.from}`),
        toObjectiveAssignmentId: mustGet(assignmentIds, `${link.function}/${link.to}`),
        direction: link.direction,
        strength: link.strength,
        hypothesis: link.hypothesis,
      })),
    );
    // DEMO-7: the CEO's initiatives, with milestones, around today.
    await seedDemoInitiatives(tx, { orgId, adminId, now, userIds, assignmentIds, kpiAssignmentIds });
    await insertInChunks(measurementRows, (chunk) => tx.insert(kpiMeasurements).values(chunk));
    await insertInChunks(history, (chunk) => tx.insert(activities).values(chunk));
    return orgId;
  });
  return { email: DEMO_ADMIN_EMAIL, password, organizationId };
}

/** Whether the demo organization exists already (its admin's e-mail is taken). */
export async function demoExists(db: Database): Promise<boolean> {
  const [row] = await withPlatform(db, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)),
  );
  return Boolean(row);
}
