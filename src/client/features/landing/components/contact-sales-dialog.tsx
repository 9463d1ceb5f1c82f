"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  CONTACT_MESSAGE_MAX,
  type ContactSalesInput,
  type ContactSalesRequest,
  contactSalesSchema,
  TEAM_SIZE_OPTIONS,
} from "../../../../domain/schemas/contact";
import { FormDialog, useOpenCount } from "../../../components/form/form-dialog";
import { FormSelectField, FormTextareaField, FormTextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "../../../components/ui/dialog";
import { api } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { useWrite } from "../../../lib/resources";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** LANDING-3: 'Contact Sales' is a short form to the platform's team, answered with where the reply goes. */
export function ContactSalesDialog(props: DialogProps) {
  const opening = useOpenCount(props.open);
  return <ContactSalesForm key={opening} {...props} />;
}

// A public write: it changes no read the client caches.
const contactSales = { changes: [] } as const;

function ContactSalesForm({ open, onOpenChange }: DialogProps) {
  const [thanks, setThanks] = useState<string | null>(null);
  const send = useWrite(
    contactSales,
    (body: ContactSalesRequest) => api.post<{ message: string }>("/api/contact-sales", body),
    { silent: true },
  );
  const form = useForm<ContactSalesInput, unknown, ContactSalesRequest>({
    resolver: zodResolver(contactSalesSchema),
    defaultValues: { name: "", email: "", company: "", teamSize: "", message: "" },
  });

  if (thanks) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeading
            titleClassName="flex items-center gap-2"
            title={
              <>
                <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
                Message sent
              </>
            }
            description={thanks}
            descriptionRole="status"
          />
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Contact Sales"
      description="Tell us about your team and what you need from the Enterprise plan. We answer by email."
      submitLabel="Send message"
      pendingLabel="Sending..."
      pending={send.isPending}
      className="sm:max-w-xl"
      onSubmit={(values, { applyServerErrors, setFormError }) =>
        send.mutate(values, {
          onSuccess: (answer) => setThanks(answer.message),
          onError: (error) => {
            if (!applyServerErrors(error))
              setFormError(describeFailure(error, "Your message could not be sent. Please try again."));
          },
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="name" label="Name" autoComplete="name" placeholder="Dana Smith" />
        <FormTextField
          form={form}
          name="email"
          label="Work email"
          type="email"
          autoComplete="email"
          placeholder="dana@company.com"
        />
        <FormTextField
          form={form}
          name="company"
          label="Company"
          autoComplete="organization"
          placeholder="Acme Corporation"
        />
        <FormSelectField
          control={form.control}
          name="teamSize"
          label="Team size (optional)"
          placeholder="Select team size"
          options={TEAM_SIZE_OPTIONS}
        />
      </div>
      <FormTextareaField
        form={form}
        name="message"
        label="Message"
        rows={5}
        maxLength={CONTACT_MESSAGE_MAX}
        placeholder="What would you like to talk about?"
        hint={`Up to ${CONTACT_MESSAGE_MAX} characters.`}
      />
    </FormDialog>
  );
}
