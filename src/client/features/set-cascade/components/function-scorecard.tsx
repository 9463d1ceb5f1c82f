import { CopyIcon, PlusIcon } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { NamingSettings } from "../../../../domain/labels";
import { kpisResource, objectivesResource } from "../../../../domain/resources";
import type { CascadeFunction, CascadeFunctionRead } from "../../../../domain/schemas/set-cascade";
import type { ManagedUser as Employee } from "../../../../domain/schemas/users";
import { BSC_PERSPECTIVES } from "../../../../domain/scorecard";
import type { ScoringSettings } from "../../../../domain/scoring";
import { overallWeightValidity } from "../../../../domain/weights";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useFiscalStartMonth } from "../../../lib/fiscal-year";
import { useList, useRead } from "../../../lib/resources";
import { ObjectiveInitiatives, useInitiativesByObjective } from "../../initiatives";
import { ScorecardViewToggle, StrategyMapSection, useScorecardView } from "../../strategy-map";
import { kpiScoreFor, objectiveScoreFor } from "../lib/scores";
import { setCascadeMessages as m } from "../messages";
import { ConfirmDeleteDialog, type DeleteTarget } from "./confirm-delete-dialog";
import { levelLabel } from "./names";
import { type ItemHandlers, PerspectiveCard, type ScoredKpi, type ScoredObjective } from "./perspective-card";
import { WeightBalanceBanner } from "./weight-balance-banner";

// The assign, edit and copy dialogs bring the form libraries; they load when one is first opened.
const AssignKpiDialog = lazy(() =>
  import("./assign-kpi-dialog").then((m) => ({ default: m.AssignKpiDialog })),
);
const AssignObjectiveDialog = lazy(() =>
  import("./assign-objective-dialog").then((m) => ({ default: m.AssignObjectiveDialog })),
);
const CopyYearDialog = lazy(() => import("./copy-year-dialog").then((m) => ({ default: m.CopyYearDialog })));
const EditKpiAssignmentDialog = lazy(() =>
  import("./edit-kpi-assignment-dialog").then((m) => ({ default: m.EditKpiAssignmentDialog })),
);
const EditObjectiveAssignmentDialog = lazy(() =>
  import("./edit-objective-assignment-dialog").then((m) => ({ default: m.EditObjectiveAssignmentDialog })),
);

type OpenDialog =
  | { kind: "assign-objective" }
  | { kind: "edit-objective"; assignment: ScoredObjective }
  | { kind: "assign-kpi"; source: "add" | "assign"; objectiveAssignmentId?: string }
  | { kind: "edit-kpi"; assignment: ScoredKpi }
  | { kind: "delete"; target: DeleteTarget }
  | { kind: "copy-year" };

const NO_ASSIGNMENTS: CascadeFunctionRead["objectiveAssignments"] = [];
const NO_KPI_ASSIGNMENTS: CascadeFunctionRead["kpiAssignments"] = [];

/**
 * Set and Cascade (UI-16) scorecard of one function, for the year on the page (PERIOD-3). UI-95: it reads
 * that function's assignments alone (CASCADE-15); the library and the people load when a dialog that
 * picks from them opens. UI-96: its heading and buttons are drawn at once, from the chart's row, so
 * nothing above the scorecard's body moves while its data arrives.
 */
