// PLATFORM-30: the page's policy allows no inline style but style elements with its nonce, and no eval.
// The app adds two style elements, through libraries: a dialog's scroll lock (react-remove-scroll's
// style singleton, which takes its nonce from get-nonce) and a select's list (Radix's Viewport, which
// takes it as a prop); the server writes the nonce into the page. zod would compile object schemas with
// `new Function`: its probe is refused, and reported as a violation though caught, unless it is told
// not to try (jitless), before it loads.
import { setNonce } from "get-nonce";
import { SERVED_PAGE } from "../../domain/served-page";

let nonce: string | undefined;

/** The page's nonce for style elements. */
export function servedStyleNonce(): string | undefined {
  nonce ??= document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE.styleNonceMeta}"]`)?.content;
  return nonce;
}

/** As the page starts: the nonce to the scroll lock, and zod's settings before zod loads. */
export function keepToThePagePolicy(): void {
  const value = servedStyleNonce();
  if (value) setNonce(value);
  const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
}
