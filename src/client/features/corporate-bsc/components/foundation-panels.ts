import { Eye, Gem, Target } from "lucide-react";
import type { ComponentType } from "react";
import type { MessageDescriptor } from "react-intl";
import { corporateBscMessages as m } from "../messages";

// Corporate BSC 'Organization foundation block' (UI-11): the three panels, their hints and fallbacks.
export const PANELS = [
  {
    key: "vision",
    title: m.visionTitle,
    hint: m.visionHint,
    empty: m.visionEmpty,
    icon: Eye,
  },
  {
    key: "mission",
    title: m.missionTitle,
    hint: m.missionHint,
    empty: m.missionEmpty,
    icon: Target,
  },
  {
    key: "values",
    title: m.valuesTitle,
    hint: m.valuesHint,
    empty: m.valuesEmpty,
    icon: Gem,
  },
] as const satisfies readonly {
  key: "vision" | "mission" | "values";
  title: MessageDescriptor;
  hint: MessageDescriptor;
  empty: MessageDescriptor;
  icon: ComponentType<{ className?: string }>;
}[];
