import { ArrowRight, Layers, Library, Target } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useCurrentUser } from "../../../lib/auth";
import { paths } from "../../../lib/paths";
import { firstNameOrUser } from "../../../lib/user-display";

const QUICK_ACTIONS = [
  {
    to: paths.corporateBsc,
    label: "View Corporate BSC",
    description: "See the scorecard across all four perspectives.",
    icon: Target,
  },
  {
    to: paths.library,
    label: "Manage Library",
    description: "Shape the objectives, KPIs and themes you measure.",
    icon: Library,
  },
  {
    to: paths.setCascade,
    label: "Set and Cascade",
    description: "Assign objectives and KPIs down the organization.",
    icon: Layers,
  },
] as const;

export function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${firstNameOrUser(user)}. Here's your performance overview.`}
      />
      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
          <CardDescription>Jump to the work that moves your scorecard.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, label, description, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="group flex items-start gap-3 rounded-lg border p-4 transition-colors outline-none hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium">
                  {label}
                  <ArrowRight
                    className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100"
                    aria-hidden="true"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
