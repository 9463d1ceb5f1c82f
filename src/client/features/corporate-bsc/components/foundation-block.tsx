import { Compass, Pencil } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { organizationSettingsResource } from "../../../../domain/resources";
import type {
  FoundationFormInput,
  FoundationFormValues,
  OrganizationSettings,
  OrganizationSettingsUpdate,
} from "../../../../domain/schemas/settings";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast";
import { translate } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { useUpdate } from "../../../lib/resources";
import { corporateBscMessages as m } from "../messages";
import { PANELS } from "./foundation-panels";

// The edit form brings the form libraries and the settings' schemas: it loads when Edit is first pressed.
const FoundationForm = lazy(() => import("./foundation-form").then((m) => ({ default: m.FoundationForm })));

function storedFoundation(
  settings: OrganizationSettings | undefined,
  fallbackName: string,
): FoundationFormInput {
  return {
    organizationName: settings?.organizationName ?? fallbackName,
    vision: settings?.vision ?? "",
    mission: settings?.mission ?? "",
    values: settings?.values ?? "",
  };
}

/** Foundation block (UI-11): view and edit (Cancel restores; Save Changes shows 'Saving...'). */
export function FoundationBlock({
  settings,
  accountOrganizationName,
  canEdit,
}: {
  /** Undefined while they load: an administrator's Edit is there, disabled, so nothing moves when they come. */
  settings: OrganizationSettings | undefined;
  /** The organization's own name, when the settings carry none. */
  accountOrganizationName: string | null | undefined;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const [editing, setEditing] = useState(false);
  // PUT /api/organization-settings with vision, mission, values and organizationName.
  const update = useUpdate<OrganizationSettingsUpdate>(organizationSettingsResource, {
    onSuccess: () =>
      toast({
        title: translate(commonMessages.success),
        description: translate(m.settingsUpdated),
        variant: "success",
      }),
    // A failure keeps edit mode.
    onError: () =>
      toast({
        title: translate(commonMessages.error),
        description: translate(m.settingsFailed),
        variant: "destructive",
      }),
  });
  const isPending = update.isPending;
  const save = (foundation: FoundationFormValues, version: string | undefined, onSaved: () => void) =>
    update.mutate({ body: { ...foundation, version } }, { onSuccess: onSaved });
  const name =
    settings?.organizationName?.trim() ||
    accountOrganizationName?.trim() ||
    intl.formatMessage(m.yourOrganization);

  // Each edit starts from the stored texts (Cancel drops what was typed).
  const startEditing = () => setEditing(true);

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Compass className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="truncate text-lg font-semibold" title={name}>
              {name}
            </h2>
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...m.foundationSubtitle} />
            </p>
          </div>
        </div>
        {canEdit && !editing && (
          <Button variant="outline" size="sm" onClick={startEditing} disabled={!settings}>
            <Pencil aria-hidden="true" />
            <FormattedMessage {...m.edit} />
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={null}>
            <FoundationForm
              initial={storedFoundation(settings, accountOrganizationName ?? "")}
              pending={isPending}
              onCancel={() => setEditing(false)}
              onSave={(values) => save(values, settings?.updatedAt, () => setEditing(false))}
            />
          </Suspense>
        ) : (
          <div className="grid gap-3 md:grid-cols-3">
            {PANELS.map((panel) => {
              const text = settings?.[panel.key]?.trim();
              const Icon = panel.icon;
              return (
                <section
                  key={panel.key}
                  aria-label={intl.formatMessage(panel.title)}
                  className="rounded-lg border bg-muted/30 p-4"
                  data-panel={panel.key}
                >
                  <div className="flex items-center gap-2">
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    <h3 className="font-medium">
                      <FormattedMessage {...panel.title} />
                    </h3>
                  </div>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <FormattedMessage {...panel.hint} />
                  </p>
                  <p
                    className={cn(
                      "mt-3 text-sm whitespace-pre-line",
                      text ? "text-foreground" : "text-muted-foreground italic",
                    )}
                  >
                    {text || intl.formatMessage(panel.empty)}
                  </p>
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
