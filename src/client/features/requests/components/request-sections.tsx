import { ArrowRight, Check, Clock, Scale, X } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { KPI_STATUSES, type KpiStatus } from "../../../../domain/scoring";
import { formatMeasure } from "../../../../domain/units";
import { ScoreBadge } from "../../../components/score-badges";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { readerLocale } from "../../../lib/intl";
import { formatWhen } from "../lib/labels";
import type { ChangeRequest } from "../lib/types";
import { requestsMessages as m } from "../messages";

const asStatus = (status: string | null): KpiStatus =>
  (KPI_STATUSES as readonly string[]).includes(status ?? "") ? (status as KpiStatus) : "No Data";
/** UI-113: a number in the unit of its row ('€3,360'), as the form showed it; text as it is. */
const shown = (value: number | string | null, unit?: string | null) =>
  value === null || value === ""
    ? "-"
    : typeof value === "number"
      ? (formatMeasure(value, unit, readerLocale()) ?? "-")
      : String(value);

/** UI-70: what the request changes, field by field, before → after. */
export function DiffTable({ diff }: { diff: ChangeRequest["diff"] }) {
  const intl = useIntl();
  if (diff.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...m.noChanges} />
      </p>
    );
  return (
    <Table aria-label={intl.formatMessage(m.changes)}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>
            <FormattedMessage {...m.columnField} />
          </TableHead>
          <TableHead className="text-right">
            <FormattedMessage {...m.columnBefore} />
          </TableHead>
          <TableHead className="w-6">
            <span className="sr-only">
              <FormattedMessage {...m.becomes} />
            </span>
          </TableHead>
          <TableHead>
            <FormattedMessage {...m.columnAfter} />
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {diff.map((row) => (
          <TableRow key={row.field} data-field={row.field}>
            <TableCell className="break-words">{row.label}</TableCell>
            <TableCell className="text-right text-muted-foreground tabular-nums">
              {shown(row.before, row.unit)}
            </TableCell>
            <TableCell>
              <ArrowRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
            </TableCell>
            <TableCell className="font-semibold break-words tabular-nums" data-testid="diff-after">
              {shown(row.after, row.unit)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** UI-70: the scores of the KPI, its objective, its function and each function above it, before → after. */
export function ImpactTables({ impact }: { impact: NonNullable<ChangeRequest["impact"]> }) {
  const intl = useIntl();
  return (
    <div className="grid gap-5">
      <p className="text-xs text-muted-foreground">
        <FormattedMessage
          {...m.computed}
          values={{ when: formatWhen(impact.computedAt), stale: impact.stale ? "yes" : "no" }}
        />
      </p>
      {impact.periods.map((period) => (
        <section
          key={period.period}
          className="grid gap-2"
          aria-label={intl.formatMessage(m.impactIn, { period: period.label })}
        >
          <h3 className="text-sm font-medium">{period.label}</h3>
          {/* UI-75: on a phone the level goes above the name, so before and after stay in view. */}
          <div className="overflow-x-auto">
            <Table className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="max-sm:hidden">
                    <FormattedMessage {...m.columnLevel} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnName} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnBefore} />
                  </TableHead>
                  <TableHead>
                    <FormattedMessage {...m.columnAfter} />
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {period.rows.map((row) => (
                  <TableRow key={`${row.level}-${row.id}`} data-level={row.level}>
                    <TableCell className="whitespace-nowrap text-muted-foreground max-sm:hidden">
                      <FormattedMessage {...m.level} values={{ level: row.level }} />
                    </TableCell>
                    <TableCell className="max-w-64 max-sm:max-w-40">
                      <div className="text-xs text-muted-foreground sm:hidden">
                        <FormattedMessage {...m.level} values={{ level: row.level }} />
                      </div>
                      <div className="break-words">{row.name}</div>
                      {row.level !== "function" && row.functionName && (
                        <div className="truncate text-xs text-muted-foreground" title={row.functionName}>
                          {row.functionName}
                        </div>
                      )}
                    </TableCell>
                    <TableCell>
                      <ScoreBadge score={row.before} status={asStatus(row.statusBefore)} />
                    </TableCell>
                    <TableCell>
                      <span className="inline-flex items-center gap-1.5">
                        <ScoreBadge score={row.after} status={asStatus(row.statusAfter)} />
                        {row.before === row.after && (
                          <span className="text-xs text-muted-foreground">
                            <FormattedMessage {...m.unchanged} />
                          </span>
                        )}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ))}
      {impact.weights && (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="weights-balance">
          <Scale className="size-4 text-muted-foreground" aria-hidden="true" />
          <FormattedMessage
            {...m.weightsOf}
            values={{
              name: impact.weights.functionName,
              before: impact.weights.totalBefore,
              after: impact.weights.totalAfter,
            }}
          />
          <Badge variant={impact.weights.balancedAfter ? "success" : "warning"}>
            <FormattedMessage {...(impact.weights.balancedAfter ? m.balancedYes : m.balancedNo)} />
          </Badge>
        </p>
      )}
    </div>
  );
}

/** UI-70: the approval levels in order: who decided and when, or whom the request waits for. */
export function ApprovalTrail({ request }: { request: ChangeRequest }) {
  const intl = useIntl();
  if (request.approvals.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          {...(request.state === "applied" || request.state === "rejected"
            ? m.noLevelsNeeded
            : m.noApprovalRequired)}
        />
      </p>
    );
  return (
    <ol className="grid gap-2" aria-label={intl.formatMessage(m.approvalTrail)}>
      {request.approvals.map((step) => {
        const waiting = step.outcome === "awaiting";
        return (
          <li
            key={step.level}
            className="flex flex-wrap items-start gap-3 rounded-md border p-3 text-sm"
            data-testid="approval-step"
            data-decision={step.decision ?? (waiting ? "awaiting" : "none")}
            data-outcome={step.outcome}
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full border ${
                step.decision === "approved"
                  ? "bg-success/15 text-success"
                  : step.decision === "rejected"
                    ? "bg-red-500/15 text-red-700 dark:text-red-300"
                    : "text-muted-foreground"
              }`}
            >
              {step.decision === "approved" ? (
                <Check className="size-4" aria-hidden="true" />
              ) : step.decision === "rejected" ? (
                <X className="size-4" aria-hidden="true" />
              ) : (
                <Clock className="size-4" aria-hidden="true" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <div className="font-medium break-words">
                <FormattedMessage
                  {...m.levelOf}
                  values={{ level: step.level, function: step.functionName }}
                />
              </div>
              <div className="text-xs break-words text-muted-foreground">
                {step.headName ? (
                  <FormattedMessage {...m.head} values={{ name: step.headName }} />
                ) : (
                  <FormattedMessage {...m.noHead} />
                )}
              </div>
              <div className="mt-1 text-xs">
                {step.decision ? (
                  step.decidedAt ? (
                    <FormattedMessage
                      {...m.decidedByAt}
                      values={{
                        decision: step.decision,
                        name: step.decidedByName ?? intl.formatMessage(m.unknown),
                        when: formatWhen(step.decidedAt),
                      }}
                    />
                  ) : (
                    <FormattedMessage
                      {...m.decidedBy}
                      values={{
                        decision: step.decision,
                        name: step.decidedByName ?? intl.formatMessage(m.unknown),
                      }}
                    />
                  )
                ) : waiting ? (
                  <span className="font-medium">
                    {step.headName ? (
                      <FormattedMessage {...m.awaitingName} values={{ name: step.headName }} />
                    ) : (
                      <FormattedMessage {...m.awaitingAdmin} />
                    )}
                  </span>
                ) : (
                  // REQUEST-41: skipped, not needed or not reached once the request is closed.
                  <span className="text-muted-foreground">
                    <FormattedMessage {...m.stepOutcome} values={{ outcome: step.outcome }} />
                  </span>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
