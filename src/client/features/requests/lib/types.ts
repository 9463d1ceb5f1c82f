// The change requests API (API-21..API-23) as the client reads it: the shapes are the domain's
// (src/domain/schemas/requests.ts), shared with the server's routes.
export { REQUEST_TYPES, type RequestType } from "../../../../domain/requests";
export type {
  ChangeRequest,
  ChangeRequestSummary as RequestSummary,
  CreateRequestInput as NewRequest,
  UpdateRequestInput as RequestPatch,
} from "../../../../domain/schemas/requests";
export type RequestState = import("../../../../domain/schemas/requests").ChangeRequest["state"];
