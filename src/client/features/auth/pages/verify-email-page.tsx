"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { resendVerificationSchema } from "../../../../domain/schemas/auth";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth";
import { isNetworkFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { verificationStatusQueryKey } from "../api/get-verification-status";
import { useResendVerificationEmail } from "../api/resend-verification";
import { useVerifyEmail } from "../api/verify-email";
import { CredentialField } from "../components/credential-field";

// UI-8: the verified page redirects after 3 s.
export const VERIFIED_REDIRECT_MS = 3_000;

/** Verify page messages (UI-8) for a failed verification. */
function verificationFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || "Verification failed. Please try again.";
  return "An error occurred during verification. Please try again.";
}

/** Resend outcomes (UI-8), shown inline. */
function resendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || "Failed to send verification email";
  if (isNetworkFailure(error)) return "Failed to send verification email. Please try again.";
  return "Failed to send verification email. Please try again.";
}

function VerifiedState() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    toast({
      title: "Email Verified!",
      description: "Your account has been successfully verified. Redirecting...",
      variant: "success",
    });
    // Someone signed in (unverified) in this browser is verified now: refresh the user at once, so
    // the access gate opens the app instead of asking for the code again until the next poll.
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    void queryClient.invalidateQueries({ queryKey: verificationStatusQueryKey });
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <div className="grid justify-items-center gap-4 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Email Verified!</h1>
      <p className="text-sm text-muted-foreground">
        Your account has been successfully verified. Redirecting...
      </p>
      <Button onClick={() => navigate(paths.login, { replace: true })}>Go to Login Now</Button>
    </div>
  );
}

function ResendForm() {
  const resend = useResendVerificationEmail();
  const form = useForm<
    z.input<typeof resendVerificationSchema>,
    unknown,
    z.output<typeof resendVerificationSchema>
  >({
    resolver: zodResolver(resendVerificationSchema),
    defaultValues: { email: "" },
  });
  return (
    <form
      onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))}
      noValidate
      className="grid gap-3 text-left"
    >
      <CredentialField form={form} kind="email" label="Email" />
      {resend.isSuccess && (
        <p role="status" className="rounded-md bg-success/10 px-3 py-2 text-sm text-success">
          Verification email sent! Please check your inbox.
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {resendFailureMessage(resend.error)}
        </p>
      )}
      <Button type="submit" disabled={resend.isPending}>
        {resend.isPending ? "Sending..." : "Resend Verification Email"}
      </Button>
    </form>
  );
}

/** Verify-email page (UI-8): verifying, then success or error; a missing token goes straight to error. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token");
  const verification = useVerifyEmail(token);

  let body: ReactNode;
  if (token && verification.isSuccess) {
    body = <VerifiedState />;
  } else if (token && !verification.isError) {
    body = (
      <div role="status" className="grid justify-items-center gap-4 py-6 text-center">
        <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Verifying your email...</h1>
        <p className="text-sm text-muted-foreground">This takes just a moment.</p>
      </div>
    );
  } else {
    const message = token
      ? verificationFailureMessage(verification.error)
      : "Invalid verification link. Please check your email and click the correct link.";
    body = (
      <div className="grid gap-5">
        <div className="grid justify-items-center gap-3 text-center">
          <CircleX className="size-12 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Verification failed</h1>
          <p role="alert" className="text-sm text-muted-foreground">
            {message}
          </p>
        </div>
        <div className="border-t pt-5">
          <p className="mb-3 text-sm text-muted-foreground">
            Need a new link? Enter your email and we'll send one.
          </p>
          <ResendForm />
        </div>
        <Button variant="ghost" onClick={() => navigate(paths.login)}>
          Back to Login
        </Button>
      </div>
    );
  }

  return <StandalonePageLayout>{body}</StandalonePageLayout>;
}
