"use no memo"; // PLATFORM-29: react-hook-form reads its state during render, which the compiler would memoize.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, type MessageDescriptor, useIntl } from "react-intl";
import type { CreateMilestoneInput } from "../../../../domain/schemas/initiatives";
import { FormError } from "../../../components/form/form-dialog";
import { FormTextField } from "../../../components/form/form-fields";
import { commonMessages } from "../../../components/messages";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { toast } from "../../../components/ui/toast";
import { describeFailure } from "../../../lib/errors";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/intl";
import { type MilestoneWrite, useMilestoneWrite } from "../lib/api";
import { type MilestoneFormInput, milestoneFormSchema } from "../lib/forms";
import { dateText } from "../lib/present";
import type { Initiative } from "../lib/types";
import { initiativesMessages as m } from "../messages";

const nameClass = (done: boolean) =>
  done ? "text-sm font-medium line-through opacity-70" : "text-sm font-medium";

/**
 * UI-80: an initiative's milestones by due date: a checkbox completes or reopens one, a button deletes
 * it, and a small form adds one (name, due date, weight). Only those who may edit the initiative see
 * the controls; everyone sees the list.
 */
export function MilestonesPanel({ initiative }: { initiative: Initiative }) {
  const id = useId();
  const intl = useIntl();
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

  const send = (request: MilestoneWrite, done: MessageDescriptor, onDone?: () => void) => {
    setBusyId(request.kind === "add" ? "add" : request.milestoneId);
    write.mutate(request, {
      onSuccess: () => {
        toast({
          title: intl.formatMessage(commonMessages.success),
          description: intl.formatMessage(done),
          variant: "success",
        });
        onDone?.();
      },
      onError: (error) => {
        if (request.kind === "add") {
          applyServerFieldErrors(error, ["name", "dueDate", "weight"] as const, form.setError);
          form.setError("root.server", {
            type: "server",
            message: describeFailure(error, intl.formatMessage(m.milestoneAddFailed)),
          });
        } else {
          toast({
            title: intl.formatMessage(commonMessages.error),
            description: describeFailure(error, intl.formatMessage(m.milestoneSaveFailed)),
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
    send({ kind: "add", initiativeId: initiative.id, body }, m.milestoneAdded, () => form.reset()),
  );

  return (
    <Card data-testid="milestones">
      <CardHeader>
        <CardTitle>
          <FormattedMessage {...m.milestones} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            {...(initiative.milestones.length === 0 ? m.milestonesNone : m.milestonesWeighted)}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {initiative.milestones.length > 0 ? (
          <ul className="grid gap-2" aria-label={intl.formatMessage(m.milestones)}>
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
                      aria-label={intl.formatMessage(m.milestoneCheckbox, {
                        name: milestone.name,
                        done: done ? "yes" : "no",
                      })}
                      onCheckedChange={(on) => {
                        setAsked({ id: milestone.id, done: on === true });
                        send(
                          {
                            kind: "patch",
                            milestoneId: milestone.id,
                            body: { completedAt: on === true ? new Date().toISOString() : null },
                          },
                          on === true ? m.milestoneCompleted : m.milestoneReopened,
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
                        {done ? (
                          <span className="sr-only">
                            <FormattedMessage {...m.milestoneDoneHidden} />
                          </span>
                        ) : null}
                      </span>
                    )}
                    <p className="text-xs text-muted-foreground">
                      {milestone.completedAt ? (
                        <FormattedMessage
                          {...m.milestoneDueDone}
                          values={{
                            due: dateText(milestone.dueDate),
                            weight: formatNumber(milestone.weight),
                            share,
                            done: dateText(milestone.completedAt),
                          }}
                        />
                      ) : (
                        <FormattedMessage
                          {...m.milestoneDue}
                          values={{
                            due: dateText(milestone.dueDate),
                            weight: formatNumber(milestone.weight),
                            share,
                          }}
                        />
                      )}
                    </p>
                    {/* INIT-36: open past its due day. */}
                    {milestone.overdue && !done ? (
                      <Badge variant="red" className="w-fit" data-testid="milestone-overdue">
                        <FormattedMessage {...m.overdue} />
                      </Badge>
                    ) : null}
                  </div>
                  {initiative.canEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={intl.formatMessage(m.deleteMilestone, { name: milestone.name })}
                      disabled={busyId !== null}
                      onClick={() => send({ kind: "delete", milestoneId: milestone.id }, m.milestoneDeleted)}
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
            aria-label={intl.formatMessage(m.addMilestoneForm)}
          >
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_6rem]">
              <FormTextField
                form={form}
                name="name"
                label={intl.formatMessage(m.milestone)}
                maxLength={200}
              />
              <FormTextField form={form} name="dueDate" label={intl.formatMessage(m.dueDate)} type="date" />
              <FormTextField
                form={form}
                name="weight"
                label={intl.formatMessage(m.weight)}
                inputMode="decimal"
              />
            </div>
            <FormError message={errors.root?.server?.message} />
            <div>
              <Button type="submit" variant="outline" disabled={busyId !== null}>
                <FormattedMessage {...(busyId === "add" ? m.adding : m.addMilestone)} />
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
