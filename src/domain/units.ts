// UI-113, UI-114: what a KPI's unit means and the one way a measure is written, on every screen, file and
// mail. The unit is the library KPI's free text (LIBRARY-3); unitOf reads it into a model, so every row
// old or new reads the same and there is one source of truth. formatMeasure writes a value in it for a
// locale the caller passes (the server "en-US", the screens the reader's).
import { EN_US_NUMBER_LOCALES, writeEnglishDigits } from "./number-text";

/** UI-113: the locale of text the server writes (mail, the briefing book, the activity log). */
export const SERVER_LOCALE = "en-US";

export const UNIT_KINDS = ["number", "percent", "currency", "duration"] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** UI-114: the scale a value is kept in: 1, thousands ('€ thousands', '€k') or millions ('€m'). */
export const UNIT_SCALES = [1, 1_000, 1_000_000] as const;
export type UnitScale = (typeof UNIT_SCALES)[number];

export const DURATION_UNITS = ["minute", "hour", "day", "week", "month", "year"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export type Unit = {
  kind: UnitKind;
  /** ISO 4217 code of a currency ('EUR'); set only for kind 'currency'. */
  currency?: string;
  /** Set only for kind 'duration'. */
  duration?: DurationUnit;
  scale: UnitScale;
  /** Decimals, 0–4: the most a number shows; money shows exactly these, or none for a whole amount. */
  decimals: number;
  /** A unit of no kind above ('kg', 'km'), written after the number. */
  label?: string;
};

const SYMBOLS: Record<string, string> = { "€": "EUR", $: "USD", "£": "GBP", "¥": "JPY" };
/** SETTINGS-15: the currencies a unit or an organization may name, by ISO 4217 code. */
export const CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "JPY",
  "CAD",
  "AUD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
] as const;
export type Currency = (typeof CURRENCIES)[number];
const CODES: ReadonlySet<string> = new Set(CURRENCIES);
/** The symbol a currency is written with in the en-US-like locales, as Intl's narrowSymbol writes it. */
const ENGLISH_SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£", JPY: "¥" };

/** The symbol a currency leads its amounts with in English ('€'), null for one written by its code. */
export const currencySymbol = (currency: string | undefined): string | null =>
  ENGLISH_SYMBOLS[currency ?? ""] ?? null;

const SCALE_WORDS: Record<string, UnitScale> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  "000": 1_000,
  "000s": 1_000,
  "'000": 1_000,
  "'000s": 1_000,
  tsd: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  mio: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
};
/** UI-114: the letter after a scaled amount: '€4,110k', '€4.11m'. */
const SCALE_SUFFIX: Record<UnitScale, string> = { 1: "", 1000: "k", 1000000: "m" };

const DURATIONS: Record<string, DurationUnit> = {
  min: "minute",
  mins: "minute",
  minute: "minute",
  minutes: "minute",
  h: "hour",
  hr: "hour",
  hrs: "hour",
  hour: "hour",
  hours: "hour",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  year: "year",
  years: "year",
};

/** UI-113: units that name what a number counts, not how it reads: '55', never '55 count'. */
const PLAIN = new Set(["count", "#", "number", "no.", "ratio", "score", "index", "points", "pts"]);

const unitCache = new Map<string, Unit>();

/** UI-113: a unit's text read into the model ('€ thousands' → EUR in thousands, 'days' → a duration). */
export function unitOf(text: string | null | undefined): Unit {
  const key = text?.trim() ?? "";
  let unit = unitCache.get(key);
  if (!unit) {
    unit = readUnit(key);
    unitCache.set(key, unit);
  }
  return unit;
}

function readUnit(text: string): Unit {
  const lower = text.toLowerCase();
  if (text === "" || PLAIN.has(lower)) return { kind: "number", scale: 1, decimals: 2 };
  if (lower === "%" || lower === "percent" || lower === "pct")
    return { kind: "percent", scale: 1, decimals: 2 };
  const duration = DURATIONS[lower];
  if (duration) return { kind: "duration", duration, scale: 1, decimals: 2 };
  const money = readMoney(text);
  if (money) return money;
  // A bare 'm' or 'k' is more likely metres or a count than a scale: only the spelled-out words scale.
  const scale = /^(thousands?|millions?)$/.test(lower) ? SCALE_WORDS[lower] : undefined;
  if (scale) return { kind: "number", scale, decimals: scale === 1_000 ? 0 : 2 };
  return { kind: "number", scale: 1, decimals: 2, label: text };
}

const LEADING_MONEY = /^(€|\$|£|¥|[A-Za-z]{3}(?![A-Za-z]))\s*(.*)$/;
const TRAILING_MONEY = /^(.*?)\s*(€|\$|£|¥|(?<![A-Za-z])[A-Za-z]{3})$/;

