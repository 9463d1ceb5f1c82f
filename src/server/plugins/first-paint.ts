import { LOGO_IMAGE } from "../../domain/logo";
import { type ScreenHeading, screenHeadingAt } from "../../domain/screen-headings";
import { SERVED_PAGE } from "../../domain/served-page";
import type { SessionUser } from "../features/auth/sessions";
import { escapeHtml } from "../html";

// Inside an inline box, as the shell's logo is inside its home link: the same line box, the same place.
const logo = (outer: string, height: string) =>
  `<span class="${outer}"><span class="inline-flex ${height} shrink-0 items-center">` +
  `<img src="${LOGO_IMAGE.light}" alt="" width="148" height="32" class="h-full w-auto dark:hidden">` +
  `<img src="${LOGO_IMAGE.dark}" alt="" width="148" height="32" class="hidden h-full w-auto dark:block"></span></span>`;

/**
 * PLATFORM-19: the frame of the app's shell (sidebar, header bar) with the screen's heading (UI-105),
 * in the classes the shell itself uses, as plain boxes (no landmarks: it is hidden from assistive technology) (app/shell/app-shell.tsx, components/page-header.tsx), so that the
 * page paints its final layout as soon as the HTML and CSS arrive instead of after the JavaScript, the
 * session read and the screen's code. It lies over the app (fixed, opaque) until the screen is drawn
 * beneath it, then goes: nothing moves when it does. Only for a signed-in, verified member of an
 * organization on a screen with a fixed heading; anyone else gets the page as before.
 */
export function firstPaintFrame(pathname: string, user: SessionUser | null): string | null {
  if (!user?.emailVerified || !user.organizationId) return null;
  const heading = screenHeadingAt(pathname, user.firstName);
  return heading ? frame(heading) : null;
}

function frame({ title, description }: ScreenHeading): string {
  return [
    `<div id="${SERVED_PAGE.firstPaintId}" class="fixed inset-0 z-50 overflow-hidden bg-background" aria-hidden="true">`,
    `<div class="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-sidebar-border md:block">`,
    `<div class="flex h-full flex-col bg-sidebar text-sidebar-foreground">`,
    `<div class="flex h-16 shrink-0 items-center px-5">${logo("", "h-8")}</div></div></div>`,
    `<div class="flex min-h-dvh min-w-0 flex-col md:pl-64">`,
    `<div class="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur-md sm:px-6">`,
    `<span class="-ml-2 size-9 md:hidden"></span>${logo("md:hidden", "h-7")}</div>`,
    `<div class="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8"><div class="mx-auto w-full max-w-7xl">`,
    `<div class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="min-w-0 space-y-1">`,
    `<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${escapeHtml(title)}</h1>`,
    `<p class="text-muted-foreground">${escapeHtml(description)}</p>`,
    `</div></div></div></div></div></div>`,
  ].join("");
}
