// Evidence files of a KPI assignment's period (EVIDENCE-1..EVIDENCE-9), kept in the database so any node
// serves them. The bytes are checked (size, type, magic bytes) before a transaction opens.
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  checkEvidence,
  evidenceStorageFullMessage,
  evidenceTypeOf,
  extensionOf,
  sanitiseFileName,
  storableAttachmentSize,
} from "../../../domain/evidence";
import { type Frequency, type PeriodKey, periodKeysFor, periodLabel } from "../../../domain/periods";
import { EVIDENCE_STORAGE_BYTES, type Plan, planEntry } from "../../../domain/plans";
import { type Attachment, attachmentUploadQuerySchema } from "../../../domain/schemas/evidence-approval";
import { DEFAULT_ALLOWED_FILE_TYPES, DEFAULT_MAX_ATTACHMENT_SIZE } from "../../../domain/schemas/settings";
import { lockOrganization } from "../../accounts/lifecycle";
import type { Tx } from "../../db/client";
import { fiscalStartMonthOf } from "../../db/fiscal-year";
import { joinKpiPlace } from "../../db/kpi-place";
import { organizationSettingsOf } from "../../db/organization-settings";
import { kpiAssignments, kpiAttachments, kpis, organizationFunctions, organizations } from "../../db/schema";
import { type Actor, type TenantContext, withTenant } from "../../db/tenant";
import { badRequest, forbidden, HttpError, notFound } from "../../http-error";
import { owned, recordActivity, tenantWrite } from "../../kernel";
import type { ServiceDeps } from "../../services";
import { enforceLimits, type Limit } from "../auth";
import { assertPeriodsOpen } from "../period-locks";

export const ATTACHMENT_NOT_FOUND = "Attachment not found";
const attachmentRows = owned(kpiAttachments, ATTACHMENT_NOT_FOUND);
const KPI_ASSIGNMENT_NOT_FOUND = "KPI assignment not found";
const kpiAssignmentRows = owned(kpiAssignments, KPI_ASSIGNMENT_NOT_FOUND);

type Target = {
  id: string;
  ownerId: string | null;
  kpiName: string;
  frequency: Frequency;
  functionName: string;
};

async function assignmentOf(tx: Tx, actor: TenantContext, id: string): Promise<Target> {
  const [row] = await joinKpiPlace(
    tx
      .select({
        id: kpiAssignments.id,
        ownerId: kpiAssignments.ownerId,
        kpiName: kpis.name,
        frequency: kpis.frequency,
        functionName: organizationFunctions.name,
      })
      .from(kpiAssignments)
      .$dynamic(),
  ).where(kpiAssignmentRows.byId(actor, id));
  if (!row) throw notFound(KPI_ASSIGNMENT_NOT_FOUND);
  return row;
}

/** EVIDENCE-2: owners (role user) on their own KPI assignments, admins on any. */
function assertMayAttach(actor: TenantContext, target: Target): void {
  if (actor.role !== "admin" && target.ownerId !== actor.userId) throw forbidden();
}

/** PERIOD-5: the period key must be one of the KPI's frequency. */
function assertPeriodOf(target: Target, period: string): void {
  const keys = periodKeysFor(target.frequency) as readonly string[];
  if (!keys.includes(period)) {
    const message = `Period must be one of ${keys.join(", ")} for ${target.frequency} frequency`;
    throw badRequest(message, { period: message });
  }
}

export type UploadLimits = { maxAttachmentSize: number; allowedFileTypes: string[] };

/**
 * Before the file is read: the assignment exists in the organization (404), the caller may attach to it
 * (403), the period is the KPI's (400); answers the organization's limits for the upload.
 */
