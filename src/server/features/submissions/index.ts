// What other features may use of approvals (ARCH-1: a feature imports another's public entry only): the
// pending side only, which the writer of values uses; deciding a submission writes values, above it.
export {
  type ActualsToSubmit,
  actualsNeedApproval,
  approvalRequired,
  pendingByAssignment,
  type RejectedValue,
  rejectionsByAssignment,
  submitActuals,
} from "./pending";
