"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquare } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { requestsResource } from "../../../../domain/resources";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { TextareaField } from "../../../components/ui/textarea";
import { ApiError } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { useUpdate } from "../../../lib/resources";
import { formatWhen } from "../lib/labels";
import type { ChangeRequest, RequestPatch } from "../lib/types";
import { requestsMessages as m } from "../messages";

/** UI-71: a comment is written before it is sent (its message in the screens' language). */
const commentFormSchema = (required: string) => z.object({ comment: z.string().trim().min(1, required) });
type CommentForm = z.infer<ReturnType<typeof commentFormSchema>>;

/** UI-71: the request's comments, oldest first, and a field to add one. */
export function Comments({ request: r }: { request: ChangeRequest }) {
  const intl = useIntl();
  const form = useForm<CommentForm>({
    resolver: zodResolver(commentFormSchema(intl.formatMessage(m.commentRequired))),
    defaultValues: { comment: "" },
  });
  const patch = useUpdate<RequestPatch, ChangeRequest>(requestsResource, { method: "patch", silent: true });
  const submit = form.handleSubmit(({ comment }) =>
    patch.mutate(
      { id: r.id, body: { comment } },
      {
        onSuccess: () => form.reset(),
        onError: (failure) =>
          form.setError("comment", {
            type: "server",
            message:
              failure instanceof ApiError
                ? (failure.fields?.comment ?? describeFailure(failure, intl.formatMessage(m.commentNotSaved)))
                : intl.formatMessage(m.commentOffline),
          }),
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.comments} />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {r.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.noComments} />
          </p>
        ) : (
          <ol className="grid gap-3" aria-label={intl.formatMessage(m.comments)}>
            {r.comments.map((comment) => (
              <li key={comment.id} className="rounded-md border bg-muted/30 p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{comment.authorName}</span>
                  <time dateTime={comment.createdAt}>{formatWhen(comment.createdAt)}</time>
                </div>
                <p className="mt-1 break-words whitespace-pre-wrap">{comment.body}</p>
              </li>
            ))}
          </ol>
        )}
        {r.can.comment && (
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <TextareaField
              label={intl.formatMessage(m.addComment)}
              rows={3}
              error={form.formState.errors.comment?.message}
              {...form.register("comment")}
            />
            <Button type="submit" variant="outline" className="justify-self-end" disabled={patch.isPending}>
              <MessageSquare aria-hidden="true" />
              <FormattedMessage {...(patch.isPending ? m.sending : m.comment)} />
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
