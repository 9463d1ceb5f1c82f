import { Construction } from "lucide-react";
import { PageHeader } from "./page-header";
import { Card } from "./ui/card";

/** An honest stand-in for a screen that this build does not ship yet. */
export function ScreenUnavailable({ title, summary }: { title: string; summary: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={summary} />
      <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Construction className="size-6" aria-hidden="true" />
        </span>
        <p className="max-w-md text-sm text-muted-foreground">
          This screen is not available yet in this build.
        </p>
      </Card>
    </div>
  );
}
