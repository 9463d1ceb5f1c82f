/**
 * The Meridian logo as image data, in its light and dark artwork (the word mark's colour differs), for
 * the app's logo (components/logo.tsx) and the server's first frame (PLATFORM-19) alike. As data URIs,
 * an image is no request of its own: a page's first requests are its CSS and its reads (PLATFORM-34).
 */
const logoSvg = (wordColor: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="148" height="32" viewBox="0 0 148 32"><defs><linearGradient id="m" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#6366F1"/><stop offset="1" stop-color="#2563EB"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#m)"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2"/><ellipse cx="16" cy="16" rx="3.75" ry="9" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="1.5"/><path d="M7.5 13h17M7.5 19h17" stroke="#fff" stroke-opacity=".45" stroke-width="1.25"/><circle cx="16" cy="7" r="1.9" fill="#fff"/><text x="41" y="22.5" fill="${wordColor}" font-family="Inter, Segoe UI, Roboto, Helvetica Neue, Arial, Liberation Sans, sans-serif" font-size="20" font-weight="700" letter-spacing="-0.3">Meridian</text></svg>`;

// Only what a URL or an HTML attribute cannot carry is escaped: double quotes become single ones.
const dataUri = (svg: string) =>
  `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[<>#%]/g, (c) => encodeURIComponent(c))}`;

export const LOGO_IMAGE = {
  light: dataUri(logoSvg("#1E1B4B")),
  dark: dataUri(logoSvg("#F1F5F9")),
} as const;
