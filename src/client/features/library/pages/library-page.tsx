import { Gauge, Palette, Target } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { termLabel } from "../../../../domain/labels";
import { kpisResource, objectivesResource, themesResource } from "../../../../domain/resources";
import type { Kpi, Objective, Theme } from "../../../../domain/schemas/library";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useCurrentUser } from "../../../lib/auth";
import { useList, useRead } from "../../../lib/resources";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import { KpisTab } from "../components/kpis-tab";
import { ObjectivesTab } from "../components/objectives-tab";
import { ThemesTab } from "../components/themes-tab";

// The forms bring the form libraries and the library's schemas (the KPI form its formula parser too):
// each loads when first opened (PLATFORM-27).
const ThemeFormDialog = lazy(() =>
  import("../components/theme-form-dialog").then((m) => ({ default: m.ThemeFormDialog })),
);
const ObjectiveFormDialog = lazy(() =>
  import("../components/objective-form-dialog").then((m) => ({ default: m.ObjectiveFormDialog })),
);
const KpiFormDialog = lazy(() =>
  import("../components/kpi-form-dialogs").then((m) => ({ default: m.KpiFormDialog })),
);

const TABS = ["objectives", "kpis", "themes"] as const;
type Tab = (typeof TABS)[number];

/** Which dialog is open: none, a create (item null) or an edit of that item. */
type Editing<T> = { open: boolean; item: T | null };
const closed = { open: false, item: null };

function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="rounded-full bg-muted px-1.5 py-px text-xs font-medium text-muted-foreground tabular-nums group-data-[state=active]:bg-primary/10 group-data-[state=active]:text-primary">
      {count}
    </span>
  );
}

/**
 * Library (LIBRARY-6): objectives, KPIs and themes, each with a search box, an Add button, multi-select
 * delete, its table and its dialogs. ROLE-2: a `user` reads the library; only admins see write controls.
 */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get("tab")) ?? "objectives";
  const canWrite = useCurrentUser().user?.role === "admin";
  const settings = useRead("/api/organization-settings").data;
  const objectives = useList(objectivesResource);
  const kpis = useList(kpisResource);
  const themes = useList(themesResource);

  const [objectiveDialog, setObjectiveDialog] = useState<Editing<Objective>>(closed);
  const [kpiDialog, setKpiDialog] = useState<Editing<Kpi>>(closed);
  // Mounted from the first open on, so the dialog can animate closed.
  const kpiDialogLoaded = useOpenedOnce(kpiDialog.open);
  const objectiveDialogLoaded = useOpenedOnce(objectiveDialog.open);
  const [themeDialog, setThemeDialog] = useState<Editing<Theme>>(closed);
  const themeDialogLoaded = useOpenedOnce(themeDialog.open);

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "objectives") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  // SETTINGS-5: the organization's own words for these terms, where it has set them.
  const labels = {
    objectives: termLabel(settings, "termObjectivesLabel"),
    kpis: termLabel(settings, "termKpisLabel"),
    themes: termLabel(settings, "termThemesLabel"),
  };

  return (
    <div className="space-y-6">
      <PageHeader {...useScreenHeading("/library")} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="objectives" className="group flex-1 sm:flex-none">
            <Target aria-hidden="true" className="hidden size-4 sm:block" />
            {labels.objectives}
            <CountBadge count={objectives.data?.length} />
          </TabsTrigger>
          <TabsTrigger value="kpis" className="group flex-1 sm:flex-none">
            <Gauge aria-hidden="true" className="hidden size-4 sm:block" />
            {labels.kpis}
            <CountBadge count={kpis.data?.length} />
          </TabsTrigger>
          <TabsTrigger value="themes" className="group flex-1 sm:flex-none">
            <Palette aria-hidden="true" className="hidden size-4 sm:block" />
            {labels.themes}
            <CountBadge count={themes.data?.length} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="objectives">
          <ObjectivesTab
            canWrite={canWrite}
            onAdd={() => setObjectiveDialog({ open: true, item: null })}
            onEdit={(item) => setObjectiveDialog({ open: true, item })}
          />
        </TabsContent>
        <TabsContent value="kpis">
          <KpisTab
            canWrite={canWrite}
            onAdd={() => setKpiDialog({ open: true, item: null })}
            onEdit={(item) => setKpiDialog({ open: true, item })}
          />
        </TabsContent>
        <TabsContent value="themes">
          <ThemesTab
            canWrite={canWrite}
            onAdd={() => setThemeDialog({ open: true, item: null })}
            onEdit={(item) => setThemeDialog({ open: true, item })}
          />
        </TabsContent>
      </Tabs>

      {canWrite && (
        <>
          {objectiveDialogLoaded && (
            <Suspense fallback={null}>
              <ObjectiveFormDialog
                open={objectiveDialog.open}
                onOpenChange={(open) => setObjectiveDialog((current) => ({ ...current, open }))}
                objective={objectiveDialog.item}
                themes={themes.data ?? []}
                objectives={objectives.data ?? []}
                settings={settings}
              />
            </Suspense>
          )}
          {kpiDialogLoaded && (
            <Suspense fallback={null}>
              <KpiFormDialog
                open={kpiDialog.open}
                onOpenChange={(open) => setKpiDialog((current) => ({ ...current, open }))}
                kpi={kpiDialog.item}
              />
            </Suspense>
          )}
          {themeDialogLoaded && (
            <Suspense fallback={null}>
              <ThemeFormDialog
                open={themeDialog.open}
                onOpenChange={(open) => setThemeDialog((current) => ({ ...current, open }))}
                theme={themeDialog.item}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
