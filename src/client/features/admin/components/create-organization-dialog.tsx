import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { createOrganizationSchema } from "../../../../domain/schemas/admin";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { useCreateOrganization } from "../api/create-organization";

type FormInput = z.input<typeof createOrganizationSchema>;
type FormOutput = z.output<typeof createOrganizationSchema>;
const FIELDS = ["name", "subscriptionTier", "status", "domain"] as const;

/** spec §9 Plans: the create-organization options are basic, pro and enterprise. */
const CREATE_PLANS = [
  { value: "basic", label: "Basic" },
  { value: "pro", label: "Pro" },
  { value: "enterprise", label: "Enterprise" },
] as const;

export function CreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <CreateOrganizationForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function CreateOrganizationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateOrganization();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { name: "", subscriptionTier: "basic", status: "active", domain: "" },
  });
  const { errors } = form.formState;
  // spec §5: the name is required (non-blank); the button is disabled otherwise.
  const blankName = (form.watch("name") ?? "").trim() === "";

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create Organization</DialogTitle>
        <DialogDescription>
          A new organization on the platform. Add its first admin from the Users tab.
        </DialogDescription>
      </DialogHeader>
      <TextField
        label="Organization Name"
        autoComplete="off"
        placeholder="Acme Corporation"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="Domain (optional)"
        autoComplete="off"
        placeholder="acme.com"
        error={errors.domain?.message}
        {...form.register("domain")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="org-plan">Plan</Label>
          <Controller
            control={form.control}
            name="subscriptionTier"
            render={({ field }) => (
              <Select value={String(field.value ?? "basic")} onValueChange={field.onChange}>
                <SelectTrigger id="org-plan">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CREATE_PLANS.map((plan) => (
                    <SelectItem key={plan.value} value={plan.value}>
                      {plan.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.subscriptionTier?.message && (
            <p className="text-xs font-medium text-destructive">{errors.subscriptionTier.message}</p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="org-status">Status</Label>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select value={field.value ?? "active"} onValueChange={field.onChange}>
                <SelectTrigger id="org-status">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="active">Active</SelectItem>
                  <SelectItem value="suspended">Suspended</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || blankName}>
          {create.isPending ? "Creating..." : "Create Organization"}
        </Button>
      </DialogFooter>
    </form>
  );
}
