"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, CircleX, KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { type InvitationStatus, passwordSchema } from "../../../../domain/schemas/auth";
import { FormTextField } from "../../../components/form/form-fields";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useCurrentUser } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useInvitationStatus } from "../api/get-invitation";
import { useSetPassword } from "../api/set-password";
import { CredentialField } from "../components/credential-field";

const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

const COPY = {
  "accept-invite": {
    title: "Join your team on Meridian",
    description: "Choose a password to finish setting up your account.",
    submit: "Set Password and Join",
    done: "Your account is ready and your email is verified. Opening Meridian...",
  },
  "reset-password": {
    title: "Choose a new password",
    description: "Enter a new password for your account.",
    submit: "Reset Password",
    done: "Your password has been changed. You can now sign in with it.",
  },
} as const;

const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one.";

/** AUTH-7, AUTH-8: /accept-invite?token=… and /reset-password?token=… both end in choosing a password. */
export function SetPasswordPage({ kind }: { kind: "accept-invite" | "reset-password" }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const setPassword = useSetPassword(kind);
  const navigate = useNavigate();
  const copy = COPY[kind];
  const form = useForm<SetPasswordForm>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  // AUTH-18, UI-28: an invitation link is checked as the page opens, so a used, replaced or expired
  // link says so before a password is typed, whether or not someone is signed in.
  const invitation = useInvitationStatus(kind === "accept-invite" ? token : null);
  const { isAuthenticated } = useCurrentUser();

  if (!token) {
    return (
      <StandalonePageLayout>
        <div className="grid justify-items-center gap-4 text-center">
          <CircleX className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">{copy.title}</h1>
          <p role="alert" className="text-sm text-muted-foreground">
            {INVALID_LINK}
          </p>
          <Button asChild variant="outline">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </div>
      </StandalonePageLayout>
    );
  }

  if (setPassword.isSuccess) {
    return (
      <StandalonePageLayout>
        <div className="grid justify-items-center gap-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" />
          <h1 className="text-xl font-semibold">All set</h1>
          <p role="status" className="text-sm text-muted-foreground">
            {copy.done}
          </p>
          <Button asChild>
            <Link to={paths.login}>Sign In</Link>
          </Button>
        </div>
      </StandalonePageLayout>
    );
  }

  if (kind === "accept-invite" && !setPassword.isPending && !setPassword.isSuccess) {
    if (invitation.isPending) {
      return (
        <StandalonePageLayout>
          <div className="grid justify-items-center gap-4 text-center">
            <Spinner className="size-8" label="Checking your invitation" />
            <p className="text-sm text-muted-foreground">Checking your invitation...</p>
          </div>
        </StandalonePageLayout>
      );
    }
    const status: InvitationStatus | undefined = invitation.data?.status;
    if (status && status !== "valid") {
      return (
        <InvitationUnusable
          title={copy.title}
          status={status}
          message={invitation.data?.message ?? INVALID_LINK}
          signedIn={isAuthenticated}
        />
      );
    }
  }
  const invitedEmail = kind === "accept-invite" ? invitation.data?.email : null;

  return (
    <StandalonePageLayout>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ password }) =>
          setPassword.mutate(
            { token, password },
            {
              // Accepting an invitation signs the user in (AUTH-7): straight on to the app.
              onSuccess: () => {
                if (kind === "accept-invite") navigate(paths.home, { replace: true });
              },
            },
          ),
        )}
      >
        <div className="mb-2 grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">{copy.title}</h1>
          <p className="text-sm text-muted-foreground">{copy.description}</p>
          {invitedEmail ? (
            <p className="text-sm break-all">
              Invitation for <span className="font-medium">{invitedEmail}</span>
            </p>
          ) : null}
        </div>
        <CredentialField form={form} kind="new-password" label="New password" />
        <FormTextField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        {setPassword.isError && (
          <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {describeFailure(setPassword.error, INVALID_LINK)}
          </p>
        )}
        <Button type="submit" disabled={setPassword.isPending}>
          {setPassword.isPending ? "Saving..." : copy.submit}
        </Button>
      </form>
    </StandalonePageLayout>
  );
}

/** UI-28: a link that can no longer be used, with the way on: sign in, or back to where one was. */
function InvitationUnusable({
  title,
  status,
  message,
  signedIn,
}: {
  title: string;
  status: Exclude<InvitationStatus, "valid">;
  message: string;
  signedIn: boolean;
}) {
  return (
    <StandalonePageLayout>
      <div className="grid justify-items-center gap-4 text-center" data-invitation-status={status}>
        <CircleX className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p role="alert" className="text-sm text-muted-foreground">
          {message}
        </p>
        {signedIn ? (
          <Button asChild>
            <Link to={paths.home}>Go to Dashboard</Link>
          </Button>
        ) : status === "used" ? (
          <Button asChild>
            <Link to={paths.login}>Sign In</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        )}
      </div>
    </StandalonePageLayout>
  );
}
