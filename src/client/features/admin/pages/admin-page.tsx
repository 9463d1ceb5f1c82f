import { AccessDenied } from "../../../components/access-denied";
import { ScreenUnavailable } from "../../../components/screen-unavailable";
import { useCurrentUser } from "../../../lib/auth";

export function AdminPage() {
  const { user } = useCurrentUser();
  // spec §2 Admin Panel: super_admin only; the server refuses the calls regardless (D9).
  if (user?.role !== "super_admin") {
    return (
      <AccessDenied title="Access Denied" message="You don't have permission to access the admin panel." />
    );
  }
  return (
    <ScreenUnavailable
      title="Admin Panel"
      summary="Organizations, users, analytics and system health across the platform."
    />
  );
}
