import { BookOpenIcon, LayoutDashboardIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  type ActivityCategoryValue,
} from "../../../../domain/schemas/activities";
import { PageHeader } from "../../../components/page-header";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { paths } from "../../../lib/paths";
import { ActivityCounters } from "../components/activity-counters";
import { ActivityTimeline } from "../components/activity-timeline";

const ALL = "all";

/**
 * Activities (ACTIVITY-3): the category filter, four counters, the timeline and links back to '/' and
 * '/library'. The spec's '/requests' link is left out: that screen is not among the routes.
 */
export function ActivitiesPage() {
  const [category, setCategory] = useState<ActivityCategoryValue | undefined>();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title="Activities"
        description="A log of the changes made across your organization."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.home}>
                <LayoutDashboardIcon aria-hidden="true" />
                Dashboard
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.library}>
                <BookOpenIcon aria-hidden="true" />
                Library
              </Link>
            </Button>
          </>
        }
      />
      <ActivityCounters />
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Timeline</CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="activity-category" className="shrink-0 text-muted-foreground">
              Category
            </Label>
            <Select
              value={category ?? ALL}
              onValueChange={(value) =>
                setCategory(value === ALL ? undefined : (value as ActivityCategoryValue))
              }
            >
              <SelectTrigger id="activity-category" className="w-52">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All Categories</SelectItem>
                {ACTIVITY_CATEGORIES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {ACTIVITY_CATEGORY_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardHeader>
        <CardContent>
          <ActivityTimeline category={category} />
        </CardContent>
      </Card>
    </div>
  );
}
