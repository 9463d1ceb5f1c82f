"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { fiscalStartChangePreview } from "../../../../domain/fiscal-change";
import { currentYear, fiscalYearSpan, MONTH_KEYS, periodName, yearLabel } from "../../../../domain/periods";
import {
  FISCAL_START_WARNING,
  type FiscalYearFormInput,
  type FiscalYearFormValues,
  fiscalYearFormSchema,
  type OrganizationSettings,
} from "../../../../domain/schemas/settings";
import { FormSelectField } from "../../../components/form/form-fields";
import { LoadFailure } from "../../../components/load-failure";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { CurrencyCard } from "./currency-card";
import { DefaultLocaleCard } from "./default-locale-card";
import { SaveChangesButton } from "./save-changes-button";
import { TimeZoneCard } from "./time-zone-card";

const MONTH_OPTIONS = MONTH_KEYS.map((key, index) => ({
  value: String(index + 1),
  label: periodName(key),
}));

const monthName = (month: number) => periodName(MONTH_KEYS[month - 1]!);

/** FISCAL-2: "FY2027 runs from April 2026 to March 2027; Q1 is April to June." */
export function fiscalYearExample(startMonth: number, year: number): string {
  const { first, last } = fiscalYearSpan(year, startMonth);
  const span = `${monthName(first.month)} ${first.year} to ${monthName(last.month)} ${last.year}`;
  return `${yearLabel(year, startMonth)} runs from ${span}; Q1 is ${monthName(first.month)} to ${monthName(
    ((first.month + 1) % 12) + 1,
  )}.`;
}

/** FISCAL-1, FISCAL-7: the fiscal year start month, with the warning that changing it re-labels data. */
export function FiscalYearTab({ canEdit }: { canEdit: boolean }) {
  const settings = useRead("/api/organization-settings");
  if (settings.isPending) return <Skeleton className="h-72 rounded-xl" />;
  if (settings.isError) {
    return (
      <Card>
        <CardContent className="px-6">
          <LoadFailure error={settings.error} what="fiscal year setting" onRetry={() => settings.refetch()} />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <FiscalYearForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />
      <CurrencyCard key={`currency-${settings.data.updatedAt}`} settings={settings.data} canEdit={canEdit} />
      <TimeZoneCard key={`time-zone-${settings.data.updatedAt}`} settings={settings.data} canEdit={canEdit} />
      <DefaultLocaleCard
        key={`locale-${settings.data.updatedAt}`}
        settings={settings.data}
        canEdit={canEdit}
      />
    </div>
  );
}

function FiscalYearForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const form = useForm<FiscalYearFormInput, unknown, FiscalYearFormValues>({
    resolver: zodResolver(fiscalYearFormSchema),
    defaultValues: { fiscalYearStartMonth: String(settings.fiscalYearStartMonth) },
  });
  const update = useSaveSettings();
  const picked = Number(form.watch("fiscalYearStartMonth"));
  const dirty = picked !== settings.fiscalYearStartMonth;
  const now = new Date();
  const thisYear = currentYear(now, picked);
  const preview = fiscalStartChangePreview(settings.fiscalYearStartMonth, picked, {
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  });
  // SETTINGS-4: only the start month is sent; everything else stays as it is.
  const onSubmit = form.handleSubmit((valid) =>
    update.mutate({ body: { ...valid, version: settings.updatedAt } }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Fiscal Year</CardTitle>
          <CardDescription>
            The month your fiscal year starts. Years are named by the calendar year they end in.
            {canEdit ? "" : " Only admins can change it."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormSelectField
            control={form.control}
            name="fiscalYearStartMonth"
            label="Fiscal year starts in"
            options={MONTH_OPTIONS}
            disabled={!canEdit}
            hint={fiscalYearExample(picked, thisYear)}
            className="max-w-xs"
          />
          {preview ? (
            // FISCAL-9: what saving would re-label, before it is saved.
            <p className="text-sm" data-testid="fiscal-start-preview" aria-live="polite">
              {preview}
            </p>
          ) : null}
          <div
            className="flex gap-2.5 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
            data-testid="fiscal-start-warning"
            role={dirty ? "alert" : undefined}
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <p>{FISCAL_START_WARNING}</p>
          </div>
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <SaveChangesButton pending={update.isPending} dirty={dirty} />
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
