"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { requestsResource } from "../../../../domain/resources";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useUpdate } from "../../../lib/resources";
import type { ChangeRequest, RequestPatch } from "../lib/types";
import { requestsMessages as m } from "../messages";

/** UI-71: rejecting a request asks for the reason the requester will read. */
export function RejectRequestDialog({
  open,
  request,
  rejectedStatus,
  onClose,
}: {
  open: boolean;
  request: ChangeRequest;
  rejectedStatus: string;
  onClose: () => void;
}) {
  return open && <RejectForm request={request} rejectedStatus={rejectedStatus} onDone={onClose} />;
}

function RejectForm({
  request,
  rejectedStatus,
  onDone,
}: {
  request: ChangeRequest;
  rejectedStatus: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const patch = useUpdate<RequestPatch, ChangeRequest>(requestsResource, { method: "patch", silent: true });
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title={intl.formatMessage(m.rejectTitle)}
      description={intl.formatMessage(m.rejectDescription, {
        title: request.title,
        requester: request.requesterName,
      })}
      submitLabel={intl.formatMessage(m.reject)}
      pendingLabel={intl.formatMessage(m.rejecting)}
      pending={patch.isPending}
      onSubmit={(values, helpers) => {
        const reason = values.reason.trim();
        if (reason === "") {
          form.setError("reason", { message: intl.formatMessage(m.reasonRequired) });
          return;
        }
        patch.mutate(
          { id: request.id, body: { status: rejectedStatus, reason, version: request.version } },
          {
            onSuccess: () => {
              toast({
                title: intl.formatMessage(m.rejected),
                description: intl.formatMessage(m.rejectedToast, { title: request.title }),
              });
              onDone();
            },
            onError: (error) => {
              if (!helpers.applyServerErrors(error))
                helpers.setFormError(describeFailure(error, intl.formatMessage(m.rejectFailed)));
            },
          },
        );
      }}
    >
      <TextareaField
        label={intl.formatMessage(m.reason)}
        autoFocus
        rows={4}
        placeholder={intl.formatMessage(m.reasonPlaceholder)}
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