export async function prepareUpload(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  query: unknown,
): Promise<UploadLimits & { year: number; period: string }> {
  // EVIDENCE-13: a member's uploads are limited before any file is read.
  await enforceLimits(deps.db, [[`evidence:user:${actor.userId}`, UPLOADS_PER_MEMBER]]);
  return withTenant(deps.db, actor, async (tx) => {
    const target = await assignmentOf(tx, actor, id);
    assertMayAttach(actor, target);
    const parsed = attachmentUploadQuerySchema.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "query");
      throw badRequest(issue?.message ?? "Invalid query", { [field]: issue?.message ?? "Invalid" });
    }
    assertPeriodOf(target, parsed.data.period);
    // LOCK-5: a closed period's evidence is frozen: refused before the file is read.
    await assertPeriodsOpen(tx, actor, {
      year: parsed.data.year,
      frequency: target.frequency,
      keys: [parsed.data.period],
    });
    return { ...(await limitsOf(tx, actor)), ...parsed.data };
  });
}

async function limitsOf(tx: Tx, actor: TenantContext): Promise<UploadLimits> {
  const row = await organizationSettingsOf(tx, actor.orgId);
  return {
    // EVIDENCE-10: never more than the server stores, whatever the setting allows.
    maxAttachmentSize: storableAttachmentSize(row?.maxAttachmentSize ?? DEFAULT_MAX_ATTACHMENT_SIZE),
    allowedFileTypes: row?.allowedFileTypes ?? DEFAULT_ALLOWED_FILE_TYPES,
  };
}

/** EVIDENCE-13: 60 uploads an hour per member. */
const UPLOADS_PER_MEMBER: Limit = { max: 60, windowSeconds: 60 * 60 };

/**
 * EVIDENCE-13: the organization keeps at most its plan's evidence storage; the bytes stored are counted
 * with the organization row locked (PLAN-6), so two uploads at once cannot both pass the last room.
 */
