"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
// The map's link forms (UI-48, UI-52): edit or delete a link, add one without a mouse. A chunk of their
// own, loaded when the side panel first shows one, so the form library stays out of the map's chunk.
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Link2, Trash2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type Control, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { strategyLinksResource } from "../../../../domain/resources";
import {
  HYPOTHESIS_MESSAGE,
  type StrategyLink,
  type StrategyMap,
  type StrategyMapEdge,
  strategyLinkFormSchema,
} from "../../../../domain/schemas/strategy-map";
import { HYPOTHESIS_MAX, LINK_DIRECTIONS, LINK_STRENGTHS } from "../../../../domain/strategy-links";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormError } from "../../../components/form/form-dialog";
import { FormSelectField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Button } from "../../../components/ui/button";
import { TextareaField } from "../../../components/ui/textarea";
import { writeToasts } from "../../../components/write-toasts";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useDelete, useUpdate } from "../../../lib/resources";
import { evidenceText, evidenceVerdict } from "../lib/links";
import { strategyMapMessages as m } from "../messages";
import { PANEL } from "./map-outline";

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
  const intl = useIntl();
  const directionOptions = LINK_DIRECTIONS.map((value) => ({
    value,
    label: intl.formatMessage(value === "direct" ? m.directionDirect : m.directionInverse),
  }));
  const strengthOptions = LINK_STRENGTHS.map((value) => ({
    value,
    label: intl.formatMessage(m.strengthOption, { strength: value }),
  }));
  return (
    <>
      <FormSelectField
        control={control}
        name="direction"
        label={intl.formatMessage(m.directionLabel)}
        options={directionOptions}
      />
      <FormSelectField
        control={control}
        name="strength"
        label={intl.formatMessage(m.strengthLabel)}
        options={strengthOptions}
      />
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
  const intl = useIntl();
  // HYPOTHESIS_MESSAGE of the domain's schema, in the screens' language (docs/decisions/025).
  const hypothesisError = (message: string | undefined) =>
    message === HYPOTHESIS_MESSAGE
      ? intl.formatMessage(m.hypothesisTooLong, { max: HYPOTHESIS_MAX })
      : message;
  return (
    <TextareaField
      label={label}
      placeholder={intl.formatMessage(m.hypothesisPlaceholder)}
      error={hypothesisError(form.formState.errors.hypothesis?.message)}
      hint={
        counted
          ? intl.formatMessage(m.hypothesisCount, { count: hypothesis.trim().length, max: HYPOTHESIS_MAX })
          : undefined
      }
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
  const intl = useIntl();
  // A fresh answer from the server (someone's save, a refresh) resets the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored claim changes
  useEffect(() => {
    form.reset(linkValuesOf(edge));
  }, [edge.direction, edge.strength, edge.hypothesis]);

  const update = useUpdate<unknown, StrategyLink>(strategyLinksResource, {
    method: "patch",
    silent: true,
    onSuccess: () => writeToasts(intl.formatMessage(m.linkSaved), "").onSuccess(),
    onError: (e) =>
      form.setError("root.server", {
        type: "server",
        message: describeFailure(e, intl.formatMessage(m.linkNotSaved)),
      }),
  });
  const remove = useDelete(strategyLinksResource, {
    ...writeToasts(intl.formatMessage(m.linkDeleted), intl.formatMessage(m.linkNotDeleted)),
    onSuccess: () => {
      writeToasts(intl.formatMessage(m.linkDeleted), "").onSuccess();
      setConfirming(false);
      onClose();
    },
  });
  const from = nameOf(edge.fromObjectiveAssignmentId);
  const to = nameOf(edge.toObjectiveAssignmentId);
  const verdict = evidenceVerdict(edge, intl.formatMessage);
  const evidence = evidenceText(edge, intl.formatMessage);
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
          {from}{" "}
          <ArrowRight className="inline size-4 align-[-2px]" aria-label={intl.formatMessage(m.drives)} /> {to}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={intl.formatMessage(m.closeLinkPanel)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {verdict ? (
          <FormattedMessage {...m.evidenceLineWithVerdict} values={{ evidence, verdict }} />
        ) : (
          <FormattedMessage {...m.evidenceLine} values={{ evidence }} />
        )}
      </p>
      {canEdit ? (
        <form className="grid gap-3" onSubmit={save} noValidate>
          <ClaimFields control={form.control} />
          <HypothesisField form={form} label={intl.formatMessage(m.hypothesisLabel)} counted />
          <FormError message={form.formState.errors.root?.server?.message} />
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> <FormattedMessage {...m.deleteLink} />
            </Button>
            <Button type="submit" disabled={update.isPending || !!form.formState.errors.hypothesis}>
              <FormattedMessage {...(update.isPending ? commonMessages.saving : m.saveLink)} />
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">
            <FormattedMessage {...m.directionLabel} />
          </dt>
          <dd>
            <FormattedMessage {...m.direction} values={{ direction: edge.direction }} />
          </dd>
          <dt className="text-muted-foreground">
            <FormattedMessage {...m.strengthLabel} />
          </dt>
          <dd>
            <FormattedMessage {...m.strength} values={{ strength: edge.strength }} />
          </dd>
          <dt className="text-muted-foreground">
            <FormattedMessage {...m.hypothesisLabel} />
          </dt>
          <dd>{edge.hypothesis ?? <FormattedMessage {...m.noneWritten} />}</dd>
        </dl>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.deleteConfirmTitle)}
        description={intl.formatMessage(m.deleteConfirmText, { from, to })}
        confirmLabel={intl.formatMessage(m.delete)}
        pendingLabel={intl.formatMessage(m.deleting)}
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
  const intl = useIntl();
  const setFormError = (message: string) => form.setError("root.server", { type: "server", message });
  const create = useCreate<unknown, StrategyLink>(strategyLinksResource, {
    silent: true,
    onSuccess: (link) => {
      writeToasts(intl.formatMessage(m.linkAdded), "").onSuccess();
      form.reset({ ...form.getValues(), from: "", to: "", hypothesis: "" });
      onCreated(link.id);
    },
    onError: (e) => setFormError(describeFailure(e, intl.formatMessage(m.linkNotAddedSentence))),
  });
  const options = map.nodes.map((n) => ({
    value: n.objectiveAssignmentId,
    label: n.name,
    hint: map.perspectives.find((p) => p.key === n.perspective)?.name,
  }));
  const submit = form.handleSubmit(({ from, to, direction, strength, hypothesis }) => {
    if (!from || !to) return setFormError(intl.formatMessage(m.pickBothEnds));
    // SELF_LINK_MESSAGE of the domain, in the screens' language.
    if (from === to) return setFormError(intl.formatMessage(m.selfLink));
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
        <Link2 className="size-4 text-primary" aria-hidden="true" /> <FormattedMessage {...m.addLink} />
      </h3>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <FormSelectField
          control={form.control}
          name="from"
          label={intl.formatMessage(m.fromLabel)}
          options={options}
          placeholder={intl.formatMessage(m.pickObjective)}
        />
        <FormSelectField
          control={form.control}
          name="to"
          label={intl.formatMessage(m.toLabel)}
          options={options.filter((o) => o.value !== from)}
          placeholder={intl.formatMessage(m.pickObjective)}
        />
        <div className="grid gap-3">
          <ClaimFields control={form.control} />
        </div>
        <HypothesisField form={form} label={intl.formatMessage(m.hypothesisOptional)} />
        <FormError message={form.formState.errors.root?.server?.message} />
        <Button type="submit" disabled={create.isPending || !!form.formState.errors.hypothesis}>
          <FormattedMessage {...(create.isPending ? m.adding : m.addLink)} />
        </Button>
      </form>
    </section>
  );
}
