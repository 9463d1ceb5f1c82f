import { type MessageDescriptor, useIntl } from "react-intl";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Logo } from "../../../components/logo";
import { Dialog, DialogContent, DialogHeading } from "../../../components/ui/dialog";
import { AUTH_QUERY_PARAM, type AuthDialogMode, paths } from "../../../lib/paths";
import { authMessages as m } from "../messages";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const COPY: Record<AuthDialogMode, { title: MessageDescriptor; description: MessageDescriptor }> = {
  signin: { title: m.signInTitle, description: m.signInDescription },
  signup: { title: m.signUpTitle, description: m.signUpDescription },
  forgot: { title: m.forgotTitle, description: m.forgotDescription },
};

function readMode(value: string | null, pathname: string): AuthDialogMode | null {
  if (value === "signin" || value === "signup" || value === "forgot") return value;
  return pathname === paths.login ? "signin" : null;
}

/**
 * The Sign In, Start Free Trial and Forgot password dialogs, driven by `?auth=signin|signup|forgot`
 * (AUTH-11), so any page, link or server redirect can open them.
 */
export function AuthDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const mode = readMode(searchParams.get(AUTH_QUERY_PARAM), pathname);

  const show = (next: AuthDialogMode | null) => {
    if (next === null && pathname === paths.login) {
      navigate(paths.home, { replace: true });
      return;
    }
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(AUTH_QUERY_PARAM, next);
        else params.delete(AUTH_QUERY_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  const copy = mode ? COPY[mode] : null;
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && show(null)}>
      <DialogContent className="max-w-md gap-6">
        <DialogHeading
          title={copy && intl.formatMessage(copy.title)}
          description={copy && intl.formatMessage(copy.description)}
        >
          <Logo className="mb-2 h-7" />
        </DialogHeading>
        {mode === "signin" && (
          <SignInForm
            onForgotPassword={() => show("forgot")}
            onSwitchToSignUp={() => show("signup")}
            onSignedIn={() => show(null)}
          />
        )}
        {mode === "signup" && (
          <SignUpForm onSwitchToSignIn={() => show("signin")} onSignedUp={() => show(null)} />
        )}
        {mode === "forgot" && <ForgotPasswordForm onBackToSignIn={() => show("signin")} />}
      </DialogContent>
    </Dialog>
  );
}
