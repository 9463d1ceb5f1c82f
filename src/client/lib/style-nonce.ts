// PLATFORM-30: the page's policy allows no inline style but style elements with its nonce. The app adds
// two such elements, through libraries: a dialog's scroll lock (react-remove-scroll's style singleton,
// which takes its nonce from get-nonce) and a select's list (Radix's Viewport, which takes it as a prop).
// The server writes the nonce into the page; this reads it.
import { setNonce } from "get-nonce";
import { SERVED_PAGE } from "../../domain/served-page";

let nonce: string | undefined;

/** The page's nonce for style elements. */
export function servedStyleNonce(): string | undefined {
  nonce ??= document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE.styleNonceMeta}"]`)?.content;
  return nonce;
}

/** Hands the nonce to the scroll lock, once, as the page starts. */
export function applyServedStyleNonce(): void {
  const value = servedStyleNonce();
  if (value) setNonce(value);
}
