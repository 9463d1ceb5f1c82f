import { useMemo } from "react";
import { useIntl } from "react-intl";
import type { KpiAssignment, ObjectiveAssignment } from "../../../../domain/schemas/assignments";
import type { ManagedUser } from "../../../../domain/schemas/users";
import { useRead } from "../../../lib/resources";
import type { Initiative } from "../lib/types";
import { initiativesMessages as m } from "../messages";
import type { PickOption } from "./pick-list";

/** '' stands for no owner in the owner select. */
export const NO_OWNER = "";

type Linked = { id: string; name: string; functionName: string; year: number };

/** The year's options, then those the initiative links already that are not among them (another year's). */
function withLinked(options: PickOption[], linked: readonly Linked[]): PickOption[] {
  const shown = new Set(options.map((option) => option.value));
  const others = linked
    .filter((item) => !shown.has(item.id))
    .map((item) => ({ value: item.id, label: item.name, group: `${item.functionName} · ${item.year}` }));
  return [...options, ...others];
}

/**
 * UI-79: what the initiative dialog offers: the objectives and KPIs assigned in a scorecard year (those
 * linked already, of another year, stay in the lists), the people an administrator may make owner,
 * and the organization's statuses (with the initiative's own, should it no longer be one of them).
 */
export function useInitiativeOptions({
  initiative,
  statuses,
  year,
  isAdmin,
}: {
  initiative: Initiative | undefined;
  statuses: readonly string[];
  year: number;
  isAdmin: boolean;
}) {
  const intl = useIntl();
  const objectives = useRead<ObjectiveAssignment[]>("/api/objective-assignments", {
    params: { year },
    silent: true,
  });
  const kpis = useRead<KpiAssignment[]>("/api/kpi-assignments", { params: { year }, silent: true });
  const people = useRead<ManagedUser[]>("/api/employees", { silent: true, enabled: isAdmin });

  const objectiveOptions = useMemo(
    () =>
      withLinked(
        (objectives.data ?? []).map((o) => ({
          value: o.id,
          label: o.objectiveName,
          group: `${o.functionName} · ${o.year}`,
        })),
        initiative?.objectives ?? [],
      ),
    [objectives.data, initiative],
  );
  const kpiOptions = useMemo(
    () =>
      withLinked(
        (kpis.data ?? []).map((k) => ({
          value: k.id,
          label: `${k.kpiName} (${k.objectiveName})`,
          group: `${k.functionName} · ${k.year}`,
        })),
        initiative?.kpis ?? [],
      ),
    [kpis.data, initiative],
  );
  const ownerOptions = useMemo(() => {
    const list = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));
    if (initiative?.ownerId && !list.some((o) => o.value === initiative.ownerId)) {
      list.push({
        value: initiative.ownerId,
        label: initiative.ownerName ?? intl.formatMessage(m.currentOwner),
      });
    }
    return [{ value: NO_OWNER, label: intl.formatMessage(m.noOwner) }, ...list];
  }, [people.data, initiative, intl]);
  const statusOptions = useMemo(() => {
    const list = statuses.map((s) => ({ value: s, label: s }));
    if (initiative && !statuses.includes(initiative.status))
      list.push({ value: initiative.status, label: initiative.status });
    return list;
  }, [statuses, initiative]);

  return {
    objectiveOptions,
    kpiOptions,
    ownerOptions,
    statusOptions,
    objectivesPending: objectives.isPending,
    kpisPending: kpis.isPending,
  };
}
