import { currencyFormSchema, type OrganizationSettings } from "../../../../domain/schemas/settings";
import { CURRENCIES, formatMeasure, moneyUnit } from "../../../../domain/units";
import { readerLocale } from "../../../lib/intl";
import { SelectSettingCard } from "./select-setting-card";

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** SETTINGS-15: the organization's currency, in which initiative budgets and spend are written. */
export function CurrencyCard({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  return (
    <SelectSettingCard
      settings={settings}
      canEdit={canEdit}
      name="currency"
      schema={currencyFormSchema}
      title="Currency"
      description="Initiative budgets and spend are written in it. A KPI's money names its own currency in its unit."
      options={CURRENCY_OPTIONS}
      hint={(picked) =>
        `A budget of 12500.5 reads ${formatMeasure(12500.5, moneyUnit(picked), readerLocale())}.`
      }
    />
  );
}
