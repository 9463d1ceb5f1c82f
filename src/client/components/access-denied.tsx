import { ShieldAlert } from "lucide-react";
import { Card } from "./ui/card";

/** What a person sees on a screen their role may not open (ROLE-4). */
export function AccessDenied({ title, message }: { title: string; message: string }) {
  return (
    <Card
      role="alert"
      className="mx-auto mt-8 flex max-w-lg flex-col items-center gap-3 px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{message}</p>
    </Card>
  );
}
