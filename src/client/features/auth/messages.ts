// docs/decisions/025: the sign-in, sign-up, password reset and verification words (AUTH-*). German in
// src/locales/de/auth.json.
import { defineMessage, defineMessages, type MessageTag } from "react-intl";

export const authMessages = defineMessages({
  signInTitle: { id: "auth.signInTitle", defaultMessage: "Sign in to Meridian" },
  signInDescription: {
    id: "auth.signInDescription",
    defaultMessage: "Welcome back. Enter your details to continue.",
  },
  signUpTitle: { id: "auth.signUpTitle", defaultMessage: "Start your free trial" },
  signUpDescription: {
    id: "auth.signUpDescription",
    defaultMessage: "Create your organization's workspace. Set up takes about 15 minutes.",
  },
  forgotTitle: { id: "auth.forgotTitle", defaultMessage: "Reset your password" },
  forgotDescription: {
    id: "auth.forgotDescription",
    defaultMessage: "Enter your account's email and we'll send you a link to choose a new password.",
  },
  email: { id: "auth.email", defaultMessage: "Email" },
  workEmail: { id: "auth.workEmail", defaultMessage: "Work email" },
  password: { id: "auth.password", defaultMessage: "Password" },
  firstName: { id: "auth.firstName", defaultMessage: "First name" },
  lastName: { id: "auth.lastName", defaultMessage: "Last name" },
  companyName: { id: "auth.companyName", defaultMessage: "Company name" },
  forgotPassword: { id: "auth.forgotPassword", defaultMessage: "Forgot password?" },
  signIn: { id: "auth.signIn", defaultMessage: "Sign In" },
  signingIn: { id: "auth.signingIn", defaultMessage: "Signing in..." },
  newToMeridian: defineMessage<{ readonly link: MessageTag }>({
    id: "auth.newToMeridian",
    defaultMessage: "New to Meridian? <link>Start a free trial</link>",
    description: "<link> is a button that opens the sign-up form",
  }),
  startFreeTrial: { id: "auth.startFreeTrial", defaultMessage: "Start Free Trial" },
  creatingAccount: { id: "auth.creatingAccount", defaultMessage: "Creating account..." },
  trialTerms: { id: "auth.trialTerms", defaultMessage: "14-day free trial · No credit card required" },
  haveAccount: defineMessage<{ readonly link: MessageTag }>({
    id: "auth.haveAccount",
    defaultMessage: "Already have an account? <link>Sign in</link>",
    description: "<link> is a button that opens the sign-in form",
  }),
  tooManyAttempts: {
    id: "auth.tooManyAttempts",
    defaultMessage: "Too many attempts. We can e-mail you a one-time sign-in link.",
  },
  sendSignInLink: { id: "auth.sendSignInLink", defaultMessage: "Send me a sign-in link" },
  signInLinkFailed: {
    id: "auth.signInLinkFailed",
    defaultMessage: "Failed to send the sign-in link. Please try again.",
  },
  signInLinkSent: {
    id: "auth.signInLinkSent",
    defaultMessage: "Please check your inbox: the link works once, for 15 minutes.",
    description: "Follows the server's sentence that a sign-in link is on its way",
  },
  sending: { id: "auth.sending", defaultMessage: "Sending..." },
  backToSignIn: { id: "auth.backToSignIn", defaultMessage: "Back to Sign In" },
  resetSent: defineMessage<{ readonly email: string; readonly strong: MessageTag }>({
    id: "auth.resetSent",
    defaultMessage:
      "If an account exists for <strong>{email}</strong>, a link to reset the password is on its way. Please check your inbox.",
  }),
  resetFailed: { id: "auth.resetFailed", defaultMessage: "Failed to send the reset link. Please try again." },
  sendResetLink: { id: "auth.sendResetLink", defaultMessage: "Send Reset Link" },
  verifyBanner: {
    id: "auth.verifyBanner",
    defaultMessage: "Some features may be limited until you verify your email",
  },
  resendEmail: { id: "auth.resendEmail", defaultMessage: "Resend Email" },
  verifyRequiredTitle: { id: "auth.verifyRequiredTitle", defaultMessage: "Verify your email to continue" },
  verifyRequiredText: defineMessage<{ readonly email: string; readonly strong: MessageTag }>({
    id: "auth.verifyRequiredText",
    defaultMessage:
      "Your email address needs verifying before you can use Meridian. We sent a 6-digit code to <strong>{email}</strong>.",
  }),
  enterCode: { id: "auth.enterCode", defaultMessage: "Enter verification code" },
  signOut: { id: "auth.signOut", defaultMessage: "Sign out" },
  verifyTitle: { id: "auth.verifyTitle", defaultMessage: "Verify your email" },
  verifyCodeSent: defineMessage<{ readonly email: string; readonly strong: MessageTag }>({
    id: "auth.verifyCodeSent",
    defaultMessage: "Enter the 6-digit code we sent to <strong>{email}</strong>.",
  }),
  codeExpiry: { id: "auth.codeExpiry", defaultMessage: "The code expires in 24 hours." },
  verifying: { id: "auth.verifying", defaultMessage: "Verifying..." },
  verifyEmail: { id: "auth.verifyEmail", defaultMessage: "Verify Email" },
  resendCode: { id: "auth.resendCode", defaultMessage: "Resend Code" },
});
