import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import {
  DEFAULT_THEME_COLOR,
  type Theme,
  type ThemeCreateInput,
  type ThemeCreateValues,
  themeCreateSchema,
} from "../../../../domain/schemas/library";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { cn } from "../../../lib/cn";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCreateTheme, useUpdateTheme } from "../api/themes";
import { TextareaField } from "./form-fields";

const FIELDS = ["name", "description", "color"] as const;
// A few distinct colours to pick from; any #RRGGBB can be typed or chosen with the picker.
const PRESETS = ["#3B82F6", "#10B981", "#8B5CF6", "#F97316", "#EF4444", "#EAB308", "#06B6D4", "#EC4899"];
const HEX = /^#[0-9A-Fa-f]{6}$/;

function ThemeForm({ theme, onDone }: { theme: Theme | null; onDone: () => void }) {
  const create = useCreateTheme();
  const update = useUpdateTheme();
  const pending = create.isPending || update.isPending;
  const form = useForm<ThemeCreateInput, unknown, ThemeCreateValues>({
    resolver: zodResolver(themeCreateSchema),
    defaultValues: {
      name: theme?.name ?? "",
      description: theme?.description ?? "",
      color: theme?.color ?? DEFAULT_THEME_COLOR,
    },
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const color = useWatch({ control: form.control, name: "color" }) ?? "";
  const validColor = HEX.test(color) ? color : DEFAULT_THEME_COLOR;
  const pick = (value: string) =>
    form.setValue("color", value.toUpperCase(), { shouldValidate: true, shouldDirty: true });

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, FIELDS, form.setError),
    };
    // spec §5 Theme form: the description is trimmed and left out when empty.
    if (theme) update.mutate({ ...values, id: theme.id, version: theme.updatedAt }, callbacks);
    else create.mutate({ ...values, description: values.description ?? undefined }, callbacks);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Name" autoFocus error={errors.name?.message} {...form.register("name")} />
      <TextareaField
        label="Description"
        placeholder="The strategic direction this theme stands for"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-2">
        <Label htmlFor="theme-color">Color</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick a colour"
            value={validColor.toLowerCase()}
            onChange={(event) => pick(event.target.value)}
            className="size-9 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
          />
          <Input
            id="theme-color"
            className="w-32 font-mono uppercase"
            maxLength={7}
            aria-invalid={errors.color ? true : undefined}
            {...form.register("color")}
          />
        </div>
        <fieldset className="flex flex-wrap gap-2" aria-label="Suggested colours">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => pick(preset)}
              aria-label={`Use ${preset}`}
              className={cn(
                "flex size-7 items-center justify-center rounded-full border-2 border-transparent transition-transform hover:scale-110",
                "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                color.toUpperCase() === preset && "border-foreground/70",
              )}
              style={{ backgroundColor: preset }}
            >
              {color.toUpperCase() === preset && <Check className="size-3.5 text-white" aria-hidden="true" />}
            </button>
          ))}
        </fieldset>
        {errors.color?.message && (
          <p className="text-xs font-medium text-destructive">{errors.color.message}</p>
        )}
      </div>
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        {/* spec §5 Theme form: submit is disabled while the name is empty. */}
        <Button type="submit" disabled={pending || name.trim() === ""}>
          {theme ? (pending ? "Saving..." : "Save Changes") : pending ? "Creating..." : "Create Theme"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** spec §2 and §5: the create and edit dialog of a strategic theme. It stays open on failure (§8). */
export function ThemeFormDialog({
  open,
  onOpenChange,
  theme,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: Theme | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{theme ? "Edit Theme" : "Add Theme"}</DialogTitle>
          <DialogDescription>
            Themes group objectives across perspectives, and the Corporate BSC highlights them by colour.
          </DialogDescription>
        </DialogHeader>
        <ThemeForm key={theme?.id ?? "new"} theme={theme} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
