import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { WeightValidity } from "../../../../domain/weights";
import { cn } from "../../../lib/cn";
import { setCascadeMessages as m } from "../messages";
import { balanceMessage } from "./names";

/**
 * Weight Balance Status banner (WEIGHT-2, UI-16) with the brief's messages: the function's objective total
 * and
 * every objective whose KPI weights do not total 100. WEIGHT-5: unbalanced weights are shown, not blocked.
 */
export function WeightBalanceBanner({
  validity,
  objectiveNames,
  needParent = [],
  year,
}: {
  validity: WeightValidity;
  /** In the order of validity.kpis. */
  objectiveNames: readonly string[];
  /** CASCADE-12: the objectives with no parent objective in the year. */
  needParent?: readonly string[];
  /** WEIGHT-7: the year whose weights are checked. */
  year?: number;
}) {
  const intl = useIntl();
  const named = validity.kpis.map((balance, index) => ({ balance, name: objectiveNames[index] ?? "" }));
  const kpiIssues = named.filter(({ balance }) => !balance.valid && balance.kind !== "empty");
  // WEIGHT-3: an objective without KPIs does not make the whole invalid; it is named, not warned about.
  const withoutKpis = named.filter(({ balance }) => balance.kind === "empty").map(({ name }) => name);
  const ok = validity.valid && needParent.length === 0;
  return (
    <section
      aria-label={intl.formatMessage(m.weightBalanceStatus)}
      data-balanced={ok}
      className={cn(
        "rounded-xl border p-4",
        ok ? "border-emerald-500/40 bg-emerald-500/10" : "border-amber-500/50 bg-amber-500/10",
      )}
    >
      <div className="flex items-start gap-3">
        {ok ? (
          <CheckCircle2Icon
            className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
        ) : (
          <TriangleAlertIcon
            className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
            aria-hidden="true"
          />
        )}
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold">
            {year ? (
              <FormattedMessage {...m.weightBalanceStatusFor} values={{ year }} />
            ) : (
              <FormattedMessage {...m.weightBalanceStatus} />
            )}
          </h3>
          <p data-testid="objective-balance">{balanceMessage(intl, "Objective", validity.objectives)}</p>
          {kpiIssues.length > 0 ? (
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
              {kpiIssues.map(({ balance, name }, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the order is stable
                <li key={index}>
                  <span className="font-medium text-foreground">{name}:</span>{" "}
                  {balanceMessage(intl, "KPI", balance)}
                </li>
              ))}
            </ul>
          ) : validity.kpis.length > withoutKpis.length ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.everyObjectiveBalanced} />
            </p>
          ) : null}
          {needParent.length > 0 ? (
            <p className="text-sm" data-testid="needs-parent">
              <FormattedMessage
                {...m.needsParentList}
                values={{
                  names: needParent.join(", "),
                  count: needParent.length,
                  strong: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
            </p>
          ) : null}
          {withoutKpis.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.noKpisYetList} values={{ names: withoutKpis.join(", ") }} />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
