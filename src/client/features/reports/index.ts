// The reports feature (docs/decisions/015): the briefing book button (UI-89) and the report schedules
// settings card (UI-90), which other screens show through this entry.
export { BriefingBookButton, type BriefingQuery } from "./components/briefing-book-button";
export { ReportSchedulesCard } from "./components/report-schedules-card";
