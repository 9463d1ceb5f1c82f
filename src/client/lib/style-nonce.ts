// PLATFORM-30: the page's policy allows no inline style but style elements with its nonce. The app adds
// one such element, through a library (a dialog's scroll lock: react-remove-scroll's style singleton,
// which takes its nonce from get-nonce); this hands it the nonce the server wrote into the page.
import { setNonce } from "get-nonce";
import { SERVED_PAGE } from "../../domain/served-page";

export function applyServedStyleNonce(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE.styleNonceMeta}"]`);
  if (meta?.content) setNonce(meta.content);
}
