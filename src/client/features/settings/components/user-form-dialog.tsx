import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createUserSchema, type ManagedUser } from "../../../../domain/schemas/users";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { useOrganizationalFunctions } from "../../../lib/api/functions";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";

type FormInput = z.input<typeof createUserSchema>;
type FormOutput = z.output<typeof createUserSchema>;

const FIELDS = ["firstName", "lastName", "email", "role", "assignedFunctionId"] as const;
// Radix Select needs a non-empty value for "no function"; it becomes "" and then null (spec §5).
const NO_FUNCTION = "none";

/** spec §2 Add User and edit dialogs, with the spec §5 Add/edit user form rules. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; none to add one. */
  user?: ManagedUser | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Keyed so each opening starts from the user's current values. */}
        {open && <UserForm key={user?.id ?? "new"} user={user ?? null} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, onDone }: { user: ManagedUser | null; onDone: () => void }) {
  const editing = user !== null;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  // Built by another screen's API; while it is missing the picker offers 'No function' only.
  const functions = useOrganizationalFunctions();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      role: user?.role === "admin" ? "admin" : "user",
      assignedFunctionId: user?.assignedFunctionId ?? "",
      // spec §5: default true, shown only when adding.
      sendInvitation: true,
    },
  });
  const { errors } = form.formState;
  const pending = createUser.isPending || updateUser.isPending;

  const onSubmit = form.handleSubmit((values) => {
    const onError = (error: unknown) => applyServerFieldErrors(error, FIELDS, form.setError);
    if (user) {
      const { sendInvitation: _unused, ...fields } = values;
      updateUser.mutate({ id: user.id, version: user.updatedAt, ...fields }, { onSuccess: onDone, onError });
    } else {
      createUser.mutate(values, { onSuccess: onDone, onError });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? "Edit User" : "Add User"}</DialogTitle>
        <DialogDescription>
          {editing
            ? "Change this person's details, role or function."
            : "Add a person to your organization. They get an email to set their password."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        placeholder="name@company.com"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="user-role">Role</Label>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select value={field.value ?? "user"} onValueChange={field.onChange}>
                <SelectTrigger id="user-role" aria-describedby="user-role-hint">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="user">User</SelectItem>
                  <SelectItem value="admin">Admin</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
          <p id="user-role-hint" className="text-xs text-muted-foreground">
            Admins can manage users and organization settings.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="user-function">Assigned Function</Label>
          <Controller
            control={form.control}
            name="assignedFunctionId"
            render={({ field }) => (
              <Select
                value={field.value || NO_FUNCTION}
                onValueChange={(value) => field.onChange(value === NO_FUNCTION ? "" : value)}
              >
                <SelectTrigger id="user-function" aria-invalid={errors.assignedFunctionId ? true : undefined}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_FUNCTION}>No function</SelectItem>
                  {(functions.data ?? []).map((fn) => (
                    <SelectItem key={fn.id} value={fn.id}>
                      {fn.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.assignedFunctionId?.message && (
            <p className="text-xs font-medium text-destructive">{errors.assignedFunctionId.message}</p>
          )}
        </div>
      </div>
      {!editing && (
        <div className="flex items-start gap-3 rounded-lg border p-3 text-sm">
          <input
            id="user-send-invitation"
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            aria-describedby="user-send-invitation-hint"
            {...form.register("sendInvitation")}
          />
          <div className="grid gap-0.5">
            <label htmlFor="user-send-invitation" className="font-medium">
              Send invitation email
            </label>
            <p id="user-send-invitation-hint" className="text-muted-foreground">
              A link to set their password; it expires in 7 days.
            </p>
          </div>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save Changes" : "Add User"}
        </Button>
      </DialogFooter>
    </form>
  );
}
