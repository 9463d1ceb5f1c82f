// What other features may use of activities (ARCH-1): when an activity happened, as the timeline says it.
export { ActivityTime } from "./components/activity-time";
