import fs from "node:fs";
import path from "node:path";
import { createIntl, type MessageFormatElement } from "react-intl";
import { describe, expect, it } from "vitest";
import { parseDecimal } from "../../domain/measures";
import { SCREEN_HEADINGS } from "../../domain/screen-headings";
import { formatMeasure, unitOf } from "../../domain/units";
import { shellMessages } from "../app/messages";
import { SCREEN_HEADING_MESSAGES } from "../components/screen-headings";
import { landingMessages } from "../features/landing/messages";
import { localeDecimalSeparator } from "../lib/decimal";
import { formatAst } from "./format-ast";
import { chooseLocale, matchLocale } from "./locale";

type Catalogue = Record<string, MessageFormatElement[]>;
// Written by scripts/i18n.mjs (the tests' global setup runs it).
const compiled = (locale: string): Catalogue =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/compiled/${locale}.json`), "utf8"),
  );
const intlFor = (locale: "en" | "de") =>
  createIntl({
    locale,
    defaultLocale: "en",
    messages: locale === "en" ? {} : compiled(locale),
    onError: (error) => {
      throw error;
    },
  });
const en = intlFor("en");
const de = intlFor("de");
// Intl writes a no-break space before "€" and "%" in German, and a narrow one in some times.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("UI-117: the locale", () => {
  it.each([
    [["de-DE", "en"], "de"],
    [["fr-FR", "de-AT"], "de"],
    [["en-GB"], "en"],
    [["fr", "es"], null],
    [[], null],
  ] as const)("matches the browser's languages %j to %s", (tags, locale) => {
    expect(matchLocale(tags)).toBe(locale);
  });

  it.each([
    ["the tab's ?lang first", { tab: "en-XA", user: "de", browser: ["de"] }, "en-XA"],
    ["then the person's preference", { user: "de", chosen: "en", organization: "en", browser: ["en"] }, "de"],
    ["then the choice made on this browser", { chosen: "de", organization: "en", browser: ["en"] }, "de"],
    ["then the organization's default", { organization: "de", browser: ["en-US"] }, "de"],
    ["then the browser's languages", { organization: null, browser: ["de-CH"] }, "de"],
    ["else English", { tab: "xx", user: "fr", browser: ["fr"] }, "en"],
  ] as const)("takes %s", (_, sources, locale) => {
    expect(chooseLocale(sources)).toBe(locale);
  });
});

describe("UI-118: messages and figures in English and German", () => {
  it("writes a plural in each language", () => {
    expect(en.formatMessage(shellMessages.navWaiting, { count: 1 })).toBe("1 waiting");
    expect(en.formatMessage(shellMessages.navWaiting, { count: 1234 })).toBe("1,234 waiting");
    expect(de.formatMessage(shellMessages.navWaiting, { count: 1 })).toBe("1 wartet");
    expect(de.formatMessage(shellMessages.navWaiting, { count: 1234 })).toBe("1.234 warten");
  });

  it("writes a currency, a percentage, a date and a relative time in each language", () => {
    const money = { style: "currency", currency: "EUR" } as const;
    expect(plain(en.formatNumber(1234.5, money))).toBe("€1,234.50");
    expect(plain(de.formatNumber(1234.5, money))).toBe("1.234,50 €");
    expect(plain(en.formatNumber(0.125, { style: "percent", maximumFractionDigits: 1 }))).toBe("12.5%");
    expect(plain(de.formatNumber(0.125, { style: "percent", maximumFractionDigits: 1 }))).toBe("12,5 %");
    const day = Date.UTC(2026, 2, 3);
    const date = { dateStyle: "long", timeZone: "UTC" } as const;
    expect(en.formatDate(day, date)).toBe("March 3, 2026");
    expect(de.formatDate(day, date)).toBe("3. März 2026");
    expect(en.formatRelativeTime(-2, "day")).toBe("2 days ago");
    expect(de.formatRelativeTime(-2, "day")).toBe("vor 2 Tagen");
  });

  it("writes measures and reads number fields in the screens' locale (UI-113, VALUE-2)", () => {
    expect(plain(formatMeasure(1234.5, unitOf("€"), "de-DE") ?? "")).toBe("1.234,50 €");
    expect(formatMeasure(1234.5, unitOf("€"), "en-US")).toBe("€1,234.50");
    expect(localeDecimalSeparator("de-DE")).toBe(",");
    expect(localeDecimalSeparator("en-GB")).toBe(".");
    expect(parseDecimal("1.234,5", localeDecimalSeparator("de-DE"))).toEqual(parseDecimal("1234.5"));
  });

  it("keeps a message's English argument in German", () => {
    expect(de.formatMessage(landingMessages.footer, { year: "2026" })).toBe(
      "© 2026 Meridian. Balanced Scorecards und Kennzahlen-Performance-Management.",
    );
  });
});

describe("UI-105: the screens' headings", () => {
  it("are SCREEN_HEADINGS' English word for word", () => {
    for (const [screen, heading] of Object.entries(SCREEN_HEADINGS)) {
      const messages = SCREEN_HEADING_MESSAGES[screen as keyof typeof SCREEN_HEADINGS];
      expect(en.formatMessage(messages.title), screen).toBe(heading.title);
      expect(en.formatMessage(messages.description), screen).toBe(heading.description);
    }
  });
});

describe("docs/decisions/025: the landing page's own formatter", () => {
  // Every landing message, with the values the page gives it, formatted as react-intl formats it.
  const values: Record<string, Record<string, unknown>> = {
    heroTitle: { em: (words: unknown) => `*${String(words)}*` },
    statMinutes: { minutes: 15 },
    footer: { year: "2026" },
    useCaseSlide: { index: 1, count: 4 },
    useCaseShow: { index: 2 },
  };
  for (const locale of ["en", "de"] as const) {
    it(`writes every landing message in ${locale} as react-intl does`, () => {
      const catalogue = compiled(locale);
      const intl = intlFor(locale);
      for (const [key, descriptor] of Object.entries(landingMessages)) {
        const ast = catalogue[descriptor.id];
        expect(ast, descriptor.id).toBeDefined();
        const given = values[key] ?? {};
        const expected = intl.formatMessage(descriptor, given as never);
        const written = formatAst(ast ?? [], locale, given);
        expect(Array.isArray(written) ? written.join("") : written, descriptor.id).toBe(
          Array.isArray(expected) ? expected.join("") : expected,
        );
      }
    });
  }

  it("writes plurals with # and =n, selects and numbers as react-intl does", () => {
    const messages = {
      plural: "{count, plural, =0 {none} one {# item} other {# items}}",
      select: "{kind, select, admin {an admin} other {a member}}",
      number: "{share, number, percent} of {total, number}",
    };
    const intl = createIntl({ locale: "de", messages });
    const ast = (id: keyof typeof messages) =>
      intl.formatters.getMessageFormat(messages[id], "de").getAst() as MessageFormatElement[];
    for (const count of [0, 1, 2, 1234]) {
      expect(formatAst(ast("plural"), "de", { count })).toBe(intl.formatMessage({ id: "plural" }, { count }));
    }
    expect(formatAst(ast("select"), "de", { kind: "admin" })).toBe("an admin");
    expect(plain(String(formatAst(ast("number"), "de", { share: 0.5, total: 1234.5 })))).toBe(
      plain(intl.formatMessage({ id: "number" }, { share: 0.5, total: 1234.5 })),
    );
  });
});
