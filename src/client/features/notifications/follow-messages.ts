// docs/decisions/025: the Follow button's words, apart from the notifications' other messages so that the
// screens showing the button do not load them all (the route's budget, PLATFORM-26).
import { defineMessage, defineMessages } from "react-intl";

export const followMessages = defineMessages({
  beTold: defineMessage<{ readonly name: string }>({
    id: "notifications.beTold",
    defaultMessage: "Be told when {name} changes status",
  }),
  couldNotFollow: { id: "notifications.couldNotFollow", defaultMessage: "Could not follow" },
  couldNotUnfollow: { id: "notifications.couldNotUnfollow", defaultMessage: "Could not unfollow" },
  follow: { id: "notifications.follow", defaultMessage: "Follow" },
  followName: defineMessage<{ readonly name: string }>({
    id: "notifications.followName",
    defaultMessage: "Follow {name}",
  }),
  following: { id: "notifications.following", defaultMessage: "Following" },
  ownerNote: {
    id: "notifications.ownerNote",
    defaultMessage: "You own it: you are told when its status changes.",
  },
  stopFollowing: defineMessage<{ readonly name: string }>({
    id: "notifications.stopFollowing",
    defaultMessage: "Stop following {name}",
  }),
});
