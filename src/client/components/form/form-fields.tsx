"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// Form fields bound to react-hook-form by `control` and `name`: the field's value, its change and
// blur, and its error message come from the form. Text inputs need none of this: spread
// `form.register(name)` on a TextField or TextareaField.
import type { ReactNode } from "react";
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import { CheckboxField } from "../ui/checkbox";
import { SelectField, type SelectFieldProps } from "../ui/select-field";

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
