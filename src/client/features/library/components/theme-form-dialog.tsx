"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { themesResource } from "../../../../domain/resources";
import {
  DEFAULT_THEME_COLOR,
  type Theme,
  type ThemeCreateInput,
  type ThemeCreateValues,
  type ThemeUpdateInput,
  themeCreateSchema,
} from "../../../../domain/schemas/library";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useUpdate } from "../../../lib/resources";

// A few distinct colours to pick from; any #RRGGBB can be typed or chosen with the picker.
const PRESETS = ["#3B82F6", "#10B981", "#8B5CF6", "#F97316", "#EF4444", "#EAB308", "#06B6D4", "#EC4899"];
const HEX = /^#[0-9A-Fa-f]{6}$/;

type ThemeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; theme: Theme | null };

function ThemeForm({ open, onOpenChange, theme }: ThemeDialogProps) {
  const create = useCreate<ThemeCreateInput>(themesResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Theme created successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to create theme",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  const update = useUpdate<ThemeUpdateInput>(themesResource, {
    method: "patch",
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Theme updated successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Error",
        description: `Failed to update theme: ${describeFailure(error, "Unknown error")}`,
        variant: "destructive",
      }),
  });
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

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={theme ? "Edit Theme" : "Add Theme"}
      description="Themes group objectives across perspectives, and the Corporate BSC highlights them by colour."
      submitLabel={theme ? "Save Changes" : "Create Theme"}
      pendingLabel={theme ? "Saving..." : "Creating..."}
      pending={pending}
      // Theme form (LIBRARY-5): submit is disabled while the name is empty.
      submitDisabled={name.trim() === ""}
      onSubmit={(values, { applyServerErrors }) => {
        const callbacks = { onSuccess: () => onOpenChange(false), onError: applyServerErrors };
        // Theme form (LIBRARY-5): the description is trimmed and left out when empty.
        if (theme) update.mutate({ id: theme.id, body: { ...values, version: theme.updatedAt } }, callbacks);
        else create.mutate({ ...values, description: values.description ?? undefined }, callbacks);
      }}
    >
      <FormTextField form={form} name="name" label="Name" autoFocus />
      <FormTextareaField
        form={form}
        name="description"
        label="Description"
        placeholder="The strategic direction this theme stands for"
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
    </FormDialog>
  );
}

/** LIBRARY-5: the create and edit dialog of a strategic theme. It stays open on failure (TOAST-1). */
export function ThemeFormDialog(props: ThemeDialogProps) {
  // Each opening starts from the theme's current values (or a blank form).
  const opening = useOpenCount(props.open);
  return <ThemeForm key={opening} {...props} />;
}
