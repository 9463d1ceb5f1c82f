import { Compass, Eye, Gem, Pencil, Target } from "lucide-react";
import { type ComponentType, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { OrganizationSettings } from "../../../lib/api/organization-settings";
import { cn } from "../../../lib/cn";
import { type Foundation, useSaveFoundation } from "../api/save-foundation";

// spec §2 Corporate BSC 'Organization foundation block': the three panels, their hints and fallbacks.
const PANELS = [
  {
    key: "vision",
    title: "Vision",
    hint: "Where we aspire to be",
    empty: "No vision statement defined",
    icon: Eye,
  },
  {
    key: "mission",
    title: "Mission",
    hint: "What we do and why",
    empty: "No mission statement defined",
    icon: Target,
  },
  {
    key: "values",
    title: "Values",
    hint: "How we work together",
    empty: "No core values defined",
    icon: Gem,
  },
] as const satisfies readonly {
  key: keyof Foundation;
  title: string;
  hint: string;
  empty: string;
  icon: ComponentType<{ className?: string }>;
}[];

function storedFoundation(settings: OrganizationSettings | undefined, fallbackName: string): Foundation {
  return {
    organizationName: settings?.organizationName ?? fallbackName,
    vision: settings?.vision ?? "",
    mission: settings?.mission ?? "",
    values: settings?.values ?? "",
  };
}

const TEXTAREA_CLASSES =
  "min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40";

/** spec §2, §4 Foundation block: view and edit (Cancel restores; Save Changes shows 'Saving...'). */
export function FoundationBlock({
  settings,
  accountOrganizationName,
  canEdit,
}: {
  settings: OrganizationSettings | undefined;
  /** The organization's own name, when the settings carry none. */
  accountOrganizationName: string | null | undefined;
  canEdit: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Foundation>(() =>
    storedFoundation(settings, accountOrganizationName ?? ""),
  );
  const { save, isPending } = useSaveFoundation();
  const name = settings?.organizationName?.trim() || accountOrganizationName?.trim() || "Your Organization";

  function startEditing() {
    setDraft(storedFoundation(settings, accountOrganizationName ?? ""));
    setEditing(true);
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Compass className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="truncate text-lg font-semibold">
              {name}
            </h2>
            <p className="text-sm text-muted-foreground">Strategic Foundation & Core Values</p>
          </div>
        </div>
        {canEdit && !editing && (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save(draft, settings?.updatedAt, () => setEditing(false));
            }}
          >
            <div className="grid gap-1.5 sm:max-w-md">
              <Label htmlFor={`${id}-name`}>Organization name</Label>
              <Input
                id={`${id}-name`}
                value={draft.organizationName}
                maxLength={100}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, organizationName: event.target.value }))
                }
              />
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              {PANELS.map((panel) => (
                <div key={panel.key} className="grid content-start gap-1.5">
                  <Label htmlFor={`${id}-${panel.key}`}>{panel.title}</Label>
                  <textarea
                    id={`${id}-${panel.key}`}
                    className={TEXTAREA_CLASSES}
                    value={draft[panel.key]}
                    placeholder={panel.hint}
                    maxLength={5000}
                    onChange={(event) =>
                      setDraft((current) => ({ ...current, [panel.key]: event.target.value }))
                    }
                  />
                </div>
              ))}
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Saving..." : "Save Changes"}
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-3 md:grid-cols-3">
            {PANELS.map((panel) => {
              const text = settings?.[panel.key]?.trim();
              const Icon = panel.icon;
              return (
                <section
                  key={panel.key}
                  aria-label={panel.title}
                  className="rounded-lg border bg-muted/30 p-4"
                  data-panel={panel.key}
                >
                  <div className="flex items-center gap-2">
                    <Icon className="size-4 text-primary" aria-hidden="true" />
                    <h3 className="font-medium">{panel.title}</h3>
                  </div>
                  <p className="mt-0.5 text-xs text-muted-foreground">{panel.hint}</p>
                  <p
                    className={cn(
                      "mt-3 text-sm whitespace-pre-line",
                      text ? "text-foreground" : "text-muted-foreground italic",
                    )}
                  >
                    {text || panel.empty}
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
