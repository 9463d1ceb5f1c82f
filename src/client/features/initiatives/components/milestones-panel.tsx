import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { createMilestoneSchema } from "../../../../domain/schemas/initiatives";
import { FormError } from "../../../components/form/form-dialog";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast";
import { ApiError } from "../../../lib/api-client";
import { describeFailure } from "../../../lib/errors";
import { type MilestoneWrite, useMilestoneWrite } from "../lib/api";
import { dateText } from "../lib/present";
import type { Initiative } from "../lib/types";

const nameClass = (done: boolean) =>
  done ? "text-sm font-medium line-through opacity-70" : "text-sm font-medium";

/**
 * UI-80: an initiative's milestones by due date: a checkbox completes or reopens one, a button deletes
 * it, and a small form adds one (name, due date, weight). Only those who may edit the initiative see
 * the controls; everyone sees the list.
 */
export function MilestonesPanel({ initiative }: { initiative: Initiative }) {
  const id = useId();
  const write = useMilestoneWrite();
  const [name, setName] = useState("");
  const [dueDate, setDueDate] = useState("");
  const [weight, setWeight] = useState("1");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busyId, setBusyId] = useState<string | null>(null);
  // The box shows the state asked for until the answer comes back (then the initiative's own).
  const [asked, setAsked] = useState<{ id: string; done: boolean } | null>(null);
  const totalWeight = initiative.milestones.reduce((sum, m) => sum + m.weight, 0);

  const send = (request: MilestoneWrite, done: string, onDone?: () => void) => {
    setBusyId(request.kind === "add" ? "add" : request.milestoneId);
    write.mutate(request, {
      onSuccess: () => {
        toast({ title: "Success", description: done, variant: "success" });
        onDone?.();
      },
      onError: (error) => {
        if (request.kind === "add") {
          setErrors(error instanceof ApiError && error.fields ? error.fields : {});
          setFormError(describeFailure(error, "The milestone could not be added."));
        } else {
          toast({
            title: "Error",
            description: describeFailure(error, "The milestone could not be saved."),
            variant: "destructive",
          });
        }
      },
      onSettled: () => {
        setBusyId(null);
        setAsked(null);
      },
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, dueDate, weight: Number(weight.replace(",", ".")) };
    const parsed = createMilestoneSchema.safeParse(body);
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    setFormError(undefined);
    if (!parsed.success) return;
    send({ kind: "add", initiativeId: initiative.id, body: parsed.data }, "Milestone added.", () => {
      setName("");
      setDueDate("");
      setWeight("1");
    });
  };

  return (
    <Card data-testid="milestones">
      <CardHeader>
        <CardTitle>Milestones</CardTitle>
        <CardDescription>
          {initiative.milestones.length === 0
            ? "None yet: percent complete is entered on the initiative."
            : "Percent complete is the weighted share of the milestones done."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {initiative.milestones.length > 0 ? (
          <ul className="grid gap-2" aria-label="Milestones">
            {initiative.milestones.map((milestone) => {
              const boxId = `${id}-${milestone.id}`;
              const done = asked?.id === milestone.id ? asked.done : milestone.completedAt !== null;
              const share = totalWeight > 0 ? Math.round((milestone.weight / totalWeight) * 100) : 0;
              return (
                <li
                  key={milestone.id}
                  className="flex items-center gap-3 rounded-lg border p-3"
                  data-testid="milestone-row"
                  data-done={done}
                >
                  {initiative.canEdit ? (
                    <Checkbox
                      id={boxId}
                      checked={done}
                      disabled={busyId !== null}
                      aria-label={`${milestone.name}: ${done ? "done (reopen)" : "complete"}`}
                      onCheckedChange={(on) => {
                        setAsked({ id: milestone.id, done: on === true });
                        send(
                          {
                            kind: "patch",
                            milestoneId: milestone.id,
                            body: { completedAt: on === true ? new Date().toISOString() : null },
                          },
                          on === true ? "Milestone completed." : "Milestone reopened.",
                        );
                      }}
                    />
                  ) : null}
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    {initiative.canEdit ? (
                      <label htmlFor={boxId} className={nameClass(done)}>
                        {milestone.name}
                      </label>
                    ) : (
                      <span className={nameClass(done)}>
                        {milestone.name}
                        {done ? <span className="sr-only"> (done)</span> : null}
                      </span>
                    )}
                    <p className="text-xs text-muted-foreground">
                      Due {dateText(milestone.dueDate)} · weight {milestone.weight} ({share}%)
                      {milestone.completedAt ? ` · done ${dateText(milestone.completedAt)}` : ""}
                    </p>
                  </div>
                  {initiative.canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete milestone ${milestone.name}`}
                      disabled={busyId !== null}
                      onClick={() =>
                        send({ kind: "delete", milestoneId: milestone.id }, "Milestone deleted.")
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {initiative.canEdit ? (
          <form
            noValidate
            onSubmit={add}
            className="grid gap-3 rounded-lg border border-dashed p-3"
            aria-label="Add milestone"
          >
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_6rem]">
              <TextField
                label="Milestone"
                value={name}
                maxLength={200}
                error={errors.name}
                onChange={(e) => setName(e.target.value)}
              />
              <TextField
                label="Due date"
                type="date"
                value={dueDate}
                error={errors.dueDate}
                onChange={(e) => setDueDate(e.target.value)}
              />
              <TextField
                label="Weight"
                inputMode="decimal"
                value={weight}
                error={errors.weight}
                onChange={(e) => setWeight(e.target.value)}
              />
            </div>
            <FormError message={formError} />
            <div>
              <Button type="submit" variant="outline" disabled={busyId !== null}>
                {busyId === "add" ? "Adding..." : "Add Milestone"}
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
