import type { BscPerspective } from "../../../../domain/scorecard";

// Corporate BSC 'Perspective display metadata' (UI-12): Financial green, Customer blue, Internal
// Process purple, Learning & Growth orange. The description text lives in domain/labels.
export const PERSPECTIVE_STYLE: Record<BscPerspective, { accent: string; icon: string; bar: string }> = {
  Financial: {
    accent: "border-t-emerald-500",
    icon: "bg-emerald-500/12 text-emerald-700 dark:text-emerald-300",
    bar: "bg-emerald-500",
  },
  Customer: {
    accent: "border-t-blue-500",
    icon: "bg-blue-500/12 text-blue-700 dark:text-blue-300",
    bar: "bg-blue-500",
  },
  Internal_Process: {
    accent: "border-t-purple-500",
    icon: "bg-purple-500/12 text-purple-700 dark:text-purple-300",
    bar: "bg-purple-500",
  },
  Learning_Growth: {
    accent: "border-t-orange-500",
    icon: "bg-orange-500/12 text-orange-700 dark:text-orange-300",
    bar: "bg-orange-500",
  },
};
