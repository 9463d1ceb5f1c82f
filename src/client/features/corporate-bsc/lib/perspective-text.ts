import type { MessageDescriptor } from "react-intl";
import { perspectiveName } from "../../../../domain/labels";
import type { BscPerspective } from "../../../../domain/scorecard";
import { corporateBscMessages as m } from "../messages";

// docs/decisions/025: the perspectives' default names and descriptions (UI-12) in the screens' language.
const NAMES: Record<BscPerspective, MessageDescriptor> = {
  Financial: m.perspectiveFinancial,
  Customer: m.perspectiveCustomer,
  Internal_Process: m.perspectiveInternalProcess,
  Learning_Growth: m.perspectiveLearningGrowth,
};

export const PERSPECTIVE_DESCRIPTION_MESSAGES: Record<BscPerspective, MessageDescriptor> = {
  Financial: m.financialDescription,
  Customer: m.customerDescription,
  Internal_Process: m.internalProcessDescription,
  Learning_Growth: m.learningGrowthDescription,
};

/**
 * The name to show for a perspective: a name the organization chose (SETTINGS-5) as it is, the default
 * name translated.
 */
export function perspectiveLabel(
  key: BscPerspective,
  name: string,
  format: (descriptor: MessageDescriptor) => string,
): string {
  return name === perspectiveName(key) ? format(NAMES[key]) : name;
}
