"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The map's link forms (UI-48, UI-52): edit or delete a link, add one without a mouse. A chunk of their
// own, loaded when the side panel first shows one, so the form library stays out of the map's chunk.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Link2, Trash2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type Control, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { strategyLinksResource } from "../../../../domain/resources";
import {
  SELF_LINK_MESSAGE,
  type StrategyLink,
  type StrategyMap,
  type StrategyMapEdge,
  strategyLinkFormSchema,
} from "../../../../domain/schemas/strategy-map";
import { HYPOTHESIS_MAX, LINK_DIRECTIONS, LINK_STRENGTHS } from "../../../../domain/strategy-links";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormError } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { TextareaField } from "../../../components/ui/textarea";
import { writeToasts } from "../../../components/write-toasts";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useDelete, useUpdate } from "../../../lib/resources";
import { evidenceText, evidenceVerdict } from "../lib/links";
import { PANEL } from "./map-outline";

const DIRECTION_OPTIONS = LINK_DIRECTIONS.map((value) => ({
  value,
  label: value === "direct" ? "Direct (both rise together)" : "Inverse (one rises, the other falls)",
}));
const STRENGTH_OPTIONS = LINK_STRENGTHS.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

/** STRAT-29: the side panel's form: a link's ends (only a new link's are picked; they are checked on
 * submit, in the form's words) and its claim, checked as the server checks it. */
const linkFormSchema = strategyLinkFormSchema.extend({ from: z.string(), to: z.string() });
type LinkFormValues = z.infer<typeof linkFormSchema>;
type LinkForm = UseFormReturn<LinkFormValues>;

const linkValuesOf = (edge: StrategyMapEdge): LinkFormValues => ({
  from: edge.fromObjectiveAssignmentId,
  to: edge.toObjectiveAssignmentId,
  direction: edge.direction,
  strength: edge.strength,
  hypothesis: edge.hypothesis ?? "",
});

/** A link's direction and strength. */
function ClaimFields({ control }: { control: Control<LinkFormValues> }) {
  return (
    <>
      <FormSelectField control={control} name="direction" label="Direction" options={DIRECTION_OPTIONS} />
      <FormSelectField control={control} name="strength" label="Strength" options={STRENGTH_OPTIONS} />
    </>
  );
}

/** STRAT-3: the hypothesis, refused as it is typed once it passes its length (the counter shows it). */
function HypothesisField({
  form,
  label,
  counted = false,
}: {
  form: LinkForm;
  label: string;
  counted?: boolean;
}) {
  const hypothesis = useWatch({ control: form.control, name: "hypothesis" });
  return (
    <TextareaField
      label={label}
      placeholder="Why the driver should move the outcome"
      error={form.formState.errors.hypothesis?.message}
      hint={counted ? `${hypothesis.trim().length} / ${HYPOTHESIS_MAX}` : undefined}
      {...form.register("hypothesis")}
    />
  );
}

