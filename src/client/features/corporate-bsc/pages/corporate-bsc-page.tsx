import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function CorporateBscPage() {
  return (
    <ScreenUnavailable
      title="Corporate BSC"
      summary="The organization's balanced scorecard: perspectives, objectives and KPI scores by period."
    />
  );
}
