// UI-79, UI-80: the initiative screens' forms hold text; these schemas read it into the API's bodies
// and check it with the API's own schemas (src/domain/schemas/initiatives), so the browser refuses with
// the server's words.
import { z } from "zod";
import {
  type CreateMilestoneInput,
  createMilestoneSchema,
  type InitiativeBodyInput,
  initiativeBodySchema,
} from "../../../../domain/schemas/initiatives";

/** A number typed in a form: blank is null, a comma is read as the decimal point, other text is NaN. */
export const numberOfText = (text: string) => (text.trim() === "" ? null : Number(text.replace(",", ".")));

const initiativeFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** '' is no owner; sent only by administrators, so not checked with the body. */
  ownerId: z.string(),
  objectiveAssignmentIds: z.array(z.string()),
  kpiAssignmentIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  budget: z.string(),
  spent: z.string(),
  status: z.string(),
  percentComplete: z.string(),
});
export type InitiativeFormInput = z.input<typeof initiativeFieldsSchema>;

/** The initiative dialog's fields as the API's body; percent complete only while it has no milestones. */
export const initiativeFormSchemaFor = (percentShown: boolean) =>
  initiativeFieldsSchema
    .transform(
      ({ ownerId: _ownerId, budget, spent, percentComplete, ...fields }): InitiativeBodyInput => ({
        ...fields,
        budget: numberOfText(budget),
        spent: numberOfText(spent),
        ...(percentShown ? { percentComplete: numberOfText(percentComplete) ?? 0 } : {}),
      }),
    )
    .pipe(initiativeBodySchema);

/** UI-80: a new milestone's name, due date and weight (the weight's text read as a number). */
export const milestoneFormSchema = z
  .object({ name: z.string(), dueDate: z.string(), weight: z.string() })
  .transform(
    ({ weight, ...fields }): CreateMilestoneInput => ({
      ...fields,
      weight: Number(weight.replace(",", ".")),
    }),
  )
  .pipe(createMilestoneSchema);
export type MilestoneFormInput = z.input<typeof milestoneFormSchema>;
