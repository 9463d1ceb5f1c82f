// The map's side panel (UI-48, UI-52): edit or delete a link, add one without a mouse, and the
// text outline of every link.
import { ArrowRight, Link2, Trash2, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { strategyLinksResource } from "../../../../domain/resources";
import type { StrategyLink, StrategyMap, StrategyMapEdge } from "../../../../domain/schemas/strategy-map";
import {
  HYPOTHESIS_MAX,
  LINK_DIRECTIONS,
  LINK_STRENGTHS,
  type LinkDirection,
  type LinkStrength,
} from "../../../../domain/strategy-links";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Button } from "../../../components/ui/button";
import { SelectField } from "../../../components/ui/select-field";
import { TextareaField } from "../../../components/ui/textarea";
import { writeToasts } from "../../../components/write-toasts";
import { cn } from "../../../lib/cn";
import { describeFailure } from "../../../lib/errors";
import { useCreate, useDelete, useUpdate } from "../../../lib/resources";
import { evidenceText, evidenceVerdict, linkSentence } from "../lib/links";

const DIRECTION_OPTIONS = LINK_DIRECTIONS.map((value) => ({
  value,
  label: value === "direct" ? "Direct (both rise together)" : "Inverse (one rises, the other falls)",
}));
const STRENGTH_OPTIONS = LINK_STRENGTHS.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

const PANEL = "grid gap-3 rounded-xl border bg-card p-4";

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
  const [direction, setDirection] = useState<LinkDirection>(edge.direction);
  const [strength, setStrength] = useState<LinkStrength>(edge.strength);
  const [hypothesis, setHypothesis] = useState(edge.hypothesis ?? "");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A fresh answer from the server (someone's save, a refresh) resets the form.
  useEffect(() => {
    setDirection(edge.direction);
    setStrength(edge.strength);
    setHypothesis(edge.hypothesis ?? "");
    setError(null);
  }, [edge.direction, edge.strength, edge.hypothesis]);

  const update = useUpdate<unknown, StrategyLink>(strategyLinksResource, {
    method: "patch",
    silent: true,
    onSuccess: () => writeToasts("Link saved.", "").onSuccess(),
    onError: (e) => setError(describeFailure(e, "The link could not be saved.")),
  });
  const remove = useDelete(strategyLinksResource, {
    ...writeToasts("Link deleted.", "The link could not be deleted"),
    onSuccess: () => {
      writeToasts("Link deleted.", "").onSuccess();
      setConfirming(false);
      onClose();
    },
  });
  const tooLong = hypothesis.trim().length > HYPOTHESIS_MAX;
  const from = nameOf(edge.fromObjectiveAssignmentId);
  const to = nameOf(edge.toObjectiveAssignmentId);
  const verdict = evidenceVerdict(edge);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setError(null);
    update.mutate({
      id: edge.id,
      body: { direction, strength, hypothesis: hypothesis.trim() || null, version: edge.version },
    });
  };

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
          <SelectField
            label="Direction"
            options={DIRECTION_OPTIONS}
            value={direction}
            onChange={setDirection}
          />
          <SelectField label="Strength" options={STRENGTH_OPTIONS} value={strength} onChange={setStrength} />
          <TextareaField
            label="Hypothesis"
            value={hypothesis}
            onChange={(e) => setHypothesis(e.target.value)}
            placeholder="Why the driver should move the outcome"
            error={tooLong ? `Hypothesis must be at most ${HYPOTHESIS_MAX} characters` : undefined}
            hint={`${hypothesis.trim().length} / ${HYPOTHESIS_MAX}`}
          />
          {error ? (
            <p className="text-sm font-medium text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> Delete link
            </Button>
            <Button type="submit" disabled={update.isPending || tooLong}>
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
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [direction, setDirection] = useState<LinkDirection>("direct");
  const [strength, setStrength] = useState<LinkStrength>("moderate");
  const [hypothesis, setHypothesis] = useState("");
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const create = useCreate<unknown, StrategyLink>(strategyLinksResource, {
    silent: true,
    onSuccess: (link) => {
      writeToasts("Link added.", "").onSuccess();
      setFrom("");
      setTo("");
      setHypothesis("");
      onCreated(link.id);
    },
    onError: (e) => setError(describeFailure(e, "The link could not be added.")),
  });
  const options = map.nodes.map((n) => ({
    value: n.objectiveAssignmentId,
    label: n.name,
    hint: map.perspectives.find((p) => p.key === n.perspective)?.name,
  }));
  const tooLong = hypothesis.trim().length > HYPOTHESIS_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!from || !to) return setError("Pick the driver (From) and the outcome (To).");
    if (from === to) return setError("An objective cannot be linked to itself");
    if (tooLong) return;
    create.mutate({
      fromObjectiveAssignmentId: from,
      toObjectiveAssignmentId: to,
      direction,
      strength,
      hypothesis: hypothesis.trim() || undefined,
    });
  };
  return (
    <section className={PANEL} aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4 text-primary" aria-hidden="true" /> Add link
      </h3>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <SelectField
          label="From (driver)"
          options={options}
          value={from}
          onChange={setFrom}
          placeholder="Pick an objective"
        />
        <SelectField
          label="To (outcome)"
          options={options.filter((o) => o.value !== from)}
          value={to}
          onChange={setTo}
          placeholder="Pick an objective"
        />
        <div className="grid gap-3">
          <SelectField
            label="Direction"
            options={DIRECTION_OPTIONS}
            value={direction}
            onChange={setDirection}
          />
          <SelectField label="Strength" options={STRENGTH_OPTIONS} value={strength} onChange={setStrength} />
        </div>
        <TextareaField
          label="Hypothesis (optional)"
          value={hypothesis}
          onChange={(e) => setHypothesis(e.target.value)}
          placeholder="Why the driver should move the outcome"
          error={tooLong ? `Hypothesis must be at most ${HYPOTHESIS_MAX} characters` : undefined}
        />
        {error ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending || tooLong}>
          {create.isPending ? "Adding..." : "Add link"}
        </Button>
      </form>
    </section>
  );
}

