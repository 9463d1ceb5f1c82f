// DEMO-7: the demo CEO's initiatives, each with its objectives, KPIs and milestones, dated around `now`.
import type { Tx } from "../client";
import { initiativeKpis, initiativeObjectives, initiatives, milestones } from "../schema";
import { DEMO_INITIATIVES } from "./demo-content";
import { mustGet } from "./demo-keys";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ids the demo made, by their keys in demo-content.ts. */
type DemoIds = {
  orgId: string;
  adminId: string;
  now: Date;
  userIds: Map<string, string>;
  assignmentIds: Map<string, string>;
  kpiAssignmentIds: Map<string, string>;
};

export async function seedDemoInitiatives(tx: Tx, ids: DemoIds): Promise<void> {
  const { orgId, adminId, now, userIds, assignmentIds, kpiAssignmentIds } = ids;
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  for (const demo of DEMO_INITIATIVES) {
    const [initiative] = await tx
      .insert(initiatives)
      .values({
        organizationId: orgId,
        name: demo.name,
        description: demo.description,
        ownerId: mustGet(userIds, demo.owner),
        startDate: day(demo.startDay),
        endDate: day(demo.endDay),
        budget: demo.budget,
        spent: demo.spent,
        status: demo.status,
        percentComplete: demo.percentComplete ?? null,
        updatedBy: adminId,
      })
      .returning({ id: initiatives.id });
    if (!initiative) throw new Error("An initiative was not created");
    await tx.insert(initiativeObjectives).values(
      demo.objectives.map((key) => ({
        organizationId: orgId,
        initiativeId: initiative.id,
        objectiveAssignmentId: mustGet(assignmentIds, key),
      })),
    );
    await tx.insert(initiativeKpis).values(
      demo.kpis.map((key) => ({
        organizationId: orgId,
        initiativeId: initiative.id,
        kpiAssignmentId: mustGet(kpiAssignmentIds, key),
      })),
    );
    if (demo.milestones.length > 0) {
      await tx.insert(milestones).values(
        demo.milestones.map((m) => ({
          organizationId: orgId,
          initiativeId: initiative.id,
          name: m.name,
          dueDate: day(m.dueDay),
          weight: m.weight ?? 1,
          completedAt: m.done ? new Date(now.getTime() + m.dueDay * DAY_MS) : null,
          updatedBy: adminId,
        })),
      );
    }
  }
}
