import { FormattedMessage, type MessageDescriptor } from "react-intl";
import { Card } from "./ui/card";

/** A screen's count at the top (My KPIs, My Updates): its label in the screen's language and the number. */
export function CounterCard({
  label,
  testId,
  value,
  tone,
}: {
  label: MessageDescriptor;
  /** The count's English test id, which the tests find it by in every language. */
  testId: string;
  value: number | undefined;
  tone: string;
}) {
  return (
    <Card className="px-4 py-3">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...label} />
      </p>
      <p className={`text-2xl font-semibold tabular-nums ${tone}`} data-testid={testId}>
        {value ?? "–"}
      </p>
    </Card>
  );
}
