import fs from "node:fs";

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else nothing. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}
