import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function KpiResultsPage() {
  return (
    <ScreenUnavailable
      title="KPI Results"
      summary="Scores and status of every KPI across the organization's levels."
    />
  );
}
