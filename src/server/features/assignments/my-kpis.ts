// My KPIs (MYKPI-1..MYKPI-3, CYCLE-35): the KPI assignments the signed-in member owns, across functions,
// each scored by the domain engine for its latest reported period, with what it owes summed up from the
// very periods My Updates lists (the reporting cycle's periodsOwedBy and the domain's summarizeReporting).
import { eq } from "drizzle-orm";
import { currentResultPeriod } from "../../../domain/due";
import { scoreKpi } from "../../../domain/kpi-score";
import type { PeriodValues } from "../../../domain/periods";
import { currentYear, periodLabel } from "../../../domain/periods";
import { type ReportedPeriod, reportingYears, summarizeReporting } from "../../../domain/reporting-calendar";
import type { MyKpi, MyKpisResponse } from "../../../domain/schemas/my-kpis";
import { DEFAULT_SCORING_SETTINGS, type ScoringSettings } from "../../../domain/scoring";
import { organizationDayOf } from "../../db/fiscal-year";
import { organizationSettingsOf } from "../../db/organization-settings";
import { kpiAssignments } from "../../db/schema";
import { type TenantContext, withTenant } from "../../db/tenant";
import type { ServiceDeps } from "../../services";
import { periodsOwedBy, readCalendar } from "../reporting";
import { selectKpiAssignments } from "./kpi-service";

const DUE_ORDER = { overdue: 0, due: 1, submitted: 2, "not-started": 3, "up-to-date": 4 } as const;

export function listMyKpis(
  deps: ServiceDeps,
  actor: TenantContext,
  requestedYear: number | undefined,
  now: Date = new Date(),
): Promise<MyKpisResponse> {
  return withTenant(deps.db, actor, async (tx) => {
    // SETTINGS-17: today, its month and what has ended are the organization's.
    const { day, month: today } = await organizationDayOf(tx, actor, now);
    const stored = await organizationSettingsOf(tx, actor.orgId);
    const settings: ScoringSettings = stored
      ? {
          scoreCapPercentage: stored.scoreCapPercentage,
          exceedsTargetThreshold: stored.exceedsTargetThreshold,
          onTargetThreshold: stored.onTargetThreshold,
          nearTargetThreshold: stored.nearTargetThreshold,
          atRiskThreshold: stored.atRiskThreshold,
        }
      : { ...DEFAULT_SCORING_SETTINGS };
    // FISCAL-3, FISCAL-4: periods, what has ended and labels follow the organization's fiscal year.
    const start = stored?.fiscalYearStartMonth ?? 1;
    // FISCAL-2: without ?year= the organization's fiscal year of today.
    const year = requestedYear ?? currentYear(today, start);
    // MYKPI-1: only the caller's own KPI assignments, inside their organization.
    const owned = await selectKpiAssignments(tx, actor, year, eq(kpiAssignments.ownerId, actor.userId));
    // CYCLE-35: what each owes, from the periods My Updates lists at this moment: this fiscal year's view
    // looks at the same years as My Updates (this one and the one before); another year at that year.
    const thisYear = currentYear(today, start);
    const years = reportingYears(year === thisYear ? undefined : year, thisYear);
    const owedBy = new Map<string, ReportedPeriod[]>();
    const calendar = await readCalendar(tx, actor);
    for (const owed of await periodsOwedBy(tx, actor, actor.userId, years, calendar, day)) {
      const list = owedBy.get(owed.assignment.id) ?? [];
      list.push(owed);
      owedBy.set(owed.assignment.id, list);
    }
    const kpis: MyKpi[] = owned.map((a) => {
      const targets = a.targets as PeriodValues;
      const actuals = a.actualResults as PeriodValues;
      const period = currentResultPeriod(a.frequency, year, actuals, today, start);
      const score = scoreKpi({
        frequency: a.frequency,
        isCumulative: a.isCumulative,
        aggregation: a.aggregation,
        unit: a.unit,
        scoring: a.scoring,
        baseline: a.baseline,
        targets,
        actuals,
        view: "period",
        viewFrequency: a.frequency,
        period,
        polarity: a.polarity,
        settings,
        fiscalYearStartMonth: start,
      });
      const due = summarizeReporting(owedBy.get(a.id) ?? []);
      return {
        kpiAssignmentId: a.id,
        kpiId: a.kpiId,
        name: a.kpiName,
        unit: a.unit,
        polarity: a.polarity,
        frequency: a.frequency,
        isCumulative: a.isCumulative,
        aggregation: a.aggregation,
        scoring: a.scoring,
        baseline: a.baseline,
        weight: a.weight,
        target: score.target,
        actual: score.actual,
        score: score.score,
        exactScore: score.exactScore,
        status: score.status,
        ownerId: a.ownerId,
        ownerName: a.ownerName,
        functionId: a.organizationFunctionId,
        functionName: a.functionName,
        objectiveName: a.objectiveName,
        bscPerspective: a.bscPerspective,
        period,
        periodLabel: periodLabel(a.frequency, period, year, start),
        due: {
          state: due.state,
          year: due.period?.year ?? null,
          period: due.period?.key ?? null,
          periodLabel: due.period ? periodLabel(a.frequency, due.period.key, due.period.year, start) : null,
          dueDate: due.period?.dueDate ?? null,
          missing: due.overdue + due.due,
          submitted: due.submitted,
        },
      };
    });
    // MYKPI-3: what is overdue first, then what is due, then the rest; by name within each.
    kpis.sort(
      (x, y) =>
        DUE_ORDER[x.due.state] - DUE_ORDER[y.due.state] ||
        x.name.localeCompare(y.name) ||
        x.functionName.localeCompare(y.functionName),
    );
    // CYCLE-35: periods, as My Updates counts them; KPIs owing nothing are up to date.
    const periods = [...owedBy.values()].flat();
    const count = (state: ReportedPeriod["state"]) => periods.filter((p) => p.state === state).length;
    return {
      year,
      kpis,
      counts: {
        due: count("due"),
        overdue: count("overdue"),
        submitted: count("submitted"),
        upToDate: kpis.filter((k) => k.due.state === "up-to-date").length,
      },
    };
  });
}
