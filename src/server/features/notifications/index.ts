// What other features may use of notifications (ARCH-1: a feature imports another's public entry only).
// NOTIFY-2: every event reaches people through notify().
export {
  chosenChannels,
  clearCondition,
  clearConditions,
  clearRequestTurns,
  type NotificationEvent,
  notify,
  type Recipient,
  unsubscribeLinks,
} from "./dispatch";
// NOTIFY-11, NOTIFY-12: every write of targets or actuals runs between the two reads of its KPI statuses.
export {
  clearRedWithoutInitiative,
  type KpiYear,
  tellKpiStatusChanges,
  watchKpiStatuses,
} from "./kpi-status";
// NOTIFY-13: the periodic check of KPIs below target with no initiative.
export {
  runRedWithoutInitiative,
  runRedWithoutInitiativeJob,
  startRedWithoutInitiativeJob,
} from "./red-without-initiative";
