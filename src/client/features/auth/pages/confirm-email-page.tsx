import { useMutation } from "@tanstack/react-query";
import { CircleCheck, CircleX, MailCheck } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { Button } from "../../../components/ui/button";
import { ApiError, api } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";

const INVALID_LINK = "Invalid or expired email change link";

/**
 * AUTH-35: the page of the link mailed to a new address. It asks for a click rather than confirming on
 * load, so a mail scanner opening the link does not confirm the change.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get("token");
  const confirm = useMutation({
    mutationFn: () => api.post<{ message: string }>("/api/auth/confirm-email", { token }),
    meta: { silent: true },
  });

  if (confirm.isSuccess) {
    return (
      <StandalonePageLayout>
        <div className="grid justify-items-center gap-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Email address confirmed</h1>
          <p className="text-sm text-muted-foreground">{confirm.data.message}</p>
          <Button onClick={() => navigate(paths.login, { replace: true })}>Go to Login</Button>
        </div>
      </StandalonePageLayout>
    );
  }
  const failure = !token
    ? INVALID_LINK
    : confirm.isError
      ? confirm.error instanceof ApiError
        ? confirm.error.serverMessage || INVALID_LINK
        : "Something went wrong. Please try again."
      : null;
  return (
    <StandalonePageLayout>
      <div className="grid justify-items-center gap-4 text-center">
        {failure ? (
          <CircleX className="size-12 text-destructive" aria-hidden="true" />
        ) : (
          <MailCheck className="size-12 text-primary" aria-hidden="true" />
        )}
        <h1 className="text-xl font-semibold">Confirm your new email address</h1>
        <p className="text-sm text-muted-foreground">
          Your Meridian account will use this address from now on, and you will sign in again with it.
        </p>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {token && (
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? "Confirming..." : "Confirm email address"}
          </Button>
        )}
        <Button variant="ghost" onClick={() => navigate(paths.home)}>
          Cancel
        </Button>
      </div>
    </StandalonePageLayout>
  );
}
