import net from "node:net";
import path from "node:path";
import { z } from "zod";

// PLATFORM-3: configuration comes from the environment, validated once at start. Nothing else reads
// process.env.
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(["development", "production", "test"]).default("development"),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("0.0.0.0")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  // The built client to serve; a test run may point at its own build (default dist/client).
  CLIENT_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("Meridian <no-reply@meridian.local>")),
  APP_URL: z.preprocess(
    emptyAsUndefined,
    z.url("must be a URL such as https://scorecard.example.com").optional(),
  ),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).optional()),
  SCORECARD_CACHE: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("true")),
  SUPER_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  SUPER_ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
});

// proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_FORMAT =
  "must be a number of proxy hops (e.g. 1) or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16); " +
  "'true' is refused: it would take a client-chosen X-Forwarded-For as the client's address";

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split("/");
  const family = net.isIP(address ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * PLATFORM-4: which proxies' X-Forwarded-For to believe: none (default), a number of hops, or listed
 * addresses/CIDRs. Answers what Fastify's trustProxy takes, or null when the value is malformed.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  if (value === undefined || value.trim() === "" || value.trim() === "false") return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const items = text.split(",").map((item) => item.trim());
  return items.every(isAddressOrRange) ? items : null;
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  clientDir: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  sessionSecret: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  /** SCORE-15: keep scorecard answers between changes (off: every read computes; the benchmark's cold figure). */
  scorecardCache: boolean;
  superAdmin: { email: string; password: string } | undefined;
  trustProxy: false | number | string[];
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration:\n  SESSION_SECRET: is required in production");
  }
  if (Boolean(e.SUPER_ADMIN_EMAIL) !== Boolean(e.SUPER_ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration:\n  SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD: set both or neither",
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === null) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${TRUST_PROXY_FORMAT}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    clientDir: e.CLIENT_DIR ? path.resolve(e.CLIENT_DIR) : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    // DEMO-1: demo data by default on the embedded database only.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === "true" : !e.DATABASE_URL,
    scorecardCache: e.SCORECARD_CACHE === "true",
    superAdmin:
      e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
        ? { email: e.SUPER_ADMIN_EMAIL.toLowerCase(), password: e.SUPER_ADMIN_PASSWORD }
        : undefined,
    trustProxy,
  };
}
