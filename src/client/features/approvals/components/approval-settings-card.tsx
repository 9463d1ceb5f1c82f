"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { SaveIcon } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { formatBytes, KNOWN_EVIDENCE_EXTENSIONS } from "../../../../domain/evidence";
import type { OrganizationSettings } from "../../../../domain/schemas/settings";
import { FormCheckboxField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { TextField } from "../../../components/ui/text-field";
import { translate } from "../../../i18n/translate";
import { useRead } from "../../../lib/resources";
import { useSaveSettings } from "../../../lib/use-save-settings";
import { approvalsMessages as m } from "../messages";

const MB = 1_048_576;
/** The size's error, in the screens' language when it is shown. */
const sizeMessage = () => translate(m.sizeRange);

/** The largest file in MB as typed (a comma reads as the decimal point), 0.01 to 1024. */
const sizeTextSchema = z
  .string()
  .transform((text) => Number(text.replace(",", ".")))
  .pipe(z.number({ error: sizeMessage }).min(0.01, { error: sizeMessage }).max(1024, { error: sizeMessage }));
const approvalFormSchema = z.object({
  requiresApproval: z.boolean(),
  size: sizeTextSchema,
  types: z.array(z.string()),
});
type ApprovalFormInput = z.input<typeof approvalFormSchema>;

/**
 * UI-61: the organization's approval and evidence settings (APPROVAL-1, EVIDENCE-3): whether members'
 * actuals wait for approval, the largest file and the file types evidence may have.
 */
export function ApprovalSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useRead<OrganizationSettings>("/api/organization-settings");
  if (!settings.data) return null;
  return <SettingsForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />;
}

function SettingsForm({ settings, canEdit }: { settings: OrganizationSettings; canEdit: boolean }) {
  const form = useForm<ApprovalFormInput, unknown, z.output<typeof approvalFormSchema>>({
    resolver: zodResolver(approvalFormSchema),
    defaultValues: {
      requiresApproval: settings.dataCollectionWorkflow.requiresApproval,
      size: String(Math.round((settings.maxAttachmentSize / MB) * 100) / 100),
      types: settings.allowedFileTypes,
    },
  });
  const update = useSaveSettings();
  const intl = useIntl();
  // The hint follows the size as typed.
  const sized = sizeTextSchema.safeParse(useWatch({ control: form.control, name: "size" }));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ requiresApproval, size, types }) =>
        update.mutate({
          body: {
            dataCollectionWorkflow: { ...settings.dataCollectionWorkflow, requiresApproval },
            maxAttachmentSize: Math.round(size * MB),
            allowedFileTypes: types,
            version: settings.updatedAt,
          },
        }),
      )}
    >
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage {...m.settingsTitle} />
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...(canEdit ? m.settingsDescription : m.settingsDescriptionReadOnly)} />
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormCheckboxField
            control={form.control}
            name="requiresApproval"
            label={intl.formatMessage(m.requireApproval)}
            hint={intl.formatMessage(m.requireApprovalHint)}
            disabled={!canEdit}
          />
          <TextField
            label={intl.formatMessage(m.largestFile)}
            inputMode="decimal"
            className="max-w-xs"
            disabled={!canEdit}
            error={form.formState.errors.size?.message}
            hint={
              sized.success
                ? intl.formatMessage(m.filesUpTo, { size: formatBytes(Math.round(sized.data * MB)) })
                : intl.formatMessage(m.sizeRange)
            }
            {...form.register("size")}
          />
          <Controller
            control={form.control}
            name="types"
            render={({ field }) => (
              <FileTypes types={field.value} onChange={field.onChange} disabled={!canEdit} />
            )}
          />
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              {/* UI-110: saving waits for a change. */}
              <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
                <SaveIcon aria-hidden="true" />
                {update.isPending
                  ? intl.formatMessage(commonMessages.saving)
                  : intl.formatMessage(m.saveChanges)}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}

/** EVIDENCE-3: the file types evidence may have; types Meridian cannot check are kept as they are. */
function FileTypes({
  types,
  onChange,
  disabled,
}: {
  types: string[];
  onChange: (types: string[]) => void;
  disabled: boolean;
}) {
  const known = new Set(KNOWN_EVIDENCE_EXTENSIONS);
  const toggle = (type: string, on: boolean) =>
    onChange(on ? [...types, type] : types.filter((one) => one !== type));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage {...m.allowedFileTypes} />
      </legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {KNOWN_EVIDENCE_EXTENSIONS.map((type) => (
          <div key={type} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`file-type-${type.slice(1)}`}
              checked={types.includes(type)}
              onCheckedChange={(on) => toggle(type, on === true)}
              disabled={disabled}
            />
            <label htmlFor={`file-type-${type.slice(1)}`} className="cursor-pointer">
              {type}
            </label>
          </div>
        ))}
      </div>
      {types.some((type) => !known.has(type)) && (
        <p className="text-xs text-muted-foreground">
          <FormattedMessage
            {...m.uncheckedTypes}
            values={{ types: types.filter((type) => !known.has(type)).join(", ") }}
          />
        </p>
      )}
    </fieldset>
  );
}
