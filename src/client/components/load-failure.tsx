import { describeFailure } from "../lib/errors";
import { Button } from "./ui/button";

/** A read that failed, with a way to try again. */
export function LoadFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-6">
      <p className="text-sm text-muted-foreground">
        {describeFailure(error, `The ${what} could not be loaded.`)}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
