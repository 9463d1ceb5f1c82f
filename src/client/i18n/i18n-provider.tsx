import { type ReactNode, useEffect, useState } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { setActiveLocale } from "./active-locale";
import { loadCatalogue, loadedCatalogue } from "./catalogues";
import { reportIntlError } from "./intl-errors";
import type { DisplayLocale } from "./locale";
import { FormatMessageProvider } from "./message";
import { setCurrentIntl } from "./translate";

/**
 * UI-117: the screens in `locale`. Until its catalogue has arrived, the locale shown before stays (English
 * at first); a start in another language loads it before the first render (preloadLocale), so nothing
 * flashes. A change of language draws the screens anew (keyed by locale), so every figure a screen wrote
 * with the former locale is written again.
 */
export function I18nProvider({ locale, children }: { locale: DisplayLocale; children: ReactNode }) {
  const [shown, setShown] = useState<DisplayLocale>(() => (loadedCatalogue(locale) ? locale : "en"));
  useEffect(() => {
    let current = true;
    loadCatalogue(locale).then(
      () => current && setShown(locale),
      (error: unknown) => reportIntlError(error as Parameters<typeof reportIntlError>[0]),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  // The formatters outside React read the locale being drawn (src/client/lib/intl.ts); set before the
  // children render, and the same on every render of one locale.
  setActiveLocale(shown);
  return (
    <IntlProvider
      key={shown}
      locale={shown}
      defaultLocale="en"
      messages={loadedCatalogue(shown)}
      onError={reportIntlError}
    >
      <FormatMessageBridge>{children}</FormatMessageBridge>
    </IntlProvider>
  );
}

/** The landing page's components (message.tsx) format through react-intl inside the app. */
function FormatMessageBridge({ children }: { children: ReactNode }) {
  const intl = useIntl();
  setCurrentIntl(intl);
  return <FormatMessageProvider value={intl.formatMessage}>{children}</FormatMessageProvider>;
}