/** STRAT-27, STRAT-28: every link in words, each one a button that opens it. */
export function MapOutline({
  map,
  nameOf,
  selectedId,
  canEdit,
  onSelect,
}: {
  map: StrategyMap;
  nameOf: (id: string) => string;
  selectedId: string | null;
  canEdit: boolean;
  onSelect: (id: string) => void;
}) {
  const headingId = useId();
  return (
    <section className={PANEL} aria-labelledby={headingId} data-testid="map-outline">
      <h3 id={headingId} className="font-semibold">
        Links ({map.edges.length})
      </h3>
      {map.edges.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No links yet.{" "}
          {canEdit
            ? "Drag from the dot on an objective to another objective, or use Add link, to claim that one drives the other."
            : "An admin can draw links between objectives to show which drives which."}
        </p>
      ) : (
        <ol className="grid max-h-[36rem] gap-1 overflow-y-auto print:max-h-none print:overflow-visible">
          {map.edges.map((edge) => {
            const verdict = evidenceVerdict(edge);
            return (
              <li key={edge.id}>
                <button
                  type="button"
                  onClick={() => onSelect(edge.id)}
                  aria-current={selectedId === edge.id ? "true" : undefined}
                  className={cn(
                    "w-full rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    selectedId === edge.id && "bg-accent",
                  )}
                  data-link-id={edge.id}
                >
                  {linkSentence(edge, nameOf)}
                  {verdict ? <span className="text-muted-foreground"> · {verdict}</span> : null}
                  {edge.hypothesis ? (
                    <span className="block text-xs text-muted-foreground">“{edge.hypothesis}”</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p className="border-t pt-3 text-xs text-muted-foreground">
        r is the correlation of the two objectives' monthly scores (the driver up to 3 months earlier), shown
        from 8 months of pairs. Correlation is not causation: a strong r supports the claim, it does not prove
        it.
      </p>
    </section>
  );
}
