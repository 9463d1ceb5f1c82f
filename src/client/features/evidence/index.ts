// What other features may use of evidence (ARCH-1): the list of a KPI period's files, with upload and delete.
export { EvidenceList } from "./components/evidence-list";
