"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { submissionsResource } from "../../../../domain/resources";
import { rejectSubmissionSchema, type Submission } from "../../../../domain/schemas/evidence-approval";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useAction } from "../../../lib/resources";

type RejectInput = z.input<typeof rejectSubmissionSchema>;
type RejectValues = z.output<typeof rejectSubmissionSchema>;

/** UI-59, APPROVAL-4: rejecting asks for the reason the submitter will read. */
export function RejectDialog({
  submission,
  onClose,
  onRejected,
}: {
  submission: Submission | null;
  onClose: () => void;
  /** The submission was rejected (before the dialog closes). */
  onRejected?: () => void;
}) {
  return (
    submission && (
      <RejectForm key={submission.id} submission={submission} onDone={onClose} onRejected={onRejected} />
    )
  );
}

function RejectForm({
  submission,
  onDone,
  onRejected,
}: {
  submission: Submission;
  onDone: () => void;
  onRejected?: () => void;
}) {
  const form = useForm<RejectInput, unknown, RejectValues>({
    resolver: zodResolver(rejectSubmissionSchema),
    defaultValues: { reason: "" },
  });
  const reject = useAction<RejectValues>(submissionsResource, { name: "reject" }, { silent: true });
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title="Reject submission"
      description={`${submission.kpiName} · ${submission.functionName}. ${submission.submitterName ?? "The submitter"} is told the reason by e-mail; the approved value stays.`}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
      pending={reject.isPending}
      onSubmit={(values, helpers) =>
        reject.mutate(
          { id: submission.id, body: values },
          {
            onSuccess: () => {
              toast({ title: "Rejected", description: `${submission.kpiName}: the submitter will be told` });
              onRejected?.();
              onDone();
            },
            onError: (error) => {
              if (!helpers.applyServerErrors(error))
                helpers.setFormError(describeFailure(error, "Could not reject"));
            },
          },
        )
      }
    >
      <TextareaField
        label="Reason"
        autoFocus
        rows={4}
        placeholder="What should the submitter check or correct?"
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
