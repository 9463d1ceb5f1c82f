// docs/decisions/025: the client's translations: the provider, the locale choice and the formatters.
export { activeLocale } from "./active-locale";
export { preloadLocale } from "./catalogues";
export { I18nProvider } from "./i18n-provider";
export * from "./locale";
export { readTabLocale, storeChosenLocale, useChosenLocale, visitorLocale } from "./locale-store";
export { translate } from "./translate";
