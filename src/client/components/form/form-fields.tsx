"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// Form fields bound to react-hook-form by `name`: the field's value, its change and blur, and its
// error message come from the form. Text inputs are registered (`form.register`), so they take the
// whole form; pickers are controlled, so they take its `control`.
import type { ComponentType, ReactNode } from "react";
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
  useController,
} from "react-hook-form";
import { CheckboxField } from "../ui/checkbox";
import { SelectField, type SelectFieldProps } from "../ui/select-field";
import { TextField } from "../ui/text-field";
import { TextareaField } from "../ui/textarea";

/** What binds a text input to the form field `name`. */
type Registered<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Options of `form.register`, such as `valueAsNumber` or a value setter. */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
};

/**
 * A labelled field (TextField, TextareaField) registered as the form field `name`, showing that
 * field's error: what each text input of a form would otherwise spell out again.
 */
function registeredField<P extends { error?: string }>(Field: ComponentType<P>) {
  return function RegisteredField<T extends FieldValues, TOut = T>({
    form,
    name,
    registerOptions,
    ...props
  }: Omit<P, "form" | "name" | "error"> & Registered<T, TOut>) {
    const error = form.getFieldState(name, form.formState).error?.message;
    return <Field {...(props as unknown as P)} error={error} {...form.register(name, registerOptions)} />;
  };
}

/** A TextField registered as the form field `name`. */
export const FormTextField = registeredField(TextField);

/** A TextareaField registered as the form field `name`. */
export const FormTextareaField = registeredField(TextareaField);

/** The string values a field can hold (its options' value type). */
type StringValueOf<T extends FieldValues, N extends FieldPath<T>> = Extract<
  NonNullable<FieldPathValue<T, N>>,
  string
>;

/** A SelectField for the form field `name`. */
export function FormSelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  onValueChange,
  ...props
}: Omit<SelectFieldProps<StringValueOf<T, N>>, "value" | "onChange" | "onBlur" | "error"> & {
  control: Control<T, unknown, TOut>;
  name: N;
  /** Runs after the field takes the picked value, for fields that follow it. */
  onValueChange?: (value: StringValueOf<T, N>) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...props}
      value={field.value as StringValueOf<T, N> | null | undefined}
      onChange={(value: StringValueOf<T, N>) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A CheckboxField for the boolean form field `name`. */
export function FormCheckboxField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  ...props
}: {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const { field } = useController({ control, name });
  return <CheckboxField {...props} checked={field.value === true} onCheckedChange={field.onChange} />;
}
