// What other features and the shell may use of approvals (ARCH-1).
export { ApprovalSettingsCard } from "./components/approval-settings-card";
export { PendingBadge } from "./components/pending-badge";
export { useApprover, usePendingActuals, usePendingSubmissions } from "./lib/pending";
