"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareTextIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { COMMENTARY_MAX } from "../../../../domain/commentary";
import { periodTitle } from "../../../../domain/period-locks";
import type { PeriodKey } from "../../../../domain/periods";
import {
  type CommentaryFormInput,
  type CommentaryList,
  type CommentaryVersion,
  commentaryFormSchema,
  type PeriodCommentary,
} from "../../../../domain/schemas/commentary";
import { FormError } from "../../../components/form/form-dialog";
import { FormTextareaField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { ApiError, api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { formatDateTime, formatNumber } from "../../../lib/intl";
import { isUnder, useRead, useWrite } from "../../../lib/resources";
import { commentaryMessages as m } from "../messages";

const commentaryPath = (kpiAssignmentId: string) =>
  `/api/kpi-assignments/${kpiAssignmentId}/commentary` as const;

/** COMMENT-3: a KPI assignment's commentary of a year, every period. */
export function useCommentary(kpiAssignmentId: string | null | undefined, year: number) {
  return useRead<CommentaryList>(commentaryPath(kpiAssignmentId ?? "none"), {
    params: { year },
    enabled: Boolean(kpiAssignmentId),
    silent: true,
  });
}

function Byline({ version }: { version: CommentaryVersion }) {
  const intl = useIntl();
  return (
    <p className="text-xs text-muted-foreground">
      <FormattedMessage
        {...m.byline}
        values={{
          author: version.authorName ?? intl.formatMessage(m.formerMember),
          time: formatDateTime(version.createdAt),
        }}
      />
    </p>
  );
}

function Texts({ version }: { version: CommentaryVersion }) {
  return (
    <div className="grid gap-2">
      {version.analysis ? (
        <div>
          <p className="text-xs font-medium text-muted-foreground">
            <FormattedMessage {...m.analysis} />
          </p>
          <p className="whitespace-pre-wrap break-words text-sm">{version.analysis}</p>
        </div>
      ) : null}
      {version.recommendations ? (
        <div>
          <p className="text-xs font-medium text-muted-foreground">
            <FormattedMessage {...m.recommendations} />
          </p>
          <p className="whitespace-pre-wrap break-words text-sm">{version.recommendations}</p>
        </div>
      ) : null}
      {!version.analysis && !version.recommendations ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.cleared} />
        </p>
      ) : null}
    </div>
  );
}

function PeriodEntry({ entry, showTitle }: { entry: PeriodCommentary; showTitle: boolean }) {
  return (
    <article className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="commentary-period">
      {showTitle ? (
        <h5 className="text-sm font-semibold">
          <FormattedMessage
            {...m.periodTitle}
            values={{
              period: entry.period,
              year: String(entry.year),
              title: periodTitle(entry.period as PeriodKey, entry.year),
            }}
          />
        </h5>
      ) : null}
      <Texts version={entry.current} />
      <Byline version={entry.current} />
      {entry.earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
            <FormattedMessage {...m.earlierVersions} values={{ count: entry.earlier.length }} />
          </summary>
          <ol className="mt-2 grid gap-2 border-l pl-3">
            {entry.earlier.map((version) => (
              <li key={version.id} className="grid gap-1">
                <Texts version={version} />
                <Byline version={version} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}

/**
 * UI-57, COMMENT-3: a KPI's commentary — one period's (when `period` is given) or every period's of the
 * year — with author, time and earlier versions.
 */
export function CommentaryView({
  kpiAssignmentId,
  year,
  period,
  title,
  emptyText,
}: {
  kpiAssignmentId: string;
  year: number;
  period?: string | null;
  title?: string;
  emptyText?: string;
}) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage(m.title);
  const query = useCommentary(kpiAssignmentId, year);
  const periods = (query.data?.periods ?? []).filter((entry) => !period || entry.period === period);
  return (
    <section aria-label={heading} className="grid gap-2" data-testid="commentary-view">
      <h4 className="flex items-center gap-1.5 text-sm font-medium">
        <MessageSquareTextIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {heading}
      </h4>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.loading} />
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage {...m.loadFailed} />
        </p>
      ) : periods.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText ?? intl.formatMessage(m.empty)}</p>
      ) : (
        periods.map((entry) => <PeriodEntry key={entry.period} entry={entry} showTitle={!period} />)
      )}
    </section>
  );
}

/**
 * UI-57, COMMENT-1, COMMENT-2: write one period's analysis and recommendations (a new version each
 * save), prefilled with the current text; the server's message is shown when a save is refused.
 */
