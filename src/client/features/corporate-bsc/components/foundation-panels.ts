import { Eye, Gem, Target } from "lucide-react";
import type { ComponentType } from "react";

// Corporate BSC 'Organization foundation block' (UI-11): the three panels, their hints and fallbacks.
export const PANELS = [
  {
    key: "vision",
    title: "Vision",
    hint: "Where we aspire to be",
    empty: "No vision statement defined",
    icon: Eye,
  },
  {
    key: "mission",
    title: "Mission",
    hint: "What we do and why",
    empty: "No mission statement defined",
    icon: Target,
  },
  {
    key: "values",
    title: "Values",
    hint: "How we work together",
    empty: "No core values defined",
    icon: Gem,
  },
] as const satisfies readonly {
  key: "vision" | "mission" | "values";
  title: string;
  hint: string;
  empty: string;
  icon: ComponentType<{ className?: string }>;
}[];
