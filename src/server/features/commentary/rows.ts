// The organization's commentary, and the rows it is written on, through the kernel (TENANT-2,
// docs/decisions/007).
import { kpiAssignments, kpiCommentary, kpis } from "../../db/schema";
import { owned } from "../../kernel";

export const commentaryRows = owned(kpiCommentary, "Commentary not found");
export const kpiAssignmentRows = owned(kpiAssignments, "KPI assignment not found");
export const kpiRows = owned(kpis, "KPI not found");
