type NamedPerson = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** Sidebar (UI-2): first and last name, else e-mail, else 'User'. Also the name activity rows keep. */
export function displayName(person: NamedPerson | null | undefined): string {
  const name = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || person?.email?.trim() || "User";
}
