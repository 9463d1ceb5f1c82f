import type { CurrentUser } from "../../../domain/schemas/auth";
import type { SessionUser } from "./sessions";

/** Current user (AUTH-17), as GET /api/auth/user and the login answer show it. */
export function toCurrentUser(
  user: Omit<SessionUser, "sessionId" | "lastSeenAt" | "expiresAt" | "organizationStatus">,
): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    organizationId: user.organizationId,
    organizationName: user.organizationName,
    emailVerified: user.emailVerified,
  };
}
