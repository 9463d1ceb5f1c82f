// NOTIFY-15, NOTIFY-36: a commentary that mentions people (`@First Last`) tells each person newly mentioned,
// in the commentary's own transaction; the author is never told, and an edit that keeps a mention tells
// no one again.
import { excerpt, kpiResultsPath, newlyMentioned } from "../../../domain/notifications";
import { users } from "../../db/schema";
import { inOrganization } from "../../db/tenant-filter";
import type { WriteContext } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { notify } from "../notifications";

/** The text a commentary version says: its analysis, then its recommendations. */
export const commentaryText = (version: { analysis: string; recommendations: string }) =>
  [version.analysis, version.recommendations].filter((part) => part.trim() !== "").join("\n");

export async function tellMentioned(
  w: WriteContext,
  deps: ServiceDeps,
  saved: {
    kpiAssignmentId: string;
    kpiName: string;
    year: number;
    period: string;
    periodLabel: string;
    text: string;
    previousText: string;
  },
): Promise<void> {
  // Only a text with an "@" can mention anyone: most saves skip reading the people.
  if (!saved.text.includes("@")) return;
  const people = await w.tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inOrganization(users.organizationId, w.actor.orgId));
  const mentioned = newlyMentioned(saved.text, saved.previousText, people);
  if (mentioned.length === 0) return;
  const link = kpiResultsPath({ ...saved, commentary: true });
  await notify(w, deps, mentioned, {
    type: "mention",
    title: `${w.actor.userName} mentioned you: ${saved.kpiName}`,
    lines: [
      `${w.actor.userName} mentioned you in the commentary of ${saved.kpiName}, ${saved.periodLabel}.`,
      excerpt(saved.text),
    ],
    link,
    actions: [{ kind: "open", label: "Open the commentary", href: link }],
    subject: { kpiAssignmentId: saved.kpiAssignmentId, year: saved.year, period: saved.period },
  });
}
