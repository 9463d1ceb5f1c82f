import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "../components/ui/toast";
import { TooltipProvider } from "../components/ui/tooltip";
import { I18nProvider } from "../i18n";
import { useAppLocale } from "../i18n/use-app-locale";
import { createQueryClient } from "../lib/query-client";
import { GlobalErrorToasts } from "./global-error-toasts";

/** UI-117: the screens in the locale chosen for the person, the organization or the browser. */
function LocaleRoot({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useAppLocale()}>{children}</I18nProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleRoot>
        <TooltipProvider>
          {children}
          <GlobalErrorToasts />
          <Toaster />
        </TooltipProvider>
      </LocaleRoot>
    </QueryClientProvider>
  );
}
