// The initiatives API as the client reads it: the shared schemas' types (src/domain/schemas/initiatives).
export {
  DEFAULT_INITIATIVE_STATUSES,
  type InitiativeHealthValue as InitiativeHealthKind,
} from "../../../../domain/initiatives";
export type {
  Initiative,
  InitiativeDetail,
  InitiativeHealth,
  Milestone,
  Needle as NeedleKpi,
  NeedlePoint,
} from "../../../../domain/schemas/initiatives";

import type {
  CreateMilestoneInput,
  InitiativeBodyInput,
  Needle,
  UpdateMilestoneInput,
} from "../../../../domain/schemas/initiatives";

export type InitiativeInput = InitiativeBodyInput;
export type MilestoneInput = CreateMilestoneInput;
export type MilestonePatch = UpdateMilestoneInput;
export type NeedleWindow = Needle["before"];
