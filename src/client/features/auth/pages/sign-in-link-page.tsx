import { CircleX, LogIn } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { SIGN_IN_LINK_INVALID_MESSAGE } from "../../../../domain/schemas/auth";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { AUTH_QUERY_PARAM, paths } from "../../../lib/paths";
import { useRedeemSignInLink } from "../api/sign-in-link";

/**
 * AUTH-46, UI-116: the page of a mailed one-time sign-in link. It asks for a click rather than signing
 * in on load, so a mail scanner opening the link does not use it up; signed in, it goes to the
 * Dashboard, and a link that no longer works says so with a way back to sign in.
 */
export function SignInLinkPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token");
  const redeem = useRedeemSignInLink();

  const failure = !token
    ? SIGN_IN_LINK_INVALID_MESSAGE
    : redeem.isError
      ? redeem.error instanceof ApiError
        ? redeem.error.serverMessage || SIGN_IN_LINK_INVALID_MESSAGE
        : "Something went wrong. Please try again."
      : null;
  const signIn = () => {
    if (!token) return;
    redeem.mutate(token, { onSuccess: () => navigate(paths.home, { replace: true }) });
  };
  return (
    <StandalonePageLayout>
      <div className="grid justify-items-center gap-4 text-center">
        {failure ? (
          <CircleX className="size-12 text-destructive" aria-hidden="true" />
        ) : (
          <LogIn className="size-12 text-primary" aria-hidden="true" />
        )}
        <h1 className="text-xl font-semibold">Sign in to Meridian</h1>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            This one-time link signs you in on this device. It works once and expires 15 minutes after it was
            sent.
          </p>
        )}
        {token && !redeem.isError && (
          <Button disabled={redeem.isPending || redeem.isSuccess} onClick={signIn}>
            {redeem.isPending || redeem.isSuccess ? "Signing in..." : "Sign in"}
          </Button>
        )}
        <Button
          variant={failure ? "default" : "ghost"}
          onClick={() => navigate({ pathname: paths.home, search: `?${AUTH_QUERY_PARAM}=signin` })}
        >
          Back to Sign In
        </Button>
      </div>
    </StandalonePageLayout>
  );
}
