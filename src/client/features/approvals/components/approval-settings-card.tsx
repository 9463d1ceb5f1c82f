import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { formatBytes, KNOWN_EVIDENCE_EXTENSIONS } from "../../../../domain/evidence";
import { organizationSettingsResource } from "../../../../domain/resources";
import type { OrganizationSettings, OrganizationSettingsUpdate } from "../../../../domain/schemas/settings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox, CheckboxField } from "../../../components/ui/checkbox";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useRead, useUpdate } from "../../../lib/resources";

const MB = 1_048_576;
const SIZE_MESSAGE = "Enter a size between 0.01 and 1024 MB";

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
  const [requiresApproval, setRequiresApproval] = useState(settings.dataCollectionWorkflow.requiresApproval);
  const [sizeText, setSizeText] = useState(String(Math.round((settings.maxAttachmentSize / MB) * 100) / 100));
  const [types, setTypes] = useState<string[]>(settings.allowedFileTypes);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const update = useUpdate<OrganizationSettingsUpdate>(organizationSettingsResource, {
    onSuccess: () =>
      toast({ title: "Success", description: "Settings updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to update settings",
        description: describeFailure(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const size = Number(sizeText.replace(",", "."));
  const sizeValid = Number.isFinite(size) && size >= 0.01 && size <= 1024;
  const toggle = (type: string, on: boolean) =>
    setTypes((current) => (on ? [...current, type] : current.filter((one) => one !== type)));
  // Types the organization allows that Meridian cannot check are kept as they are (EVIDENCE-3 refuses them).
  const known = new Set(KNOWN_EVIDENCE_EXTENSIONS);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sizeValid) {
          setSizeError(SIZE_MESSAGE);
          return;
        }
        setSizeError(undefined);
        update.mutate({
          body: {
            dataCollectionWorkflow: { ...settings.dataCollectionWorkflow, requiresApproval },
            maxAttachmentSize: Math.round(size * MB),
            allowedFileTypes: types,
            version: settings.updatedAt,
          },
        });
      }}
    >
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Approval and Evidence</CardTitle>
          <CardDescription>
            Whether members' results wait for a reviewer, and which files they may attach as evidence.
            {canEdit ? "" : " Only admins can change them."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <CheckboxField
            label="Require approval of actual results"
            hint="A result entered by a member who is not an admin waits in Approvals for an admin or a head of its function; scores keep the approved value until then."
            checked={requiresApproval}
            onCheckedChange={setRequiresApproval}
            disabled={!canEdit}
          />
          <TextField
            label="Largest file (MB)"
            inputMode="decimal"
            className="max-w-xs"
            value={sizeText}
            onChange={(event) => setSizeText(event.target.value)}
            disabled={!canEdit}
            error={sizeError}
            hint={sizeValid ? `Files up to ${formatBytes(Math.round(size * MB))}` : SIZE_MESSAGE}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Allowed file types</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {KNOWN_EVIDENCE_EXTENSIONS.map((type) => (
                <div key={type} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`file-type-${type.slice(1)}`}
                    checked={types.includes(type)}
                    onCheckedChange={(on) => toggle(type, on === true)}
                    disabled={!canEdit}
                  />
                  <label htmlFor={`file-type-${type.slice(1)}`} className="cursor-pointer">
                    {type}
                  </label>
                </div>
              ))}
            </div>
            {types.some((type) => !known.has(type)) && (
              <p className="text-xs text-muted-foreground">
                Also listed, but not accepted because Meridian cannot check their content:{" "}
                {types.filter((type) => !known.has(type)).join(", ")}
              </p>
            )}
          </fieldset>
          {canEdit && (
            <div className="flex justify-end border-t pt-4">
              <Button type="submit" disabled={update.isPending}>
                <SaveIcon aria-hidden="true" />
                {update.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </form>
  );
}
