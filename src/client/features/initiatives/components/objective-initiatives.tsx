import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { WithTooltip } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { initiativePath } from "../../../lib/paths";
import { useInitiatives } from "../lib/api";
import { HEALTH_DOTS, HEALTH_MESSAGES, percentText } from "../lib/present";
import type { Initiative } from "../lib/types";
import { objectiveInitiativesMessages as m } from "../objective-initiatives-messages";

const NONE: readonly Initiative[] = [];

/**
 * UI-82: the initiatives of one function's objectives in a year, read once per screen
 * (GET /api/initiatives?functionId=&year=) and grouped here by objective assignment.
 */
export function useInitiativesByObjective(functionId: string | null | undefined, year: number) {
  const query = useInitiatives(
    { functionId: functionId ?? undefined, year },
    { enabled: Boolean(functionId), silent: true },
  );
  return useMemo(() => {
    const groups = new Map<string, Initiative[]>();
    for (const initiative of query.data ?? []) {
      for (const id of initiative.objectiveAssignmentIds) {
        const list = groups.get(id) ?? [];
        list.push(initiative);
        groups.set(id, list);
      }
    }
    return (objectiveAssignmentId: string): readonly Initiative[] =>
      groups.get(objectiveAssignmentId) ?? NONE;
  }, [query.data]);
}

/**
 * UI-82: an objective card's compact line of initiatives: the count, then one health dot per
 * initiative that links to it, its name, health and progress on hover or focus. Nothing when none.
 */
export function ObjectiveInitiatives({
  initiatives,
  className,
}: {
  initiatives: readonly Initiative[];
  className?: string;
}) {
  const intl = useIntl();
  if (initiatives.length === 0) return null;
  return (
    <div
      className={cn("flex min-w-0 flex-wrap items-center gap-1.5 text-xs text-muted-foreground", className)}
      data-testid="objective-initiatives"
    >
      <span>
        <FormattedMessage {...m.initiativeCount} values={{ count: initiatives.length }} />
      </span>
      <ul className="flex flex-wrap items-center" aria-label={intl.formatMessage(m.initiatives)}>
        {initiatives.map((initiative) => {
          const label = intl.formatMessage(m.healthAndProgress, {
            name: initiative.name,
            health: intl.formatMessage(HEALTH_MESSAGES[initiative.health.health]),
            percent: percentText(initiative.percentComplete),
          });
          return (
            <li key={initiative.id}>
              <WithTooltip label={label}>
                <Link
                  to={initiativePath(initiative.id)}
                  className="grid size-6 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none hover:bg-muted"
                  aria-label={label}
                  data-testid="objective-initiative"
                  data-health={initiative.health.health}
                >
                  <span
                    className={cn("size-2.5 rounded-full", HEALTH_DOTS[initiative.health.health])}
                    aria-hidden="true"
                  />
                </Link>
              </WithTooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
