import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Logo } from "../../../components/logo";
import { Dialog, DialogContent, DialogHeading } from "../../../components/ui/dialog";
import { AUTH_QUERY_PARAM, type AuthDialogMode, paths } from "../../../lib/paths";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

const COPY: Record<AuthDialogMode, { title: string; description: string }> = {
  signin: { title: "Sign in to Meridian", description: "Welcome back. Enter your details to continue." },
  signup: {
    title: "Start your free trial",
    description: "Create your organization's workspace. Set up takes about 15 minutes.",
  },
  forgot: {
    title: "Reset your password",
    description: "Enter your account's email and we'll send you a link to choose a new password.",
  },
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
        <DialogHeading title={copy?.title} description={copy?.description}>
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
