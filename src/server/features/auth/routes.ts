import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountSessionSchema,
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  invitationQuerySchema,
  invitationStatusSchema,
  loginSchema,
  otpCodeSchema,
  resendVerificationSchema,
  SIGN_IN_LINK_SENT_MESSAGE,
  signInLinkRedeemSchema,
  signInLinkRequestSchema,
  signupSchema,
  tokenPasswordSchema,
} from "../../../domain/schemas/auth";
import { userPreferencesSchema } from "../../../domain/schemas/preferences";
import { localeFor } from "../../i18n";
import { messageSchema } from "../../kernel";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/auth";
import { loggable } from "../../plugins/errors";
import * as account from "./account";
import { toCurrentUser } from "./current-user";
import * as auth from "./service";

const userAnswer = z.object({ user: currentUserSchema, message: z.string().optional() });

// AUTH-46: every sign-in 429 offers a mailed one-time sign-in link (documented for the client).
const signInRefused = z.object({
  message: z.string(),
  code: z.literal("RATE_LIMITED"),
  signInLinkAvailable: z.literal(true),
});

const VERIFICATION_SENT = "Verification email sent! Please check your inbox.";

/** Authentication calls (API-1), plus the invitation and password reset (AUTH-7, AUTH-8). */
export const authRoutes =
  (deps: auth.AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = deps.config.env === "production";
    const tags = ["auth"];

    app.post(
      "/auth/signup",
      { schema: { tags, body: signupSchema, response: { 201: userAnswer } } },
      async (request, reply) => {
        const { user, session } = await auth.signUp(deps, request.body, request.ip, localeFor(request));
        setSessionCookie(reply, session, secure);
        await account.recordDevice(deps, session.token, request.headers["user-agent"]); // AUTH-38
        return reply
          .status(201)
          .send({ user, message: "Account created! Please check your email for the verification code." });
      },
    );

    app.post(
      "/auth/login",
      { schema: { tags, body: loginSchema, response: { 200: userAnswer, 429: signInRefused } } },
      async (request, reply) => {
        const { user, session } = await auth.logIn(deps, request.body, request.ip);
        setSessionCookie(reply, session, secure);
        await account.recordDevice(deps, session.token, request.headers["user-agent"]); // AUTH-38
        return { user };
      },
    );

    app.post(
      "/auth/logout",
      { schema: { tags, response: { 200: messageSchema } } },
      async (request, reply) => {
        if (request.auth) await auth.logOut(deps, request.auth);
        clearSessionCookie(reply, secure);
        return { message: "Logged out successfully" };
      },
    );

    app.get("/auth/user", { schema: { tags, response: { 200: currentUserSchema } } }, async (request) =>
      toCurrentUser(requireUser(request)),
    );

    app.put(
      "/auth/user/preferences",
      {
        schema: {
          tags,
          description:
            "USER-12: the signed-in person's own language (en or de) and, when sent, IANA time zone; an unknown time zone answers 400 and nothing changes. Answers the current user as GET /api/auth/user does.",
          body: userPreferencesSchema,
          response: { 200: currentUserSchema },
        },
      },
      async (request) => account.setPreferences(deps, requireUser(request), request.body),
    );

    app.get(
      "/auth/verification-status",
      { schema: { tags, response: { 200: z.object({ email: z.string(), emailVerified: z.boolean() }) } } },
      async (request) => {
        const user = requireUser(request);
        return { email: user.email, emailVerified: user.emailVerified };
      },
    );

    app.post(
      "/auth/verify-otp",
      { schema: { tags, body: otpCodeSchema, response: { 200: userAnswer } } },
      async (request, reply) => {
        const { user, session } = await auth.verifyCode(deps, requireUser(request), request.body.otpCode);
        setSessionCookie(reply, session, secure);
        await account.recordDevice(deps, session.token, request.headers["user-agent"]); // AUTH-38
        return { user, message: "Email verified successfully" };
      },
    );

    for (const path of ["/auth/send-verification", "/auth/resend-verification"]) {
      app.post(
        path,
        { schema: { tags, body: resendVerificationSchema, response: { 200: messageSchema } } },
        async (request) => {
          await auth.resendVerification(deps, request.body.email, request.ip);
          return { message: VERIFICATION_SENT };
        },
      );
    }

    app.get(
      "/auth/verify-email",
      {
        schema: {
          tags,
          querystring: z.object({ token: z.string().min(1, "Invalid verification link").max(200) }),
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await auth.verifyEmailLink(deps, request.query.token);
        return { message: "Your email has been verified. You can sign in now." };
      },
    );

    // AUTH-35: the link mailed to a new address confirms the change (the page posts its token).
    app.post(
      "/auth/confirm-email",
      {
        schema: {
          tags,
          body: z.object({ token: z.string().min(1, "Invalid or expired email change link").max(200) }),
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await auth.confirmEmailChange(deps, request.body.token);
        return { message: "Your new email address is confirmed. Sign in with it from now on." };
      },
    );

    // AUTH-18: the accept-invite page asks first whether its link can still be used.
    app.get(
      "/auth/invitation",
      { schema: { tags, querystring: invitationQuerySchema, response: { 200: invitationStatusSchema } } },
      async (request) => auth.invitationStatus(deps, request.query.token),
    );

    app.post(
      "/auth/accept-invite",
      { schema: { tags, body: tokenPasswordSchema, response: { 200: userAnswer } } },
      async (request, reply) => {
        const { user, session } = await auth.acceptInvite(
          deps,
          request.body.token,
          request.body.password,
          request.ip,
        );
        setSessionCookie(reply, session, secure);
        await account.recordDevice(deps, session.token, request.headers["user-agent"]); // AUTH-38
        return { user, message: "Welcome to Meridian! Your password is set." };
      },
    );

    app.post(
      "/auth/forgot-password",
      { schema: { tags, body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await auth.forgotPassword(deps, request.body.email, request.ip, (error) =>
          request.log.error({ err: loggable(error) }, "password reset mail not queued"),
        );
        return {
          message: "If an account exists for this email, a link to reset the password is on its way.",
        };
      },
    );

    // AUTH-46: a one-time sign-in link, asked for by address (the same answer for any address) ...
    app.post(
      "/auth/sign-in-link",
      { schema: { tags, body: signInLinkRequestSchema, response: { 200: messageSchema } } },
      async (request) => {
        await auth.requestSignInLink(deps, request.body.email, request.ip, (error) =>
          request.log.error({ err: loggable(error) }, "sign-in link mail not queued"),
        );
        return { message: SIGN_IN_LINK_SENT_MESSAGE };
      },
    );

    // ... and redeemed once for a session, as a sign-in makes (the page posts the mailed token).
    app.post(
      "/auth/sign-in-link/redeem",
      { schema: { tags, body: signInLinkRedeemSchema, response: { 200: userAnswer } } },
      async (request, reply) => {
        const { user, session } = await auth.redeemSignInLink(deps, request.body.token, request.ip);
        if (request.auth) await auth.logOut(deps, request.auth); // a session is never carried over
        setSessionCookie(reply, session, secure);
        await account.recordDevice(deps, session.token, request.headers["user-agent"]); // AUTH-38
        return { user, message: "You are signed in." };
      },
    );

    app.post(
      "/auth/reset-password",
      { schema: { tags, body: tokenPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await auth.resetPassword(deps, request.body.token, request.body.password, request.ip);
        return { message: "Your password has been reset. You can sign in now." };
      },
    );

    // AUTH-37: a new password, given the current one; every other session ends.
    app.post(
      "/auth/change-password",
      { schema: { tags, body: changePasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        await account.changePassword(deps, requireUser(request), request.body);
        return { message: "Your password has been changed. Your other sessions were signed out." };
      },
    );

    // AUTH-38: the signed-in user's sessions, and signing any or all of them out.
    app.get(
      "/auth/sessions",
      { schema: { tags, response: { 200: z.array(accountSessionSchema) } } },
      async (request) => account.listSessions(deps, requireUser(request)),
    );
    app.delete(
      "/auth/sessions/:id",
      {
        schema: {
          tags,
          params: z.object({ id: z.uuid(account.SESSION_NOT_FOUND_MESSAGE) }),
          response: { 200: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await account.endOwnSession(deps, user, request.params.id);
        if (request.params.id === user.sessionId) clearSessionCookie(reply, secure);
        return { message: "The session was signed out." };
      },
    );
    app.delete(
      "/auth/sessions",
      {
        schema: {
          tags,
          querystring: z.object({ everywhere: z.enum(["true", "false"]).optional() }),
          response: { 200: z.object({ message: z.string(), ended: z.number().int() }) },
        },
      },
      async (request, reply) => {
        const everywhere = request.query.everywhere === "true";
        const ended = await account.endOwnSessions(deps, requireUser(request), everywhere);
        if (everywhere) clearSessionCookie(reply, secure);
        return {
          message: everywhere ? "Signed out everywhere." : "Your other sessions were signed out.",
          ended,
        };
      },
    );

    // AUTH-11: the landing page's plan buttons go to sign-up, every other call to action to sign-in.
    app.get(
      "/login",
      { schema: { tags, querystring: z.object({ plan: z.string().max(40).optional() }) } },
      async (request, reply) => reply.redirect(request.query.plan ? "/?auth=signup" : "/?auth=signin"),
    );
  };
