"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// CALC-12: the Code and Formula fields of both KPI forms, with the formula checked as it is typed.
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { kpisResource } from "../../../../domain/resources";
import type { Kpi } from "../../../../domain/schemas/library";
import { FormTextField } from "../../../components/form/form-fields";
import { TextField } from "../../../components/ui/text-field";
import { useList } from "../../../lib/resources";
import { checkFormula } from "../lib/formula-check";

type FormulaFormFields = { code?: string; formula?: string };

export function KpiFormulaFields<T extends FieldValues, TOut>({
  form,
  kpiId,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  /** The KPI being edited (its own code is not another's), or null on create. */
  kpiId: string | null;
}) {
  const f = form as unknown as UseFormReturn<FormulaFormFields>;
  const library = useList<Kpi>(kpisResource);
  const code = f.watch("code");
  const formula = f.watch("formula");
  const check = checkFormula(formula, code, library.data ?? [], kpiId);
  const { errors } = f.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <FormTextField
        form={f}
        name="code"
        label="Code (optional)"
        placeholder="e.g. REVENUE"
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        hint="Other KPIs' formulas refer to it as {CODE}."
      />
      <TextField
        label="Formula (optional)"
        placeholder="e.g. {REVENUE} / {HEADCOUNT} * 1000"
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono"
        hint={
          check?.ok
            ? check.message
            : "Leave empty to enter actuals. + − × ÷, ( ), min, max, abs, round over {CODES}."
        }
        error={errors.formula?.message ?? (check && !check.ok ? check.message : undefined)}
        {...f.register("formula")}
      />
    </div>
  );
}
