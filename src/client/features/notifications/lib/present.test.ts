import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { badgeText, bellLabel, relativeTime } from "./present";

const intl = createIntl({ locale: "en", defaultLocale: "en" });

describe("the bell's badge (UI-98)", () => {
  it("is hidden at 0, the count to 9, 9+ above", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
    expect(bellLabel(intl, 3)).toBe("Notifications, 3 unread");
  });
});

describe("relative times", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("says just now, minutes, hours, days, then the date", () => {
    expect(relativeTime(intl, "2026-03-10T11:59:40Z", now)).toBe("just now");
    expect(relativeTime(intl, "2026-03-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime(intl, "2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime(intl, "2026-03-09T10:00:00Z", now)).toBe("yesterday");
    expect(relativeTime(intl, "2026-02-01T10:00:00Z", now)).toBe("Feb 1, 2026");
  });
});
