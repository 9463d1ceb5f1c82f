import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleX, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { withParams } from "../../../../domain/read-url";
import { StandalonePageLayout } from "../../../components/standalone-page-layout";
import { buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError, api } from "../../../lib/api-client";
import { useCurrentUser } from "../../../lib/auth";
import { notificationPreferencesPath, paths } from "../../../lib/paths";
import type { UnsubscribeAnswer } from "../lib/types";
import { notificationsMessages as m } from "../messages";

const UNSUBSCRIBE = "/api/notifications/unsubscribe";

function listOf(intl: IntlShape, names: string[]): string {
  if (names.length <= 1) return names.join("");
  return intl.formatMessage(m.listLast, { first: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" });
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
        <FormattedMessage {...m.goToMeridian} />
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
  const intl = useIntl();
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
        title={intl.formatMessage(m.incompleteLinkTitle)}
        text={intl.formatMessage(m.incompleteLinkText)}
      />
    );
  } else if (failure instanceof ApiError && failure.status === 404) {
    content = (
      <Problem title={intl.formatMessage(m.unknownLinkTitle)} text={intl.formatMessage(m.unknownLinkText)} />
    );
  } else if (failure) {
    content = <Problem title={intl.formatMessage(m.failedTitle)} text={intl.formatMessage(m.failedText)} />;
  } else if (!unsubscribe.isSuccess) {
    content = (
      <div className="grid justify-items-center gap-4 py-6 text-center" aria-busy="true">
        <Spinner />
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.unsubscribing} />
        </p>
      </div>
    );
  } else {
    const names = unsubscribe.data.types.map((entry) => entry.label);
    content = (
      <div className="grid justify-items-center gap-4 text-center">
        <MailX className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-semibold">
          <FormattedMessage {...m.unsubscribed} />
        </h1>
        <p className="text-sm" data-testid="unsubscribed-types">
          {unsubscribe.data.schedule
            ? intl.formatMessage(m.unsubscribedSchedule, { schedule: unsubscribe.data.schedule })
            : names.length > 0
              ? intl.formatMessage(m.unsubscribedTypes, { types: listOf(intl, names) })
              : intl.formatMessage(m.unsubscribedNothing)}
        </p>
        {isAuthenticated ? (
          <Link to={notificationPreferencesPath} className={buttonClasses({ variant: "outline" })}>
            <FormattedMessage {...m.changePreferences} />
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              {...m.signInToChoose}
              values={{
                link: (chunks) => (
                  <Link to={paths.login} className="font-medium text-primary hover:underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        )}
      </div>
    );
  }
  return <StandalonePageLayout>{content}</StandalonePageLayout>;
}
