import { useQueryClient } from "@tanstack/react-query";
import { Download, FileText, Paperclip, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { storableAttachmentSize } from "../../../../domain/evidence";
import { attachmentsResource } from "../../../../domain/resources";
import type { Attachment } from "../../../../domain/schemas/evidence-approval";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/intl";
import { refreshAfterWrite, useRead, useWrite } from "../../../lib/resources";
import { formatSize } from "../lib/size";
import { uploadWithProgress } from "../lib/upload";
import { evidenceMessages as m } from "../messages";

/**
 * The evidence of one KPI period (UI-58, EVIDENCE-7..EVIDENCE-9): the files with name, size, uploader and
 * date; for those who may attach, an upload button naming the allowed types and the size limit, with
 * progress and the server's message when a file is refused; delete asks first.
 */
export function EvidenceList({
  kpiAssignmentId,
  year,
  period,
  canEdit,
  title,
}: {
  kpiAssignmentId: string;
  year: number;
  period: string;
  canEdit: boolean;
  title?: string;
}) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage(m.title);
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const path = `/api/kpi-assignments/${kpiAssignmentId}/attachments` as const;
  const files = useRead<Attachment[]>(path, { params: { year, period } });
  const settings = useRead<OrganizationSettings>("/api/organization-settings", { enabled: canEdit });
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  // EVIDENCE-9: DELETE /api/attachments/{id} (not the declaration's path, which is the list's parent).
  const remove = useWrite(
    attachmentsResource,
    (file: Attachment) => api.delete(`/api/attachments/${file.id}`),
    {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: intl.formatMessage(commonMessages.success),
          description: intl.formatMessage(m.deleted),
          variant: "success",
        });
      },
      onError: (error) =>
        toast({
          title: intl.formatMessage(commonMessages.error),
          description: intl.formatMessage(m.deleteFailed, {
            reason: describeFailure(error, intl.formatMessage(m.unknownError)),
          }),
          variant: "destructive",
        }),
    },
  );

  const allowed = settings.data?.allowedFileTypes ?? [];
  const limit = settings.data?.maxAttachmentSize;

  async function upload(file: File) {
    // EVIDENCE-11: a file over the limit is refused here, before any of it is sent (the server checks too).
    if (limit !== undefined && file.size > storableAttachmentSize(limit)) {
      setUploadError(intl.formatMessage(m.tooLarge, { size: formatSize(storableAttachmentSize(limit)) }));
      if (input.current) input.current.value = "";
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const url = `${path}?year=${year}&period=${encodeURIComponent(period)}`;
      await uploadWithProgress<Attachment>(url, file, setProgress);
      toast({
        title: intl.formatMessage(commonMessages.success),
        description: intl.formatMessage(m.attached, { name: file.name }),
        variant: "success",
      });
    } catch (error) {
      // EVIDENCE-3: the server's own words (too large, type not allowed, content does not match).
      setUploadError(describeFailure(error, intl.formatMessage(m.uploadFailed)));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
      await refreshAfterWrite(queryClient, attachmentsResource);
    }
  }

  const list = files.data ?? [];
  return (
    <section aria-label={heading} className="grid gap-2" data-testid="evidence-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-sm font-medium">
          <Paperclip className="size-4 text-muted-foreground" aria-hidden="true" />
          {heading}
          <span className="text-muted-foreground">({list.length})</span>
        </h4>
        {canEdit && (
          <div className="flex items-center gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              className="sr-only"
              accept={allowed.join(",")}
              disabled={progress !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={progress !== null}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden="true" />
              <FormattedMessage {...(progress === null ? m.attachFile : m.uploading)} />
            </Button>
          </div>
        )}
      </div>
      {canEdit && (
        <p className="text-xs text-muted-foreground" id={`${inputId}-hint`}>
          {allowed.length > 0
            ? limit
              ? intl.formatMessage(m.allowedTypesUpTo, { types: allowed.join(", "), size: formatSize(limit) })
              : intl.formatMessage(m.allowedTypes, { types: allowed.join(", ") })
            : limit
              ? intl.formatMessage(m.noTypesUpTo, { size: formatSize(limit) })
              : intl.formatMessage(m.noTypes)}
        </p>
      )}
      {progress !== null && (
        <div className="grid gap-1" role="status" aria-live="polite">
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={intl.formatMessage(m.uploadProgress)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${progress * 100}%` }} />
          </div>
          <span className="text-xs text-muted-foreground">
            {intl.formatNumber(Math.round(progress * 100) / 100, { style: "percent" })}
          </span>
        </div>
      )}
      {uploadError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
        >
          {uploadError}
        </p>
      )}
      {files.isPending ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.loading} />
        </p>
      ) : files.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage {...m.loadFailed} />
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {list.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <a
                  href={`/api/attachments/${file.id}`}
                  download={file.fileName}
                  className="block truncate font-medium text-primary underline-offset-2 hover:underline"
                  title={file.fileName}
                >
                  {file.fileName}
                </a>
                <p className="truncate text-xs text-muted-foreground">
                  <FormattedMessage
                    {...m.fileLine}
                    values={{
                      size: formatSize(file.size),
                      uploader: file.uploaderName ?? intl.formatMessage(m.unknownUploader),
                      time: formatDateTime(file.uploadedAt),
                    }}
                  />
                </p>
              </div>
              <Button variant="ghost" size="icon" className="size-7" asChild>
                <a
                  href={`/api/attachments/${file.id}`}
                  download={file.fileName}
                  aria-label={intl.formatMessage(m.download, { name: file.fileName })}
                >
                  <Download aria-hidden="true" className="size-3.5" />
                </a>
              </Button>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 text-destructive"
                  aria-label={intl.formatMessage(m.deleteFile, { name: file.fileName })}
                  onClick={() => setDeleting(file)}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={intl.formatMessage(m.confirmTitle)}
        description={deleting ? intl.formatMessage(m.confirmText, { name: deleting.fileName }) : ""}
        confirmLabel={intl.formatMessage(m.delete)}
        pendingLabel={intl.formatMessage(m.deleting)}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
