"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import type { z } from "zod";
import { submissionsResource } from "../../../../domain/resources";
import { rejectSubmissionSchema, type Submission } from "../../../../domain/schemas/evidence-approval";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useAction } from "../../../lib/resources";
import { approvalsMessages as m } from "../messages";

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
  const intl = useIntl();
  const reject = useAction<RejectValues>(submissionsResource, { name: "reject" }, { silent: true });
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title={intl.formatMessage(m.rejectTitle)}
      description={
        submission.submitterName
          ? intl.formatMessage(m.rejectDescription, {
              kpi: submission.kpiName,
              function: submission.functionName,
              submitter: submission.submitterName,
            })
          : intl.formatMessage(m.rejectDescriptionUnknown, {
              kpi: submission.kpiName,
              function: submission.functionName,
            })
      }
      submitLabel={intl.formatMessage(m.reject)}
      pendingLabel={intl.formatMessage(m.rejecting)}
      pending={reject.isPending}
      onSubmit={(values, helpers) =>
        reject.mutate(
          { id: submission.id, body: values },
          {
            onSuccess: () => {
              toast({
                title: intl.formatMessage(m.rejectedTitle),
                description: intl.formatMessage(m.rejectedToast, { kpi: submission.kpiName }),
              });
              onRejected?.();
              onDone();
            },
            onError: (error) => {
              if (!helpers.applyServerErrors(error))
                helpers.setFormError(describeFailure(error, intl.formatMessage(m.rejectFailed)));
            },
          },
        )
      }
    >
      <TextareaField
        label={intl.formatMessage(m.reasonLabel)}
        autoFocus
        rows={4}
        placeholder={intl.formatMessage(m.reasonPlaceholder)}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
