import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function ActivitiesPage() {
  return (
    <ScreenUnavailable title="Activities" summary="A log of the changes made across your organization." />
  );
}
