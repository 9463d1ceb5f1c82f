import { FormattedMessage, useIntl } from "react-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { moneyText, percentText, signedText } from "../lib/present";
import { useOrganizationCurrency } from "../lib/statuses";
import type { Initiative } from "../lib/types";
import { initiativesMessages as m } from "../messages";
import { HealthBadge, ProgressBar } from "./initiative-bits";

function Figure({
  label,
  value,
  testId,
  small = false,
}: {
  label: string;
  value: string;
  testId?: string;
  small?: boolean;
}) {
  return (
    <div className="rounded-md bg-muted/50 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className={small ? "mt-1 text-sm font-medium tabular-nums" : "text-lg font-semibold tabular-nums"}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * UI-78: the health card: expected against complete (two bars), the schedule variance, spend against
 * complete, and the health badge with its reason in words.
 */
export function HealthCard({ initiative }: { initiative: Initiative }) {
  const h = initiative.health;
  const currency = useOrganizationCurrency();
  const intl = useIntl();
  return (
    <Card data-testid="health-card">
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>
            <FormattedMessage {...m.health} />
          </CardTitle>
          <CardDescription data-testid="health-reason">{h.reason}</CardDescription>
        </div>
        <HealthBadge health={h.health} reason={h.reason} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 text-sm">
          <div className="grid gap-1">
            <div className="flex justify-between">
              <span>
                <FormattedMessage {...m.complete} />
              </span>
              <span className="font-medium tabular-nums">{percentText(h.percentComplete)}</span>
            </div>
            <ProgressBar percent={h.percentComplete} />
          </div>
          <div className="grid gap-1">
            <div className="flex justify-between">
              <span>
                <FormattedMessage {...m.expectedByToday} />
              </span>
              <span className="font-medium tabular-nums">{percentText(h.expectedPercent)}</span>
            </div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(h.expectedPercent)}
              aria-label={intl.formatMessage(m.expectedByTodayBar, {
                percent: percentText(h.expectedPercent),
              })}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-muted-foreground/60"
                style={{ width: `${h.expectedPercent}%` }}
              />
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label={intl.formatMessage(m.complete)}
            value={percentText(h.percentComplete)}
            testId="health-complete"
          />
          <Figure
            label={intl.formatMessage(m.scheduleVariance)}
            value={
              h.scheduleVariance === null
                ? signedText(null)
                : intl.formatMessage(m.pointsShort, { value: signedText(h.scheduleVariance) })
            }
            testId="health-variance"
          />
          <Figure
            label={intl.formatMessage(m.spentOfBudget)}
            value={percentText(h.spendPercent)}
            testId="health-spend"
          />
          <Figure
            label={intl.formatMessage(m.spentSlashBudget)}
            small
            value={intl.formatMessage(m.spentAndBudget, {
              spent: moneyText(initiative.spent, currency),
              budget: moneyText(initiative.budget, currency),
            })}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
