import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function KpiOverviewPage() {
  return (
    <ScreenUnavailable
      title="KPI Input"
      summary="Enter actual results for assigned KPIs, period by period."
    />
  );
}
