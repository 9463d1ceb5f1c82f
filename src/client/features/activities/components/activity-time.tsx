import { useState } from "react";
import { formatDateTime } from "../../../lib/intl";
import { activityWhen } from "../lib/when";

/**
 * When an activity happened, as ACTIVITY-5 says it ('5 minutes ago', then the date past a week), with its
 * full date and time as the tooltip, written when the pointer first comes to it (PLATFORM-26: that one
 * needs Intl, which a screen's first draw does without).
 */
export function ActivityTime({ at, now }: { at: string; now: number }) {
  const [exact, setExact] = useState<string>();
  return (
    <time dateTime={at} title={exact} onPointerEnter={() => setExact(formatDateTime(at))}>
      {activityWhen(at, now)}
    </time>
  );
}
