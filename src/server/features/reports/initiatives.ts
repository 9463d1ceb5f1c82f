// REPORT-7: the briefing book's initiatives section, from the initiatives feature's public entry (ARCH-1):
// `initiativesOfObjectives(tx, actor, objectiveAssignmentIds, today)`. This is the one place it plugs in.
import type { Tx } from "../../db/client";
import type { TenantContext } from "../../db/tenant";
import { initiativesOfObjectives } from "../initiatives";

/** What the briefing book shows of an initiative (name, owner, dates, percent complete, health). */
export type BriefingInitiative = {
  name: string;
  ownerName: string | null;
  startDate: string;
  endDate: string;
  percentComplete: number;
  health: string;
  reason: string;
  objectiveAssignmentIds: string[];
};

/** The initiatives linked to the given objective assignments, with their health as of `today`. */
export async function initiativesForBriefing(
  tx: Tx,
  actor: TenantContext,
  objectiveAssignmentIds: readonly string[],
  today: Date,
): Promise<BriefingInitiative[] | null> {
  const initiatives = await initiativesOfObjectives(tx, actor, objectiveAssignmentIds, today);
  return initiatives.map((initiative) => ({
    name: initiative.name,
    ownerName: initiative.ownerName,
    startDate: initiative.startDate,
    endDate: initiative.endDate,
    percentComplete: initiative.percentComplete,
    health: initiative.health.health,
    reason: initiative.health.reason,
    objectiveAssignmentIds: initiative.objectiveAssignmentIds,
  }));
}
