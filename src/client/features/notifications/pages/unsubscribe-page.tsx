import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleX, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { withParams } from "../../../../domain/read-url";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, api } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { notificationPreferencesPath, paths } from "../../../lib/paths";
import type { UnsubscribeAnswer } from "../lib/types";

const UNSUBSCRIBE = "/api/notifications/unsubscribe";

function listOf(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <CircleX className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p role="alert" className="text-sm text-muted-foreground">
        {text}
      </p>
      <Link to={paths.home} className={buttonClasses({ variant: "ghost" })}>
        Go to Meridian
      </Link>
    </div>
  );
}

/**
 * UI-104, NOTIFY-10: the page of a notification e-mail's unsubscribe link, signed in or not. Opening
 * it is the one click: it reads what the link is about, then unsubscribes (those types move to in the
 * app only) and says so.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get("token");
  const { isAuthenticated } = useCurrentUser();
  const info = useQuery({
    queryKey: [UNSUBSCRIBE, { token }],
    queryFn: ({ signal }) => api.get<UnsubscribeAnswer>(withParams(UNSUBSCRIBE, { token }), { signal }),
    enabled: token !== null && token !== "",
    retry: false,
    meta: { silent: true },
  });
  const unsubscribe = useMutation({
    mutationFn: () => api.post<UnsubscribeAnswer>(withParams(UNSUBSCRIBE, { token }), {}),
    meta: { silent: true },
  });
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!info.isSuccess || sent.current) return;
    sent.current = true;
    mutate();
  }, [info.isSuccess, mutate]);

  const failure = info.error ?? unsubscribe.error;
  let content: React.ReactNode;
  if (!token) {
    content = (
      <Problem
        title="Incomplete link"
        text="This unsubscribe link has no token. Copy the whole link from the e-mail."
      />
    );
  } else if (failure instanceof ApiError && failure.status === 404) {
    content = (
      <Problem
        title="Unknown unsubscribe link"
        text="This unsubscribe link is not known to Meridian. It may have been mistyped or shortened: open it again from the e-mail, or change your notification preferences after signing in."
      />
    );
  } else if (failure) {
    content = (
      <Problem
        title="Something went wrong"
        text="Your preferences were not changed. Please open the link again in a moment."
      />
    );
  } else if (!unsubscribe.isSuccess) {
    content = (
      <div className="grid justify-items-center gap-4 py-6 text-center" aria-busy="true">
        <Spinner />
        <p className="text-sm text-muted-foreground">Unsubscribing…</p>
      </div>
    );
  } else {
    const names = unsubscribe.data.types.map((entry) => entry.label);
    content = (
      <div className="grid justify-items-center gap-4 text-center">
        <MailX className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-semibold">You are unsubscribed</h1>
        <p className="text-sm" data-testid="unsubscribed-types">
          {unsubscribe.data.schedule
            ? `You are no longer a recipient of the report schedule '${unsubscribe.data.schedule}'.`
            : names.length > 0
              ? `You will no longer get e-mail about: ${listOf(names)}. You still see them in Meridian.`
              : "You get no e-mail from this link any more. You still see your notifications in Meridian."}
        </p>
        {isAuthenticated ? (
          <Link to={notificationPreferencesPath} className={buttonClasses({ variant: "outline" })}>
            Change your notification preferences
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Link to={paths.login} className="font-medium text-primary hover:underline">
              Sign in
            </Link>{" "}
            to choose how you are told about each kind of event (Notifications, Preferences).
          </p>
        )}
      </div>
    );
  }
  return <StandalonePageLayout>{content}</StandalonePageLayout>;
}
