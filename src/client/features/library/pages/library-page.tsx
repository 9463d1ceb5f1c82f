import { ScreenUnavailable } from "../../../components/screen-unavailable";

export function LibraryPage() {
  return <ScreenUnavailable title="Library" summary="Template objectives, KPIs and strategic themes." />;
}
