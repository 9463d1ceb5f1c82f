// LOCK-1: the organization's closed periods, through the kernel (TENANT-2, docs/decisions/007).
import { periodLocks } from "../../db/schema";
import { owned } from "../../kernel";

export const lockRows = owned(periodLocks, "Closed period not found");
