import { SaveIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../../components/ui/button";

/** The settings forms' submit button: enabled once something changed, "Saving..." while it saves. */
export function SaveChangesButton({
  pending,
  dirty,
  ...props
}: { pending: boolean; dirty: boolean } & Omit<ComponentProps<typeof Button>, "type" | "disabled">) {
  return (
    <Button type="submit" disabled={pending || !dirty} {...props}>
      <SaveIcon aria-hidden="true" />
      {pending ? "Saving..." : "Save Changes"}
    </Button>
  );
}