/** '€', 'EUR', '€ thousands', '€k', 'k€', 'EUR m', 'thousand EUR' … ; null when the text is not money. */
function readMoney(text: string): Unit | null {
  const lead = LEADING_MONEY.exec(text);
  const trail = TRAILING_MONEY.exec(text);
  const candidates: [string, string][] = [];
  if (lead) candidates.push([lead[1] ?? "", lead[2] ?? ""]);
  if (trail) candidates.push([trail[2] ?? "", trail[1] ?? ""]);
  for (const [token, rest] of candidates) {
    const currency = currencyOf(token);
    const scale = rest.trim() === "" ? 1 : SCALE_WORDS[rest.trim().toLowerCase()];
    // UI-114: whole thousands ('€4,110k'); millions to two decimals ('€4.11m'); units to the cent.
    if (currency && scale) return { kind: "currency", currency, scale, decimals: scale === 1_000 ? 0 : 2 };
  }
  return null;
}

function currencyOf(token: string): string | null {
  const symbol = SYMBOLS[token];
  if (symbol) return symbol;
  const code = token.toUpperCase();
  return token.length === 3 && CODES.has(code) ? code : null;
}

/** Money in a currency and no scale: an initiative's budget in the organization's currency (SETTINGS-15). */
export const moneyUnit = (currency: string): Unit => ({ kind: "currency", currency, scale: 1, decimals: 2 });

/** UI-114: one minus sign for every number shown, U+2212, never the hyphen. */
export const MINUS = "\u2212";

/**
 * UI-113, UI-114: a measure as people read it, in its unit and the given locale: '95%', '€3,750.50',
 * '€3,360', '−€150', '€4,110k', '12 days', '55', '0.52 kg'; null for no value (screens show '-').
 * The value is in the unit's scale: 4109.86 in '€ thousands' is '€4,110k'.
 */
export function formatMeasure(
  value: number | null | undefined,
  unit: Unit | string | null | undefined,
  locale: string,
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const model = typeof unit === "object" && unit !== null ? unit : unitOf(unit);
  return EN_US_NUMBER_LOCALES.has(locale)
    ? (writeEnglish(value, model) ?? writeIntl(value, model, locale))
    : writeIntl(value, model, locale);
}

/**
 * Fraction digits: money exactly its decimals unless the amount rounds to a whole one (UI-114), others at
 * most its decimals. Whether it is whole is read on the decimal the number rounds to, as Intl rounds.
 */
function fractionDigits(value: number, unit: Unit): { min: number; max: number } {
  const max = Math.min(4, Math.max(0, Math.trunc(unit.decimals)));
  if (unit.kind !== "currency") return { min: 0, max };
  const rounded = writeEnglishDigits(value, max);
  const whole = rounded === null ? Number.isInteger(value) : !rounded.includes(".");
  return whole ? { min: 0, max: 0 } : { min: max, max };
}

/**
 * PLATFORM-26: the en-US-like locales without an Intl object, exactly as writeIntl writes them there
 * (units.test.ts compares the two); null where only Intl knows the words (another currency).
 */
function writeEnglish(value: number, unit: Unit): string | null {
  const { min, max } = fractionDigits(value, unit);
  const digits = writeEnglishDigits(value, max, min);
  if (digits === null) return null;
  const sign = value < 0 && /[1-9]/.test(digits) ? MINUS : "";
  const suffix = SCALE_SUFFIX[unit.scale];
  switch (unit.kind) {
    case "percent":
      return `${sign}${digits}${suffix}%`;
    case "currency": {
      const symbol = ENGLISH_SYMBOLS[unit.currency ?? ""];
      return symbol ? `${sign}${symbol}${digits}${suffix}` : null;
    }
    case "duration": {
      const name = unit.duration ?? "day";
      return `${sign}${digits}${suffix} ${digits === "1" ? name : `${name}s`}`;
    }
    default:
      return `${sign}${digits}${suffix}${unit.label ? ` ${unit.label}` : ""}`;
  }
}

const intlFormats = new Map<string, Intl.NumberFormat>();

/** The measure as Intl writes it in any locale (the fast path is checked against this). */
export function writeIntl(value: number, unit: Unit, locale: string): string {
  const { min, max } = fractionDigits(value, unit);
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    signDisplay: "negative",
    ...(unit.kind === "currency"
      ? { style: "currency", currency: unit.currency ?? "EUR", currencyDisplay: "narrowSymbol" }
      : unit.kind === "percent"
        ? { style: "unit", unit: "percent" }
        : unit.kind === "duration"
          ? { style: "unit", unit: unit.duration ?? "day", unitDisplay: "long" }
          : {}),
  };
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlFormats.set(key, format);
  }
  const suffix = SCALE_SUFFIX[unit.scale];
  const parts = format.formatToParts(value);
  let lastDigit = -1;
  parts.forEach((part, index) => {
    if (part.type === "integer" || part.type === "fraction") lastDigit = index;
  });
  const text = parts
    .map((part, index) => {
      if (part.type === "minusSign") return MINUS;
      return index === lastDigit ? `${part.value}${suffix}` : part.value;
    })
    .join("");
  return unit.kind === "number" && unit.label ? `${text} ${unit.label}` : text;
}
