"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { CreateMilestoneInput } from "../../../../domain/schemas/initiatives";
import { FormError } from "../../../components/form/form-dialog";
import { FormTextField } from "../../../components/form/form-fields";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { type MilestoneWrite, useMilestoneWrite } from "../lib/api";
import { type MilestoneFormInput, milestoneFormSchema } from "../lib/forms";
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
  const form = useForm<MilestoneFormInput, unknown, CreateMilestoneInput>({
    resolver: zodResolver(milestoneFormSchema),
    defaultValues: { name: "", dueDate: "", weight: "1" },
  });
  const errors = form.formState.errors;
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
          applyServerFieldErrors(error, ["name", "dueDate", "weight"] as const, form.setError);
          form.setError("root.server", {
            type: "server",
            message: describeFailure(error, "The milestone could not be added."),
          });
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

  const add = form.handleSubmit((body) =>
    send({ kind: "add", initiativeId: initiative.id, body }, "Milestone added.", () => form.reset()),
  );

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
                    {/* INIT-36: open past its due day. */}
                    {milestone.overdue && !done ? (
                      <Badge variant="red" className="w-fit" data-testid="milestone-overdue">
                        Overdue
                      </Badge>
                    ) : null}
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
              <FormTextField form={form} name="name" label="Milestone" maxLength={200} />
              <FormTextField form={form} name="dueDate" label="Due date" type="date" />
              <FormTextField form={form} name="weight" label="Weight" inputMode="decimal" />
            </div>
            <FormError message={errors.root?.server?.message} />
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