export function CommentaryEditor(props: {
  kpiAssignmentId: string;
  year: number;
  period: string;
  onSaved?: (saved: PeriodCommentary) => void;
}) {
  // Another KPI or period starts afresh.
  return <CommentaryForm key={`${props.kpiAssignmentId}|${props.year}|${props.period}`} {...props} />;
}

function CommentaryForm({
  kpiAssignmentId,
  year,
  period,
  onSaved,
}: {
  kpiAssignmentId: string;
  year: number;
  period: string;
  onSaved?: (saved: PeriodCommentary) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const id = useId();
  const query = useCommentary(kpiAssignmentId, year);
  const current = query.data?.periods.find((entry) => entry.period === period) ?? null;
  const form = useForm<CommentaryFormInput, unknown, CommentaryFormInput>({
    resolver: zodResolver(commentaryFormSchema),
    defaultValues: { analysis: "", recommendations: "" },
  });
  // The text typed counts as touched even when typed back to what it was.
  const [touched, setTouched] = useState(false);
  // The current text fills the form until the person starts typing.
  useEffect(() => {
    if (touched) return;
    form.reset({
      analysis: current?.current.analysis ?? "",
      recommendations: current?.current.recommendations ?? "",
    });
  }, [current, touched, form]);

  const save = useWrite(
    // A comment is an activity row; the Dashboard's Recent Activity shows it too.
    { changes: ["/api/activities", "/api/dashboard-summary"] },
    (texts: CommentaryFormInput) =>
      api.put<PeriodCommentary>(commentaryPath(kpiAssignmentId), { year, period, ...texts }),
    {
      silent: true,
      onSuccess: async (saved) => {
        setTouched(false);
        await queryClient.invalidateQueries({
          predicate: (q) => isUnder(q.queryKey, commentaryPath(kpiAssignmentId)),
        });
        toast({
          title: intl.formatMessage(commonMessages.success),
          description: intl.formatMessage(m.saved),
          variant: "success",
        });
        onSaved?.(saved);
      },
      onError: (error) => {
        const field = error instanceof ApiError && error.fields ? Object.keys(error.fields)[0] : undefined;
        const message = describeFailure(error, intl.formatMessage(m.notSaved));
        form.setError(field === "analysis" || field === "recommendations" ? field : "root.server", {
          type: "server",
          message,
        });
      },
    },
  );
  const [analysis, recommendations] = useWatch({
    control: form.control,
    name: ["analysis", "recommendations"],
  });
  const errors = form.formState.errors;
  const typed = { onChange: () => setTouched(true) };

  const tooLong = analysis.length > COMMENTARY_MAX || recommendations.length > COMMENTARY_MAX;
  const count = (text: string) =>
    intl.formatMessage(m.characters, { count: formatNumber(text.length), max: formatNumber(COMMENTARY_MAX) });
  return (
    <form
      className="grid gap-3"
      aria-label={intl.formatMessage(m.title)}
      data-testid="commentary-editor"
      onSubmit={form.handleSubmit((texts) => {
        if (!tooLong) save.mutate(texts);
      })}
    >
      <FormTextareaField
        form={form}
        name="analysis"
        id={`${id}-analysis`}
        label={intl.formatMessage(m.analysis)}
        placeholder={intl.formatMessage(m.analysisPlaceholder)}
        rows={4}
        maxLength={COMMENTARY_MAX}
        hint={count(analysis)}
        registerOptions={typed}
      />
      <FormTextareaField
        form={form}
        name="recommendations"
        id={`${id}-recommendations`}
        label={intl.formatMessage(m.recommendations)}
        placeholder={intl.formatMessage(m.recommendationsPlaceholder)}
        rows={3}
        maxLength={COMMENTARY_MAX}
        hint={count(recommendations)}
        registerOptions={typed}
      />
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          {current ? (
            <FormattedMessage
              {...m.lastSaved}
              values={{
                author: current.current.authorName ?? intl.formatMessage(m.formerMemberInline),
                time: formatDateTime(current.current.createdAt),
              }}
            />
          ) : (
            <FormattedMessage {...m.eachSaveKeeps} />
          )}
        </p>
        <Button type="submit" size="sm" disabled={save.isPending || tooLong || !touched}>
          <FormattedMessage {...(save.isPending ? commonMessages.saving : m.save)} />
        </Button>
      </div>
    </form>
  );
}
