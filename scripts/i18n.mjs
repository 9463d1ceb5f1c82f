#!/usr/bin/env node
// The translation pipeline (docs/decisions/025): English is extracted from the code, German is merged from
// src/locales/de/<area>.json, and each locale is compiled to ICU ASTs for the client, which carries no ICU
// parser. Fails, listing the ids, when the catalogues and the code disagree:
// - an id the code uses that German lacks, or a German id no code uses;
// - two declarations giving one id different English;
// - a German message whose placeholders (arguments and tags) are not the English one's;
// - an id in an area file not named after its area, or a file whose ids are not sorted (`--sort` sorts them).
//
// Usage: node scripts/i18n.mjs [--sort] [--quiet]. Also run by the client build (vite.config.ts), the
// vitest global setup and `npm run dev`; it takes about a second.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const GERMAN_DIR = path.join(ROOT, "src/locales/de");
/** Git-ignored: what the pipeline writes. */
export const COMPILED_DIR = path.join(ROOT, "src/locales/compiled");
const CLI = path.join(ROOT, "node_modules/@formatjs/cli/bin/formatjs");
/** The client's catalogues leave out the server's texts (ids `server.*`), which the client never shows. */
const isClientId = (id) => !id.startsWith("server.");
export const PSEUDO_LOCALE = "en-XA";

async function formatjs(args) {
  const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { cwd: ROOT, maxBuffer: 1 << 28 });
  return { stdout, stderr };
}

/** English, as declared in the code: `{ id: { defaultMessage, description } }`, plus ids declared twice. */
async function extractEnglish(outFile) {
  const { stderr } = await formatjs([
    "extract",
    "src/**/*.{ts,tsx}",
    "--ignore",
    "**/*.test.{ts,tsx}",
    "**/*.d.ts",
    "--out-file",
    outFile,
    "--throws",
  ]);
  const conflicts = [...stderr.matchAll(/Duplicate message id: "([^"]+)"/g)].map((m) => m[1]);
  return { english: JSON.parse(fs.readFileSync(outFile, "utf8")), conflicts };
}

/** German, one file per area: `{ id: message }`, with each file's problems. */
function readGerman(sort) {
  const german = {};
  const problems = [];
  const files = fs.existsSync(GERMAN_DIR)
    ? fs.readdirSync(GERMAN_DIR).filter((f) => f.endsWith(".json"))
    : [];
  for (const file of files.sort()) {
    const area = file.slice(0, -".json".length);
    const full = path.join(GERMAN_DIR, file);
    const messages = JSON.parse(fs.readFileSync(full, "utf8"));
    const ids = Object.keys(messages);
    const sorted = [...ids].sort();
    if (ids.join("\n") !== sorted.join("\n")) {
      if (sort) {
        const text = `${JSON.stringify(Object.fromEntries(sorted.map((id) => [id, messages[id]])), null, 2)}\n`;
        fs.writeFileSync(full, text);
      } else
        problems.push(`src/locales/de/${file}: ids not sorted (node scripts/i18n.mjs --sort sorts them)`);
    }
    for (const id of ids) {
      if (!id.startsWith(`${area}.`))
        problems.push(`src/locales/de/${file}: ${id} belongs in another area's file`);
      if (id in german) problems.push(`${id}: in two German files`);
      german[id] = messages[id];
    }
  }
  return { german, problems };
}

/** The argument and tag names a compiled message uses, sorted: what a translation must keep. */
function placeholders(ast, into = new Set()) {
  for (const element of ast) {
    // Types of @formatjs/icu-messageformat-parser: 0 literal, 7 pound; the rest name an argument or a tag.
    if (element.type !== 0 && element.type !== 7) into.add(element.value);
    for (const option of Object.values(element.options ?? {})) placeholders(option.value, into);
    if (element.children) placeholders(element.children, into);
  }
  return into;
}
const placeholderList = (ast) => [...placeholders(ast)].sort().join(", ");

/** Written whole or not at all: the build and the tests may run the pipeline at the same time. */
function writeJson(file, data) {
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(data));
  fs.renameSync(partial, file);
}
const pick = (catalogue, keep) => Object.fromEntries(Object.entries(catalogue).filter(([id]) => keep(id)));

/** Runs the pipeline; answers the problems found (empty when the catalogues are complete and written). */
export async function buildCatalogues({ sort = false } = {}) {
  fs.mkdirSync(COMPILED_DIR, { recursive: true });
  // This run's own intermediate files, so two runs at once do not read each other's.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "meridian-i18n-"));
  try {
    return await compileInto(work, sort);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function compileInto(work, sort) {
  const extracted = path.join(work, "extracted-en.json");
  const germanSource = path.join(work, "source-de.json");
  const [{ english, conflicts }, { german, problems }] = await Promise.all([
    extractEnglish(extracted),
    Promise.resolve(readGerman(sort)),
  ]);
  for (const id of conflicts) problems.push(`${id}: declared twice with different English`);
  const missing = Object.keys(english).filter((id) => !(id in german));
  const unused = Object.keys(german).filter((id) => !(id in english));
  if (missing.length)
    problems.push(`missing from German (src/locales/de/<area>.json):\n    ${missing.join("\n    ")}`);
  if (unused.length) problems.push(`in German but used by no code:\n    ${unused.join("\n    ")}`);

  writeJson(germanSource, german);
  const compile = (input, ...args) =>
    formatjs(["compile", input, "--ast", ...args]).then(({ stdout }) => JSON.parse(stdout));
  let en;
  let de;
  let pseudo;
  try {
    [en, de, pseudo] = await Promise.all([
      compile(extracted),
      compile(germanSource, "--format", "simple"),
      compile(extracted, "--pseudo-locale", PSEUDO_LOCALE),
    ]);
  } catch (error) {
    problems.push(`a message is not valid ICU:\n${error.stderr ?? error.message}`);
    return problems;
  }
  for (const id of Object.keys(de)) {
    if (id in en && placeholderList(en[id]) !== placeholderList(de[id])) {
      problems.push(`${id}: German uses {${placeholderList(de[id])}}, English {${placeholderList(en[id])}}`);
    }
  }
  writeJson(path.join(COMPILED_DIR, "en.json"), pick(en, isClientId));
  writeJson(path.join(COMPILED_DIR, "de.json"), pick(de, isClientId));
  writeJson(path.join(COMPILED_DIR, `${PSEUDO_LOCALE}.json`), pick(pseudo, isClientId));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const problems = await buildCatalogues({ sort: process.argv.includes("--sort") });
  if (problems.length > 0) {
    console.error(`Translations: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  if (!process.argv.includes("--quiet")) {
    console.log(`Translations compiled to src/locales/compiled in ${Date.now() - started} ms`);
  }
}
