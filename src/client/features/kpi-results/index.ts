// What other features may use of KPI Results: the 'Update KPI Result' dialog (UI-46: My KPIs reuses it).
export { UpdateResultDialog } from "./components/update-result-dialog";
