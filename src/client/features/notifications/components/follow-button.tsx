import { Bell, BellRing } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { describeFailure } from "../../../lib/errors";
import { followMessages as m } from "../follow-messages";
import { useFollowToggle } from "../lib/api";
import type { FollowSubject } from "../lib/types";

/**
 * UI-102, NOTIFY-6: 'Follow' / 'Following' on a KPI or objective assignment: a follower is told what
 * the owner is told about it. The owner follows what they own already, so they see a note instead.
 */
export function FollowButton({
  subject,
  name,
  isOwner = false,
  size = "sm",
}: {
  subject: FollowSubject;
  /** What is followed, for the button's accessible name. */
  name: string;
  isOwner?: boolean;
  size?: "sm" | "icon";
}) {
  const intl = useIntl();
  const { following, loaded, toggle } = useFollowToggle(subject, {
    onError: (error) =>
      toast({
        title: intl.formatMessage(following ? m.couldNotUnfollow : m.couldNotFollow),
        description: describeFailure(error, intl.formatMessage(commonMessages.tryAgainLater)),
        variant: "destructive",
      }),
  });
  if (isOwner) {
    return (
      <p className="text-xs text-muted-foreground">
        <FormattedMessage {...m.ownerNote} />
      </p>
    );
  }
  const Icon = following ? BellRing : Bell;
  return (
    <Button
      variant={following ? "secondary" : "outline"}
      size={size}
      aria-pressed={following}
      // The icon button keeps one name; aria-pressed says whether it is on.
      aria-label={size === "icon" ? intl.formatMessage(m.followName, { name }) : undefined}
      title={intl.formatMessage(following ? m.stopFollowing : m.beTold, { name })}
      disabled={!loaded || toggle.isPending}
      onClick={() => toggle.mutate(!following)}
      className={size === "icon" ? "size-7" : undefined}
    >
      <Icon aria-hidden="true" className={following ? "text-primary" : undefined} />
      {size === "icon" ? null : <FormattedMessage {...(following ? m.following : m.follow)} />}
    </Button>
  );
}
