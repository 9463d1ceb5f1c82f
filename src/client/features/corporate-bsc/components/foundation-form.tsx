"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import {
  type FoundationFormInput,
  type FoundationFormValues,
  foundationFormSchema,
} from "../../../../domain/schemas/settings";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { TextareaField } from "../../../components/ui/textarea";
import { corporateBscMessages as m } from "../messages";
import { PANELS } from "./foundation-panels";

/** The edit mode of the foundation block: the name and the three texts, with Cancel and Save Changes. */
export function FoundationForm({
  initial,
  pending,
  onCancel,
  onSave,
}: {
  initial: FoundationFormInput;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: FoundationFormValues) => void;
}) {
  const intl = useIntl();
  const form = useForm<FoundationFormInput, unknown, FoundationFormValues>({
    resolver: zodResolver(foundationFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  // Edit gives way to the form: the keyboard's focus goes to its first field, not back to the page.
  // PLATFORM-37: moved as the form appears (a layout effect, on the element itself); react-hook-form's
  // setFocus waits a task, and on a loaded machine took the focus from a field already being typed in.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const first = formRef.current?.elements.namedItem("organizationName");
    if (first instanceof HTMLElement) first.focus();
  }, []);
  return (
    <form ref={formRef} className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextField
        className="sm:max-w-md"
        label={intl.formatMessage(m.organizationName)}
        maxLength={100}
        error={errors.organizationName?.message}
        {...form.register("organizationName")}
      />
      <div className="grid gap-4 md:grid-cols-3">
        {PANELS.map((panel) => (
          <TextareaField
            key={panel.key}
            textareaClassName="min-h-28"
            label={intl.formatMessage(panel.title)}
            placeholder={intl.formatMessage(panel.hint)}
            maxLength={5000}
            error={errors[panel.key]?.message}
            {...form.register(panel.key)}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button type="submit" disabled={pending}>
          <FormattedMessage {...(pending ? commonMessages.saving : m.saveChanges)} />
        </Button>
      </div>
    </form>
  );
}
