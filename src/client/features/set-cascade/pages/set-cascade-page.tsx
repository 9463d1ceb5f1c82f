import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { currentYear } from "../../../../domain/periods";
import type { CascadeFunction, CascadeTree } from "../../../../domain/schemas/set-cascade";
import { scoringSettingsOf } from "../../../../domain/scoring";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { YearSelect } from "../../../components/year-select";
import { useCurrentUser } from "../../../lib/auth";
import { useFiscalStartMonth, useOrganizationMonth } from "../../../lib/fiscal-year";
import { useRead } from "../../../lib/resources";
import { DeleteFunctionDialog } from "../components/delete-function-dialog";
import { type FunctionAction, FunctionChart } from "../components/function-chart";
import type { FunctionDialogState } from "../components/function-dialog";
import { FocusBanner, FunctionTiles } from "../components/function-overview";
import { FunctionScorecard } from "../components/function-scorecard";
import { ancestorIds, buildTree, subtreeIds, totalsOf } from "../lib/tree";
import { setCascadeMessages as m } from "../messages";

// The function form brings the form libraries and its schema: it loads when first opened (PLATFORM-27).
const FunctionDialog = lazy(() =>
  import("../components/function-dialog").then((m) => ({ default: m.FunctionDialog })),
);

const FUNCTION_PARAM = "function";
const YEAR_PARAM = "year";

/** Set and Cascade (UI-16): the function chart and, for the picked function, its scorecard (PERIOD-3). */
export function SetCascadePage() {
  const { user } = useCurrentUser();
  // ROLE-3: writes are for admins; members see the same screen without the write controls.
  const canEdit = user?.role === "admin";
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(FUNCTION_PARAM);
  const yearParam = Number(params.get(YEAR_PARAM));
  // FISCAL-4: without a year in the address, today's fiscal year.
  const fiscalStart = useFiscalStartMonth();
  // SETTINGS-17: this month on the organization's clocks.
  const orgMonth = useOrganizationMonth();
  const year =
    Number.isInteger(yearParam) && yearParam >= 1900 && yearParam <= 2200
      ? yearParam
      : currentYear(orgMonth, fiscalStart);

  // UI-95: the chart and its counts; the selected function's assignments are read by its scorecard.
  const functionsQuery = useRead<CascadeTree>("/api/set-cascade");
  const settingsQuery = useRead("/api/organization-settings");

  const functions = useMemo(() => functionsQuery.data?.functions ?? [], [functionsQuery.data]);
  const tree = useMemo(() => buildTree(functions), [functions]);
  const selected = functions.find((f) => f.id === selectedId) ?? null;
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [functionDialog, setFunctionDialog] = useState<FunctionDialogState | null>(null);
  const [deleting, setDeleting] = useState<CascadeFunction | null>(null);

  // UI-15: the CEO card is expanded by default; a selected function's branch opens too.
  useEffect(() => {
    if (functions.length === 0) return;
    setExpanded((current) => {
      const next = new Set(current);
      for (const root of tree) next.add(root.id);
      if (selectedId) for (const id of ancestorIds(functions, selectedId)) next.add(id);
      return next.size === current.size ? current : next;
    });
  }, [functions, tree, selectedId]);

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }
  const select = (fn: CascadeFunction | null) => update({ [FUNCTION_PARAM]: fn?.id ?? null });

  function onAction(action: FunctionAction, fn: CascadeFunction) {
    if (action === "add-child") setFunctionDialog({ mode: "create", parent: fn });
    else if (action === "edit") setFunctionDialog({ mode: "edit", fn });
    else if (action === "delete") setDeleting(fn);
    else {
      select(fn);
      requestAnimationFrame(() =>
        document.getElementById("function-scorecard")?.scrollIntoView({ behavior: "smooth", block: "start" }),
      );
    }
  }

  const naming = settingsQuery.data ?? null;
  const loading = functionsQuery.isPending;
  const failed = functionsQuery.isError;

  return (
    <div className="grid gap-6">
      <PageHeader
        {...useScreenHeading("/set-cascade")}
        actions={
          <div className="flex items-center gap-2">
            <span className="text-sm text-muted-foreground" id="set-cascade-year">
              <FormattedMessage {...m.year} />
            </span>
            <YearSelect
              value={year}
              onChange={(next) => update({ [YEAR_PARAM]: String(next) })}
              startMonth={fiscalStart}
            />
          </div>
        }
      />

      {loading ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <FunctionTiles totals={totalsOf(functions, selected?.id)} selected={selected} />
      )}

      {selected ? <FocusBanner fn={selected} settings={naming} onClear={() => select(null)} /> : null}

      <Card>
        <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
          <CardTitle>
            <FormattedMessage {...m.functionsTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...m.functionsDescription} />
          </CardDescription>
        </CardHeader>
        <CardContent className="p-3 pt-2 sm:p-6 sm:pt-3">
          {loading ? (
            <div className="grid gap-3">
              <Skeleton className="h-20" />
              <Skeleton className="ml-8 h-20" />
            </div>
          ) : failed ? (
            <p className="text-sm text-destructive">
              <FormattedMessage {...m.functionsLoadFailed} />
            </p>
          ) : functions.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
              <p className="text-sm text-muted-foreground">
                <FormattedMessage {...m.noFunctions} />
              </p>
              {canEdit ? (
                <Button onClick={() => setFunctionDialog({ mode: "create", parent: null })}>
                  <PlusIcon aria-hidden="true" /> <FormattedMessage {...m.createFirstFunction} />
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage {...m.adminCreatesFirstFunction} />
                </p>
              )}
            </div>
          ) : (
            <FunctionChart
              roots={tree}
              expanded={expanded}
              selectedId={selected?.id ?? null}
              canEdit={canEdit}
              settings={naming}
              onToggle={(id) =>
                setExpanded((current) => {
                  const next = new Set(current);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onSelect={(fn) => select(fn)}
              onAction={onAction}
            />
          )}
        </CardContent>
      </Card>

      {selected ? (
        <FunctionScorecard
          key={selected.id}
          fn={selected}
          year={year}
          canEdit={canEdit}
          naming={naming}
          scoring={scoringSettingsOf(settingsQuery.data)}
          functions={functions}
          currentUserId={user?.id}
        />
      ) : functions.length > 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          <FormattedMessage {...m.selectFunctionHint} />
        </p>
      ) : null}

      {functionDialog && (
        <Suspense fallback={null}>
          <FunctionDialog
            state={functionDialog}
            settings={naming}
            onClose={() => setFunctionDialog(null)}
            onCreated={(fn) => {
              if (fn.parentId) setExpanded((current) => new Set(current).add(fn.parentId!));
            }}
          />
        </Suspense>
      )}
      <DeleteFunctionDialog
        fn={deleting}
        totals={deleting ? totalsOf(functions, deleting.id) : { functions: 0, objectives: 0, kpis: 0 }}
        hasChildren={deleting ? subtreeIds(functions, deleting.id).size > 1 : false}
        onClose={() => setDeleting(null)}
        onDeleted={(fn) => {
          if (selected && subtreeIds(functions, fn.id).has(selected.id)) select(null);
        }}
      />
    </div>
  );
}
