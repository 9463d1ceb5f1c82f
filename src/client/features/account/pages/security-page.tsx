"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRoundIcon, LaptopIcon, LogOutIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { accountSessionsResource } from "../../../../domain/resources";
import { type AccountSession, changePasswordSchema } from "../../../../domain/schemas/auth";
import { FormDialog } from "../../../components/form/form-dialog";
import { FormTextField } from "../../../components/form/form-fields";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/intl";
import { useDelete, useList, useWrite } from "../../../lib/resources";
import { LanguageCard } from "../components/language-card";

/** AUTH-37: the current password, then a new one (AUTH-2; the server also refuses common ones, AUTH-39). */
function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const change = useWrite(
    accountSessionsResource,
    (body: z.output<typeof changePasswordSchema>) =>
      api.post<{ message: string }>("/api/auth/change-password", body),
    { silent: true },
  );
  return (
    <FormDialog
      onOpenChange={(open) => !open && onClose()}
      title="Change password"
      description="Your other sessions are signed out when the password changes."
      form={form}
      submitLabel="Change password"
      pendingLabel="Changing..."
      pending={change.isPending}
      onSubmit={(values, { applyServerErrors, setFormError }) =>
        change.mutate(values, {
          onSuccess: (answer) => {
            toast({ title: "Password changed", description: answer.message, variant: "success" });
            onClose();
          },
          onError: (error) => {
            if (!applyServerErrors(error)) setFormError(error.message);
          },
        })
      }
    >
      <FormTextField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with upper- and lower-case letters, a number and a symbol; not a common password."
      />
    </FormDialog>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useDelete(accountSessionsResource, {
    onSuccess: () => toast({ title: "Signed out", description: `${session.device} was signed out.` }),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <LaptopIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {session.device}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-xs text-muted-foreground">
          Last used {formatDateTime(session.lastSeenAt)} · signed in {formatDateTime(session.createdAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          onClick={() => end.mutate({ id: session.id })}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Security (AUTH-37, AUTH-38, UI-120): the signed-in user's language, password and sessions, from the user menu. */
export function SecurityPage() {
  const [changing, setChanging] = useState(false);
  const sessions = useList(accountSessionsResource);
  const endOthers = useWrite(
    accountSessionsResource,
    () => api.delete<{ message: string; ended: number }>(accountSessionsResource.path),
    { onSuccess: (answer) => toast({ title: "Signed out", description: answer.message }) },
  );
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <div className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader {...useScreenHeading("/security")} />
      <LanguageCard />
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs out every other session.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => setChanging(true)}>
            <KeyRoundIcon aria-hidden="true" />
            Change password
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>Where your account is signed in, the latest used first.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          {sessions.isPending ? (
            <p className="text-sm text-muted-foreground">Loading sessions...</p>
          ) : (
            <ul className="divide-y">
              {(sessions.data ?? []).map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          )}
          <div>
            <Button
              variant="outline"
              disabled={others === 0 || endOthers.isPending}
              onClick={() => endOthers.mutate(undefined)}
            >
              <LogOutIcon aria-hidden="true" />
              Sign out all other sessions
            </Button>
          </div>
        </CardContent>
      </Card>
      {changing && <ChangePasswordDialog onClose={() => setChanging(false)} />}
    </div>
  );
}