/** STRAT-30: a link's claim, edited in place by admins (PATCH with its version); members read it. */
export function LinkEditor({
  edge,
  nameOf,
  canEdit,
  onClose,
}: {
  edge: StrategyMapEdge;
  nameOf: (id: string) => string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const form = useForm<LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    mode: "onChange",
    defaultValues: linkValuesOf(edge),
  });
  const [confirming, setConfirming] = useState(false);
  // A fresh answer from the server (someone's save, a refresh) resets the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored claim changes
  useEffect(() => {
    form.reset(linkValuesOf(edge));
  }, [edge.direction, edge.strength, edge.hypothesis]);

  const update = useUpdate<unknown, StrategyLink>(strategyLinksResource, {
    method: "patch",
    silent: true,
    onSuccess: () => writeToasts("Link saved.", "").onSuccess(),
    onError: (e) =>
      form.setError("root.server", {
        type: "server",
        message: describeFailure(e, "The link could not be saved."),
      }),
  });
  const remove = useDelete(strategyLinksResource, {
    ...writeToasts("Link deleted.", "The link could not be deleted"),
    onSuccess: () => {
      writeToasts("Link deleted.", "").onSuccess();
      setConfirming(false);
      onClose();
    },
  });
  const from = nameOf(edge.fromObjectiveAssignmentId);
  const to = nameOf(edge.toObjectiveAssignmentId);
  const verdict = evidenceVerdict(edge);
  const save = form.handleSubmit((values) =>
    update.mutate({
      id: edge.id,
      body: {
        direction: values.direction,
        strength: values.strength,
        hypothesis: values.hypothesis || null,
        version: edge.version,
      },
    }),
  );

  return (
    <section className={PANEL} aria-labelledby={`link-${edge.id}-title`} data-testid="link-editor">
      <div className="flex items-start justify-between gap-2">
        <h3 id={`link-${edge.id}-title`} className="font-semibold">
          {from} <ArrowRight className="inline size-4 align-[-2px]" aria-label="drives" /> {to}
        </h3>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close the link panel">
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Evidence: {evidenceText(edge)}
        {verdict ? ` (${verdict})` : ""}.
      </p>
      {canEdit ? (
        <form className="grid gap-3" onSubmit={save} noValidate>
          <ClaimFields control={form.control} />
          <HypothesisField form={form} label="Hypothesis" counted />
          <FormError message={form.formState.errors.root?.server?.message} />
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Delete link
            </Button>
            <Button type="submit" disabled={update.isPending || !!form.formState.errors.hypothesis}>
              {update.isPending ? "Saving..." : "Save link"}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Direction</dt>
          <dd>{edge.direction}</dd>
          <dt className="text-muted-foreground">Strength</dt>
          <dd>{edge.strength}</dd>
          <dt className="text-muted-foreground">Hypothesis</dt>
          <dd>{edge.hypothesis ?? "None written"}</dd>
        </dl>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this link?"
        description={`${from} → ${to} will be removed from the strategy map. The objectives stay.`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: edge.id, version: edge.version })}
      />
    </section>
  );
}

/** STRAT-29: a link made with the keyboard alone, the same claim a drag makes. */
export function AddLinkForm({ map, onCreated }: { map: StrategyMap; onCreated: (id: string) => void }) {
  const form = useForm<LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    mode: "onChange",
    defaultValues: { from: "", to: "", direction: "direct", strength: "moderate", hypothesis: "" },
  });
  const from = useWatch({ control: form.control, name: "from" });
  const headingId = useId();
  const setFormError = (message: string) => form.setError("root.server", { type: "server", message });
  const create = useCreate<unknown, StrategyLink>(strategyLinksResource, {
    silent: true,
    onSuccess: (link) => {
      writeToasts("Link added.", "").onSuccess();
      form.reset({ ...form.getValues(), from: "", to: "", hypothesis: "" });
      onCreated(link.id);
    },
    onError: (e) => setFormError(describeFailure(e, "The link could not be added.")),
  });
  const options = map.nodes.map((n) => ({
    value: n.objectiveAssignmentId,
    label: n.name,
    hint: map.perspectives.find((p) => p.key === n.perspective)?.name,
  }));
  const submit = form.handleSubmit(({ from, to, direction, strength, hypothesis }) => {
    if (!from || !to) return setFormError("Pick the driver (From) and the outcome (To).");
    if (from === to) return setFormError(SELF_LINK_MESSAGE);
    create.mutate({
      fromObjectiveAssignmentId: from,
      toObjectiveAssignmentId: to,
      direction,
      strength,
      hypothesis: hypothesis || undefined,
    });
  });
  return (
    <section className={PANEL} aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4 text-primary" aria-hidden="true" /> Add link
      </h3>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <FormSelectField
          control={form.control}
          name="from"
          label="From (driver)"
          options={options}
          placeholder="Pick an objective"
        />
        <FormSelectField
          control={form.control}
          name="to"
          label="To (outcome)"
          options={options.filter((o) => o.value !== from)}
          placeholder="Pick an objective"
        />
        <div className="grid gap-3">
          <ClaimFields control={form.control} />
        </div>
        <HypothesisField form={form} label="Hypothesis (optional)" />
        <FormError message={form.formState.errors.root?.server?.message} />
        <Button type="submit" disabled={create.isPending || !!form.formState.errors.hypothesis}>
          {create.isPending ? "Adding..." : "Add link"}
        </Button>
      </form>
    </section>
  );
}
