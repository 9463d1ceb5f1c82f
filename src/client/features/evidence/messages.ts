// docs/decisions/025: the evidence's words (UI-58, EVIDENCE-3, EVIDENCE-7 … EVIDENCE-11). German in
// src/locales/de/evidence.json.
import { defineMessage, defineMessages } from "react-intl";

export const evidenceMessages = defineMessages({
  title: { id: "evidence.title", defaultMessage: "Evidence" },
  attachFile: { id: "evidence.attachFile", defaultMessage: "Attach file" },
  uploading: { id: "evidence.uploading", defaultMessage: "Uploading..." },
  allowedTypes: defineMessage<{ readonly types: string }>({
    id: "evidence.allowedTypes",
    defaultMessage: "Allowed: {types}",
    description: "{types} lists the allowed file types, e.g. '.pdf, .xlsx'",
  }),
  allowedTypesUpTo: defineMessage<{ readonly types: string; readonly size: string }>({
    id: "evidence.allowedTypesUpTo",
    defaultMessage: "Allowed: {types} · up to {size}",
    description: "{types} lists the allowed file types; {size} is the largest file allowed, e.g. '10 MB'",
  }),
  noTypes: { id: "evidence.noTypes", defaultMessage: "No file types are allowed" },
  noTypesUpTo: defineMessage<{ readonly size: string }>({
    id: "evidence.noTypesUpTo",
    defaultMessage: "No file types are allowed · up to {size}",
  }),
  uploadProgress: { id: "evidence.uploadProgress", defaultMessage: "Upload progress" },
  tooLarge: defineMessage<{ readonly size: string }>({
    id: "evidence.tooLarge",
    defaultMessage: "The file is larger than {size}, the most allowed",
    description: "EVIDENCE-11; the domain's evidenceTooLargeMessage, word for word in English",
  }),
  attached: defineMessage<{ readonly name: string }>({
    id: "evidence.attached",
    defaultMessage: "{name} attached",
  }),
  uploadFailed: { id: "evidence.uploadFailed", defaultMessage: "The file could not be uploaded" },
  loading: { id: "evidence.loading", defaultMessage: "Loading files..." },
  loadFailed: { id: "evidence.loadFailed", defaultMessage: "The files could not be loaded." },
  empty: { id: "evidence.empty", defaultMessage: "No evidence attached for this period." },
  fileLine: defineMessage<{ readonly size: string; readonly uploader: string; readonly time: string }>({
    id: "evidence.fileLine",
    defaultMessage: "{size} · {uploader} · {time}",
    description: "Under a file's name: its size, who uploaded it and when",
  }),
  unknownUploader: {
    id: "evidence.unknownUploader",
    defaultMessage: "Unknown",
    description: "The uploader of a file whose account is gone",
  },
  download: defineMessage<{ readonly name: string }>({
    id: "evidence.download",
    defaultMessage: "Download {name}",
  }),
  deleteFile: defineMessage<{ readonly name: string }>({
    id: "evidence.deleteFile",
    defaultMessage: "Delete {name}",
  }),
  confirmTitle: { id: "evidence.confirmTitle", defaultMessage: "Delete this file?" },
  confirmText: defineMessage<{ readonly name: string }>({
    id: "evidence.confirmText",
    defaultMessage: "{name} will be removed from the evidence of this period.",
  }),
  delete: { id: "evidence.delete", defaultMessage: "Delete" },
  deleting: { id: "evidence.deleting", defaultMessage: "Deleting..." },
  deleted: { id: "evidence.deleted", defaultMessage: "Evidence deleted" },
  deleteFailed: defineMessage<{ readonly reason: string }>({
    id: "evidence.deleteFailed",
    defaultMessage: "Failed to delete the file: {reason}",
  }),
  unknownError: { id: "evidence.unknownError", defaultMessage: "Unknown error" },
});
