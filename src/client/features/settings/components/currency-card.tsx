"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type CurrencyFormValues,
  currencyFormSchema,
  type OrganizationSettings,
} from "../../../../domain/schemas/settings";
import { CURRENCIES, formatMeasure, moneyUnit } from "../../../../domain/units";
import { FormSelectField } from "../../../components/form/form-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { readerLocale } from "../../../lib/intl";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { SaveChangesButton } from "./save-changes-button";

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** SETTINGS-15: the organization's currency, in which initiative budgets and spend are written. */
export function CurrencyCard({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const form = useForm<CurrencyFormValues>({
    resolver: zodResolver(currencyFormSchema),
    defaultValues: { currency: settings.currency },
  });
  const update = useSaveSettings();
  const picked = form.watch("currency");
  // SETTINGS-4: only the currency is sent; everything else stays as it is.
  const onSubmit = form.handleSubmit((valid) =>
    update.mutate({ body: { ...valid, version: settings.updatedAt } }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Currency</CardTitle>
          <CardDescription>
            Initiative budgets and spend are written in it. A KPI's money names its own currency in its unit.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormSelectField
            control={form.control}
            name="currency"
            label="Currency"
            options={CURRENCY_OPTIONS}
            disabled={!canEdit}
            hint={`A budget of 12500.5 reads ${formatMeasure(12500.5, moneyUnit(picked), readerLocale())}.`}
            className="max-w-xs"
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={picked !== settings.currency} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
