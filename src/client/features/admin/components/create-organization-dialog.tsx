"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { adminOrganizationsResource } from "../../../../domain/resources";
import {
  type CreateOrganizationInput,
  createOrganizationSchema,
  PLAN_OPTIONS,
} from "../../../../domain/schemas/admin";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { useCreate } from "../../../lib/resources";

type FormInput = z.input<typeof createOrganizationSchema>;
type FormOutput = z.output<typeof createOrganizationSchema>;

const STATUSES = [
  { value: "active", label: "Active" },
  { value: "suspended", label: "Suspended" },
] as const;

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function CreateOrganizationDialog(props: DialogProps) {
  const opening = useOpenCount(props.open);
  return <CreateOrganizationForm key={opening} {...props} />;
}

function CreateOrganizationForm({ open, onOpenChange }: DialogProps) {
  const create = useCreate<CreateOrganizationInput>(adminOrganizationsResource, {
    silent: true,
    onSuccess: () =>
      toast({ title: "Success", description: "Organization created successfully", variant: "success" }),
    onError: (error) =>
      toast({
        title: "Failed to create organization",
        description: describeFailure(error, "Please check your input and try again."),
        variant: "destructive",
      }),
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: { name: "", subscriptionTier: "basic", status: "active", domain: "" },
  });
  const { errors } = form.formState;
  // ADMIN-1: the name is required (non-blank); the button is disabled otherwise.
  const blankName = (useWatch({ control: form.control, name: "name" }) ?? "").trim() === "";

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Create Organization"
      description="A new organization on the platform. Add its first admin from the Users tab."
      submitLabel="Create Organization"
      pendingLabel="Creating..."
      pending={create.isPending}
      submitDisabled={blankName}
      onSubmit={(values, { applyServerErrors }) =>
        create.mutate(values, { onSuccess: () => onOpenChange(false), onError: applyServerErrors })
      }
    >
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
        <FormSelectField control={form.control} name="subscriptionTier" label="Plan" options={PLAN_OPTIONS} />
        <FormSelectField control={form.control} name="status" label="Status" options={STATUSES} />
      </div>
    </FormDialog>
  );
}
