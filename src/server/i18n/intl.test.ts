// docs/decisions/026: the server's formatter per language: ICU plurals, currencies and dates in en and de.
import { describe, expect, it } from "vitest";
import { formatMeasure } from "../../domain/units";
import { mailMessages } from "../mail/messages";
import { intlFor } from "./intl";
import { acceptedLocale } from "./locale-of";

describe("the server's formatter", () => {
  it.each([
    ["en", 1, "Meridian: 1 result to report"],
    ["en", 3, "Meridian: 3 results to report"],
    ["de", 1, "Meridian: 1 Ergebnis zu melden"],
    ["de", 3, "Meridian: 3 Ergebnisse zu melden"],
  ] as const)("pluralises in %s (%i)", (locale, count, expected) => {
    expect(intlFor(locale).formatMessage(mailMessages.digestResultsSubject, { count })).toBe(expected);
  });

  it("writes money and numbers in each locale's way", () => {
    expect(formatMeasure(12500.5, "EUR", "en")).toBe("€12,500.50");
    expect(formatMeasure(12500.5, "EUR", "de")?.replace(/\s/g, " ")).toBe("12.500,50 €");
    expect(intlFor("de").formatNumber(0.875, { style: "percent", maximumFractionDigits: 2 })).toBe(
      "87,5\u00a0%",
    );
    expect(intlFor("en").formatNumber(0.875, { style: "percent", maximumFractionDigits: 2 })).toBe("87.5%");
  });

  it("writes dates in each locale's way", () => {
    const date = new Date(Date.UTC(2026, 2, 5, 14, 30));
    const options = { timeZone: "UTC", dateStyle: "medium", timeStyle: "short", hourCycle: "h23" } as const;
    expect(intlFor("en").formatDate(date, options)).toBe("Mar 5, 2026, 14:30");
    expect(intlFor("de").formatDate(date, options)).toBe("05.03.2026, 14:30");
  });

  it("falls back to the English text for an id the German catalogue lacks", () => {
    expect(
      intlFor("de").formatMessage({ id: "server.test.missing", defaultMessage: "Only {x}" }, { x: 1 }),
    ).toBe("Only 1");
  });

  it.each([
    [undefined, "en"],
    ["de-CH,de;q=0.9,en;q=0.5", "de"],
    ["fr-FR,fr;q=0.9,de;q=0.4,en;q=0.3", "de"],
    ["fr", "en"],
    ["en;q=0.2,de;q=0.8", "de"],
    ["de;q=0", "en"],
  ])("reads Accept-Language %s as %s", (header, expected) => {
    expect(acceptedLocale(header)).toBe(expected);
  });
});
