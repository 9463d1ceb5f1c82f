// The resource kernel (docs/decisions/007): what every tenant resource's service and routes share.
export { type ActivityEntry, recordActivities, recordActivity } from "./activity";
export {
  AnswerCache,
  answerCacheKey,
  type CacheKeyOf,
  cachedAnswer,
  dataVersionOf,
  keyedByDay,
} from "./answer-cache";
export {
  type DownloadFile,
  type DownloadRecipe,
  downloadFile,
  encodedBody,
  HEAVY_DOWNLOAD_RESPONSES,
  type HeavyAnswer,
  HeavyDownloadLimits,
  heavyDownload,
  heavyDownloadLimits,
  notModified,
} from "./heavy-downloads";
export {
  type OrgScope,
  type Owned,
  type OwnedTable,
  owned,
  type TenantRows,
  type TenantTable,
  type VersionedTable,
} from "./owned";
export { createRoute, deletedWith, deleteRoute, updateRoute } from "./routes";
export { deleteQuery, ID_MESSAGE, idParams, messageSchema, uuidParams } from "./schemas";
export { assertVersion, parseVersion, STALE_VERSION_MESSAGE, versionOf } from "./version";
export {
  type AuditedResource,
  auditedResource,
  type OutgoingMail,
  type PlatformWriteContext,
  platformWrite,
  tenantWrite,
  type WriteContext,
} from "./write";
