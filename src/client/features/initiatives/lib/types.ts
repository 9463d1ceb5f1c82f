// The initiatives API as the client reads it: the shared schemas' types (src/domain/schemas/initiatives).
export {
  DEFAULT_INITIATIVE_STATUSES,
  type Initiative,
  type InitiativeDetail,
  type InitiativeHealth,
  type InitiativeHealthValue as InitiativeHealthKind,
  type Milestone,
  type Needle as NeedleKpi,
  type NeedlePoint,
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
