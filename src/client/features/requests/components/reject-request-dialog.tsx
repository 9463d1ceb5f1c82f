"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { useForm } from "react-hook-form";
import { requestsResource } from "../../../../domain/resources";
import { FormDialog } from "../../../components/form/form-dialog";
import { TextareaField } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useUpdate } from "../../../lib/resources";
import type { ChangeRequest, RequestPatch } from "../lib/types";

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
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const patch = useUpdate<RequestPatch, ChangeRequest>(requestsResource, { method: "patch", silent: true });
  return (
    <FormDialog
      form={form}
      onOpenChange={(open) => !open && onDone()}
      title="Reject request"
      description={`${request.title}. ${request.requesterName} is told the reason; nothing is applied.`}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
      pending={patch.isPending}
      onSubmit={(values, helpers) => {
        const reason = values.reason.trim();
        if (reason === "") {
          form.setError("reason", { message: "Give the reason for rejecting" });
          return;
        }
        patch.mutate(
          { id: request.id, body: { status: rejectedStatus, reason, version: request.version } },
          {
            onSuccess: () => {
              toast({ title: "Rejected", description: `${request.title}: the requester will be told.` });
              onDone();
            },
            onError: (error) => {
              if (!helpers.applyServerErrors(error))
                helpers.setFormError(describeFailure(error, "The request could not be rejected."));
            },
          },
        );
      }}
    >
      <TextareaField
        label="Reason"
        autoFocus
        rows={4}
        placeholder="What should the requester know or change?"
        error={form.formState.errors.reason?.message}
        {...form.register("reason")}
      />
    </FormDialog>
  );
}
