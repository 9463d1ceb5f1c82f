import { AccessDenied } from "../../../components/access-denied";
import { ScreenUnavailable } from "../../../components/screen-unavailable";
import { useCurrentUser } from "../../../lib/auth";

export function TablesPage() {
  const { user } = useCurrentUser();
  // spec §2 Database Tables: super_admin only.
  if (user?.role !== "super_admin") {
    return (
      <AccessDenied
        title="Access Denied"
        message="You need super admin privileges to access the database tables."
      />
    );
  }
  return (
    <ScreenUnavailable
      title="Database Tables"
      summary="Browse the platform's tables: their data, schema and relationships."
    />
  );
}
