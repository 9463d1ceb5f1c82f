import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function SetCascadePage() {
  return (
    <ScreenUnavailable
      title="Set and Cascade"
      summary="Assign objectives and KPIs to functions with weights and period targets."
    />
  );
}
