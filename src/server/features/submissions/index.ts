// What other features may use of approvals (ARCH-1: a feature imports another's public entry only).
export {
  actualsNeedApproval,
  approvalRequired,
  pendingByAssignment,
  submitActuals,
} from "./service";
