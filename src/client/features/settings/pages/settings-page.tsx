import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function SettingsPage() {
  return <ScreenUnavailable title="Settings" summary="KPI scoring thresholds and user management." />;
}
