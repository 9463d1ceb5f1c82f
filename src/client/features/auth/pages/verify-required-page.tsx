import { LogOut, MailCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FormattedMessage } from "react-intl";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { Button } from "../../../components/ui/button";
import { useCurrentUser } from "../../../lib/auth";
import { useLogout } from "../api/logout";
import { VerificationCodeDialog } from "../components/verification-code-dialog";
import { authMessages as m } from "../messages";

/** AUTH-5: a signed-in user whose e-mail is unverified sees the code dialog, not the app. */
export function VerifyRequiredPage() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const [dialogOpen, setDialogOpen] = useState(true);
  const email = user?.email ?? "";

  return (
    <StandalonePageLayout>
      <div className="grid justify-items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">
          <FormattedMessage {...m.verifyRequiredTitle} />
        </h1>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            {...m.verifyRequiredText}
            values={{
              email,
              strong: (words: ReactNode) => <span className="font-medium text-foreground">{words}</span>,
            }}
          />
        </p>
        <Button className="w-full" onClick={() => setDialogOpen(true)}>
          <FormattedMessage {...m.enterCode} />
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut aria-hidden="true" />
          <FormattedMessage {...m.signOut} />
        </Button>
      </div>
      <VerificationCodeDialog email={email} open={dialogOpen} onOpenChange={setDialogOpen} />
    </StandalonePageLayout>
  );
}