export function FunctionScorecard({
  fn,
  year,
  canEdit,
  naming,
  scoring,
  functions,
  currentUserId,
}: {
  fn: CascadeFunction;
  year: number;
  canEdit: boolean;
  naming?: NamingSettings | null;
  scoring: ScoringSettings;
  functions: readonly CascadeFunction[];
  currentUserId?: string;
}) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // WEIGHT-9: the weights (and the assignments, CASCADE-10) of the year on the page.
  const read = useRead<CascadeFunctionRead>(`/api/set-cascade/functions/${encodeURIComponent(fn.id)}`, {
    params: { year },
  });
  const loaded = read.data !== undefined;
  const objectiveAssignments = read.data?.objectiveAssignments ?? NO_ASSIGNMENTS;
  const kpiAssignments = read.data?.kpiAssignments ?? NO_KPI_ASSIGNMENTS;
  const parentAssignments = read.data?.parentObjectiveAssignments ?? NO_ASSIGNMENTS;
  // What the dialogs pick from, read when one of them is open (and cached for the next time).
  const objectivesQuery = useList(objectivesResource, { enabled: dialog?.kind === "assign-objective" });
  const kpisQuery = useList(kpisResource, { enabled: dialog?.kind === "assign-kpi" });
  const employeesQuery = useRead<Employee[]>("/api/employees", {
    enabled: dialog?.kind === "assign-kpi" || dialog?.kind === "edit-kpi",
  });
  // STRAT-34: the function's scorecard or its Strategy Map, kept in the address.
  const [pageView, setPageView] = useScorecardView();
  const close = () => setDialog(null);

  const fiscalStart = useFiscalStartMonth();
  // UI-82: this function's objectives' initiatives, one read for the scorecard.
  const initiativesOf = useInitiativesByObjective(fn.id, year);
  const scored = useMemo<ScoredObjective[]>(() => {
    const now = new Date();
    return objectiveAssignments
      .filter((a) => a.organizationFunctionId === fn.id)
      .map((assignment) => {
        const kpisOf = kpiAssignments
          .filter((k) => k.objectiveAssignmentId === assignment.id)
          .map((k) => ({ ...k, ...kpiScoreFor(k, year, scoring, now, fiscalStart) }));
        return { ...assignment, kpis: kpisOf, ...objectiveScoreFor(kpisOf, scoring) };
      });
  }, [objectiveAssignments, kpiAssignments, fn.id, year, scoring, fiscalStart]);
  const objectives = objectivesQuery.data;
  const kpis = kpisQuery.data;
  const employees = employeesQuery.data;

  const validity = overallWeightValidity(
    scored.map((o) => ({ weight: o.weight, kpiWeights: o.kpis.map((k) => k.weight) })),
  );
  const functionKpis = scored.flatMap((o) => o.kpis);

  const handlers: ItemHandlers = {
    canEdit,
    onEditObjective: (assignment) => setDialog({ kind: "edit-objective", assignment }),
    onRemoveObjective: (assignment) =>
      setDialog({
        kind: "delete",
        target: { type: "objective", assignment, kpiCount: assignment.kpis.length },
      }),
    onAssignKpi: (assignment) =>
      setDialog({ kind: "assign-kpi", source: "assign", objectiveAssignmentId: assignment.id }),
    onEditKpi: (assignment) => setDialog({ kind: "edit-kpi", assignment }),
    onRemoveKpi: (assignment) => setDialog({ kind: "delete", target: { type: "kpi", assignment } }),
    extraOf: (assignment) => (
      <ObjectiveInitiatives initiatives={initiativesOf(assignment.id)} className="mt-1" />
    ),
  };

  return (
    <section
      aria-label={intl.formatMessage(m.scorecardLabel, { name: fn.name })}
      className="grid gap-4"
      id="function-scorecard"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">{fn.name}</h2>
            <Badge variant="secondary">{levelLabel(intl, fn.level, naming)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            {loaded ? (
              <FormattedMessage
                {...m.scorecardSummary}
                values={{ objectives: scored.length, kpis: functionKpis.length, year }}
              />
            ) : (
              <FormattedMessage {...m.targetsAndScoresFor} values={{ year }} />
            )}
          </p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog({ kind: "assign-objective" })} disabled={!loaded}>
              <PlusIcon aria-hidden="true" /> <FormattedMessage {...m.addObjective} />
            </Button>
            <Button
              variant="outline"
              onClick={() => setDialog({ kind: "assign-kpi", source: "add" })}
              disabled={scored.length === 0}
              title={scored.length === 0 ? intl.formatMessage(m.assignObjectiveFirst) : undefined}
            >
              <PlusIcon aria-hidden="true" /> <FormattedMessage {...m.addKpi} />
            </Button>
            <Button
              variant="outline"
              onClick={() => setDialog({ kind: "copy-year" })}
              disabled={scored.length === 0}
            >
              <CopyIcon aria-hidden="true" />{" "}
              <FormattedMessage {...m.copyYear} values={{ fromYear: year, toYear: year + 1 }} />
            </Button>
          </div>
        ) : null}
      </div>

      {read.isError && !loaded ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage {...m.scorecardLoadFailed} />
        </p>
      ) : !loaded ? (
        <Skeleton className="h-64" data-testid="function-scorecard-loading" />
      ) : (
        <WeightBalanceBanner
          validity={validity}
          objectiveNames={scored.map((o) => o.objectiveName)}
          needParent={scored.filter((o) => o.needsParent).map((o) => o.objectiveName)}
          year={year}
        />
      )}

      <ScorecardViewToggle value={pageView} onChange={setPageView} />

      {!loaded && pageView !== "map" ? null : pageView === "map" ? (
        <StrategyMapSection functionId={fn.id} year={year} canEdit={canEdit} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {BSC_PERSPECTIVES.map((perspective) => (
            <PerspectiveCard
              key={perspective}
              perspective={perspective}
              objectives={scored.filter((o) => o.bscPerspective === perspective)}
              settings={naming}
              handlers={handlers}
            />
          ))}
        </div>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === "assign-objective" && objectives ? (
          <AssignObjectiveDialog
            fn={fn}
            objectives={objectives}
            assignments={[...objectiveAssignments, ...parentAssignments]}
            functions={functions}
            settings={naming}
            ownerId={currentUserId}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === "edit-objective" ? (
          <EditObjectiveAssignmentDialog
            assignment={dialog.assignment}
            otherWeights={scored.filter((o) => o.id !== dialog.assignment.id).map((o) => o.weight)}
            year={year}
            parentOptions={parentAssignments
              .filter((a) => a.organizationFunctionId === fn.parentId)
              .map((a) => ({ value: a.id, label: a.objectiveName, hint: a.functionName }))}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === "assign-kpi" && kpis && employees ? (
          <AssignKpiDialog
            fn={fn}
            source={dialog.source}
            objectiveAssignments={scored}
            initialObjectiveAssignmentId={dialog.objectiveAssignmentId}
            kpis={kpis}
            kpiAssignments={functionKpis}
            employees={employees}
            year={year}
            currentUserId={currentUserId}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === "edit-kpi" && employees ? (
          <EditKpiAssignmentDialog
            assignment={dialog.assignment}
            otherWeights={functionKpis
              .filter(
                (k) =>
                  k.objectiveAssignmentId === dialog.assignment.objectiveAssignmentId &&
                  k.id !== dialog.assignment.id,
              )
              .map((k) => k.weight)}
            employees={employees}
            year={year}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === "copy-year" ? (
          <CopyYearDialog fn={fn} fromYear={year} toYear={year + 1} onClose={close} />
        ) : null}
      </Suspense>
      {dialog?.kind === "delete" ? (
        <ConfirmDeleteDialog target={dialog.target} year={year} onClose={close} />
      ) : null}
    </section>
  );
}
