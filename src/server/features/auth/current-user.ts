import { DEFAULT_LOCALE, type Locale } from "../../../domain/locale";
import type { CurrentUser } from "../../../domain/schemas/auth";
import type { SessionUser } from "./sessions";

type UserFields = Omit<
  SessionUser,
  "sessionId" | "lastSeenAt" | "expiresAt" | "organizationStatus" | "organizationLocale"
> & { organizationLocale?: Locale | null };

/** USER-12: the person's language, else their organization's default (SETTINGS-20), else English. */
export const localeOfUser = (user: Pick<UserFields, "locale" | "organizationLocale">): Locale =>
  user.locale ?? user.organizationLocale ?? DEFAULT_LOCALE;

/** Current user (AUTH-17), as GET /api/auth/user and the login answer show it. */
export function toCurrentUser(user: UserFields): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    organizationId: user.organizationId,
    organizationName: user.organizationName,
    emailVerified: user.emailVerified,
    locale: localeOfUser(user),
    timeZone: user.timeZone,
  };
}
