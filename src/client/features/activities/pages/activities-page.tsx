import { BookOpenIcon, FileDiffIcon, FilterXIcon, LayoutDashboardIcon } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ACTIVITY_CATEGORIES, type ActivityCategoryValue } from "../../../../domain/activities";
import { usersResource } from "../../../../domain/resources";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { paths } from "../../../lib/paths";
import { useList } from "../../../lib/resources";
import { ActivityCounters } from "../components/activity-counters";
import { ActivityTimeline } from "../components/activity-timeline";
import { activityRange } from "../lib/when";
import { activitiesMessages as m } from "../messages";

const ALL = "all";

/**
 * Activities (ACTIVITY-3): the category filter, four counters, the timeline and links back to '/',
 * '/library' and '/requests' (UI-74).
 */
export function ActivitiesPage() {
  const [category, setCategory] = useState<ActivityCategoryValue | undefined>();
  // ACTIVITY-6: by person and by a range of local days, sent as the API's userId, from and to.
  const [userId, setUserId] = useState("");
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const users = useList(usersResource, { silent: true });
  const intl = useIntl();
  const people = [
    { value: "", label: intl.formatMessage(m.everyone) },
    ...(users.data ?? [])
      .map((user) => ({ value: user.id, label: user.name || user.email }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const range = activityRange(fromDay, toDay);
  const filtered = userId !== "" || fromDay !== "" || toDay !== "";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        {...useScreenHeading("/activities")}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.home}>
                <LayoutDashboardIcon aria-hidden="true" />
                <FormattedMessage {...m.linkDashboard} />
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.library}>
                <BookOpenIcon aria-hidden="true" />
                <FormattedMessage {...m.linkLibrary} />
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.requests}>
                <FileDiffIcon aria-hidden="true" />
                <FormattedMessage {...m.linkRequests} />
              </Link>
            </Button>
          </>
        }
      />
      <ActivityCounters />
      <Card>
        <CardHeader className="gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <CardTitle>
              <FormattedMessage {...m.timeline} />
            </CardTitle>
            <div className="flex items-center gap-2">
              <Label htmlFor="activity-category" className="shrink-0 text-muted-foreground">
                <FormattedMessage {...m.categoryLabel} />
              </Label>
              <Select
                value={category ?? ALL}
                onValueChange={(value) =>
                  setCategory(value === ALL ? undefined : (value as ActivityCategoryValue))
                }
              >
                <SelectTrigger id="activity-category" className="w-52 max-w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>
                    <FormattedMessage {...m.allCategories} />
                  </SelectItem>
                  {ACTIVITY_CATEGORIES.map((value) => (
                    <SelectItem key={value} value={value}>
                      <FormattedMessage {...m.category} values={{ category: value }} />
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <fieldset className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,16rem)_11rem_11rem_auto]">
            <legend className="sr-only">
              <FormattedMessage {...m.filterLegend} />
            </legend>
            <SelectField
              label={intl.formatMessage(m.person)}
              options={people}
              value={userId}
              onChange={setUserId}
            />
            <TextField
              label={intl.formatMessage(m.from)}
              type="date"
              value={fromDay}
              max={toDay || undefined}
              onChange={(event) => setFromDay(event.target.value)}
            />
            <TextField
              label={intl.formatMessage(m.to)}
              type="date"
              value={toDay}
              min={fromDay || undefined}
              onChange={(event) => setToDay(event.target.value)}
            />
            <Button
              variant="ghost"
              disabled={!filtered}
              onClick={() => {
                setUserId("");
                setFromDay("");
                setToDay("");
              }}
            >
              <FilterXIcon aria-hidden="true" />
              <FormattedMessage {...m.clearFilters} />
            </Button>
          </fieldset>
        </CardHeader>
        <CardContent>
          <ActivityTimeline filters={{ category, userId: userId || undefined, ...range }} />
        </CardContent>
      </Card>
    </div>
  );
}
