// What other features may use of change requests (ARCH-1).
export { type KpiRequestDraft, type RequestDraft, RequestFormDialog } from "./components/request-form-dialog";
export { RequestSettingsCard } from "./components/request-settings-card";