async function assertStorageRoom(tx: Tx, actor: TenantContext, size: number): Promise<void> {
  await lockOrganization(tx, actor.orgId);
  const [org] = await tx
    .select({ plan: organizations.subscriptionTier })
    .from(organizations)
    .where(eq(organizations.id, actor.orgId));
  const [stored] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${kpiAttachments.size}), 0)` })
    .from(kpiAttachments)
    .where(attachmentRows.inOrg(actor));
  const plan: Plan = org?.plan ?? "free";
  const room = EVIDENCE_STORAGE_BYTES[plan];
  if (Number(stored?.bytes ?? 0) + size > room) {
    throw new HttpError(413, evidenceStorageFullMessage(planEntry(plan).label, room));
  }
}

function present(row: typeof kpiAttachments.$inferSelect): Attachment {
  return {
    id: row.id,
    kpiAssignmentId: row.kpiAssignmentId,
    year: row.year,
    period: row.periodKey,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    uploaderName: row.uploaderName,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/**
 * POST /api/kpi-assignments/{id}/attachments (EVIDENCE-2..EVIDENCE-6): checks the bytes (413, 400,
 * 415), then stores the file and its activity row in one transaction (the checks of prepareUpload run
 * again inside it, so an owner changed meanwhile is refused).
 */
export function uploadAttachment(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  year: number,
  period: string,
  file: { name: string; bytes: Buffer },
  limits: UploadLimits,
): Promise<Attachment> {
  const fileName = sanitiseFileName(file.name);
  if (!fileName) throw badRequest("The file needs a name", { file: "The file needs a name" });
  const verdict = checkEvidence({ name: fileName, bytes: file.bytes }, limits);
  if (verdict) {
    throw verdict.status === 400
      ? badRequest(verdict.message, { file: verdict.message })
      : new HttpError(verdict.status, verdict.message);
  }
  const type = evidenceTypeOf(extensionOf(fileName))!;
  return tenantWrite(deps, actor, async (w) => {
    const target = await assignmentOf(w.tx, actor, id);
    assertMayAttach(actor, target);
    assertPeriodOf(target, period);
    await assertPeriodsOpen(w.tx, actor, { year, frequency: target.frequency, keys: [period] });
    await assertStorageRoom(w.tx, actor, file.bytes.length);
    const row = await attachmentRows.insert(w.tx, actor, {
      kpiAssignmentId: id,
      year,
      periodKey: period,
      fileName,
      contentType: type.contentType,
      size: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      content: file.bytes,
      uploadedBy: actor.userId,
      uploaderName: actor.userName,
    });
    await recordActivity(w.tx, actor, {
      action: "uploaded_data",
      entityType: "actual_result",
      entityId: id,
      entityName: target.kpiName,
      category: "actual_result_update",
      details: {
        newValue: { attachment: fileName, size: row.size },
        kpiName: target.kpiName,
        functionName: target.functionName,
        period: periodLabel(
          target.frequency,
          period as PeriodKey,
          year,
          await fiscalStartMonthOf(w.tx, actor),
        ),
      },
    });
    return present(row);
  });
}

/** GET /api/kpi-assignments/{id}/attachments[?year=&period=] (EVIDENCE-7): metadata only, newest first. */
export function listAttachments(
  deps: ServiceDeps,
  actor: TenantContext,
  id: string,
  query: { year?: number; period?: string },
): Promise<Attachment[]> {
  return withTenant(deps.db, actor, async (tx) => {
    await assignmentOf(tx, actor, id);
    const a = kpiAttachments;
    const rows = await tx
      .select({
        id: a.id,
        organizationId: a.organizationId,
        kpiAssignmentId: a.kpiAssignmentId,
        year: a.year,
        periodKey: a.periodKey,
        fileName: a.fileName,
        contentType: a.contentType,
        size: a.size,
        sha256: a.sha256,
        uploadedBy: a.uploadedBy,
        uploaderName: a.uploaderName,
        uploadedAt: a.uploadedAt,
        updatedAt: a.updatedAt,
      })
      .from(a)
      .where(
        and(
          attachmentRows.inOrg(actor),
          eq(a.kpiAssignmentId, id),
          query.year !== undefined ? eq(a.year, query.year) : undefined,
          query.period !== undefined ? eq(a.periodKey, query.period) : undefined,
        ),
      )
      .orderBy(desc(a.uploadedAt));
    return rows.map((row) => present({ ...row, content: Buffer.alloc(0) }));
  });
}

/** GET /api/attachments/{id} (EVIDENCE-8): the bytes, with the type Meridian checked them as. */
export function readAttachment(deps: ServiceDeps, actor: TenantContext, id: string) {
  return withTenant(deps.db, actor, async (tx) => {
    const row = await attachmentRows.find(tx, actor, id);
    return { fileName: row.fileName, contentType: row.contentType, content: row.content };
  });
}

/** DELETE /api/attachments/{id} (EVIDENCE-9): its uploader while they own the KPI, or an admin. */
export function deleteAttachment(deps: ServiceDeps, actor: Actor, id: string) {
  return tenantWrite(deps, actor, async (w) => {
    const row = await attachmentRows.lock(w.tx, actor, id);
    const target = await assignmentOf(w.tx, actor, row.kpiAssignmentId);
    if (actor.role !== "admin" && (row.uploadedBy !== actor.userId || target.ownerId !== actor.userId)) {
      throw forbidden();
    }
    // LOCK-5: nor is a closed period's evidence deleted.
    await assertPeriodsOpen(w.tx, actor, {
      year: row.year,
      frequency: target.frequency,
      keys: [row.periodKey],
    });
    await attachmentRows.delete(w.tx, actor, id);
    await recordActivity(w.tx, actor, {
      action: "deleted",
      entityType: "actual_result",
      entityId: row.kpiAssignmentId,
      entityName: target.kpiName,
      category: "actual_result_update",
      details: {
        oldValue: { attachment: row.fileName, size: row.size },
        kpiName: target.kpiName,
        functionName: target.functionName,
        period: periodLabel(
          target.frequency,
          row.periodKey as PeriodKey,
          row.year,
          await fiscalStartMonthOf(w.tx, actor),
        ),
      },
    });
    return { message: "Attachment deleted" };
  });
}
