import { Compass } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { paths } from "../lib/paths";
import { shellMessages as m } from "./messages";

/** Routes (UI-1): any unknown path in the app shows 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm font-semibold tracking-widest text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight">
          <FormattedMessage {...m.notFoundTitle} />
        </h1>
        <p className="text-muted-foreground">
          <FormattedMessage {...m.notFoundText} />
        </p>
        <Button asChild className="mt-2">
          <Link to={paths.home}>
            <FormattedMessage {...m.backToDashboard} />
          </Link>
        </Button>
      </div>
    </div>
  );
}
