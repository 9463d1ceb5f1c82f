import { useState } from "react";
import { describeHoldings, type UserHoldings } from "../../domain/schemas/users";
import { useRead } from "../lib/resources";
import { ConfirmDialog } from "./confirm-dialog";
import { SelectField } from "./ui/select-field";
import { Skeleton } from "./ui/skeleton";

/** Someone who may take over what a deleted user owns (an active member of the same organization). */
export type OwnerCandidate = { id: string; name: string };

type DeleteUserDialogProps = {
  user: { id: string; name: string } | null;
  pending: boolean;
  onConfirm: (userId: string, reassignTo?: string) => void;
  onClose: () => void;
  usersPath: "/api/users" | "/api/admin/users";
  /** Active members of the user's organization (the user themself is left out here). */
  candidates: readonly OwnerCandidate[];
};

/**
 * Delete confirmations (TOAST-3): the user's text, word for word. Shared by Settings (an admin's own
 * organization) and the Admin Panel (any organization), which pass their own delete call and where
 * the user's holdings are read (`/api/users` or `/api/admin/users`). USER-11: when the user owns
 * anything, the dialog lists it and asks who takes it over; Delete waits for an answer.
 */
export function DeleteUserDialog(props: DeleteUserDialogProps) {
  // Keyed by the user: each one starts with no new owner picked.
  return <DeleteUserBody key={props.user?.id ?? "none"} {...props} />;
}

function DeleteUserBody({ user, pending, onConfirm, onClose, usersPath, candidates }: DeleteUserDialogProps) {
  const [newOwner, setNewOwner] = useState("");
  const holdings = useRead<UserHoldings>(`${usersPath}/${encodeURIComponent(user?.id ?? "")}/holdings`, {
    enabled: user !== null,
  });
  const owns = (holdings.data?.total ?? 0) > 0;
  const options = candidates
    .filter((candidate) => candidate.id !== user?.id)
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete User"
      description={`Are you sure you want to delete ${user?.name}? This action cannot be undone and will remove all their data and access.`}
      consequence={owns && holdings.data ? <HoldingsList holdings={holdings.data} /> : undefined}
      pending={pending}
      confirmDisabled={holdings.isPending || holdings.isError || (owns && newOwner === "")}
      onConfirm={() => user && onConfirm(user.id, owns ? newOwner : undefined)}
    >
      {holdings.isPending && user !== null && (
        <Skeleton className="h-16 w-full" aria-label="Loading ownership" />
      )}
      {holdings.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not check what this user owns. Close the dialog and try again.
        </p>
      )}
      {owns && (
        <SelectField
          label="New owner"
          options={options}
          value={newOwner}
          onChange={setNewOwner}
          placeholder="Select who takes over"
          hint="They become the owner of everything listed above."
          empty="No other active member can take over. Invite someone, or let them accept their invitation first."
        />
      )}
    </ConfirmDialog>
  );
}

function HoldingsList({ holdings }: { holdings: UserHoldings }) {
  const groups = [
    ["KPI assignments", holdings.kpiAssignments],
    ["Objective assignments", holdings.objectiveAssignments],
    ["Library objectives", holdings.objectives],
  ] as const;
  return (
    <div className="min-w-0 space-y-2" data-testid="user-holdings">
      <p className="font-medium">
        {holdings.userName} owns {describeHoldings(holdings)}. Choose who takes them over.
      </p>
      {groups
        .filter(([, held]) => held.count > 0)
        .map(([label, held]) => (
          <div key={label}>
            <p className="text-xs font-semibold text-muted-foreground">{label}</p>
            <ul className="max-h-24 list-disc overflow-y-auto pl-5 break-words">
              {held.names.map((name, index) => (
                // Names may repeat (one KPI in two functions): the index keeps keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in server order
                <li key={`${index}-${name}`}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
