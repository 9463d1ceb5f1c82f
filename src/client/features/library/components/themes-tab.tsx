import { Palette } from "lucide-react";
import { useIntl } from "react-intl";
import { objectivesResource, themesResource } from "../../../../domain/resources";
import type { Theme } from "../../../../domain/schemas/library";
import { useList } from "../../../lib/resources";
import { libraryMessages as m } from "../messages";
import { type Column, descriptionColumn } from "./item-table";
import { ColorSwatch } from "./library-badges";
import { type LibraryTabProps, ListTab } from "./list-tab";

export function ThemesTab(props: LibraryTabProps<Theme>) {
  const objectives = useList(objectivesResource);
  const intl = useIntl();

  const usedBy = (ids: readonly string[]) =>
    (objectives.data ?? []).filter((objective) => objective.themeId && ids.includes(objective.themeId))
      .length;
  // CASCADE-5: 'The theme delete says objectives using it will show 'No theme'' (CASCADE-5 names how many).
  const consequence = (count: number) =>
    count === 0
      ? intl.formatMessage(m.themeNoObjective)
      : intl.formatMessage(m.themeObjectivesUse, { count });

  const columns: Column<Theme>[] = [
    {
      header: intl.formatMessage(m.columnName),
      className: "min-w-40 font-medium whitespace-normal",
      cell: (t) => t.name,
    },
    descriptionColumn("min-w-56 whitespace-normal"),
    { header: intl.formatMessage(m.columnColor), cell: (t) => <ColorSwatch color={t.color} /> },
  ];

  const card = (t: Theme) => (
    <div className="flex gap-3">
      <span
        className="mt-1 size-3 shrink-0 rounded-full"
        style={{ backgroundColor: t.color }}
        aria-hidden="true"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{t.name}</p>
        <p className="line-clamp-2 text-xs text-muted-foreground" title={t.description || undefined}>
          {t.description || intl.formatMessage(m.noDescription)}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{t.color}</p>
      </div>
    </div>
  );

  return (
    <ListTab
      {...props}
      resource={themesResource}
      entity="theme"
      deletedMessage={intl.formatMessage(m.themeDeleted)}
      columns={columns}
      card={card}
      emptyIcon={Palette}
      emptyDescription={intl.formatMessage(m.themesEmpty)}
      consequence={(items) => consequence(usedBy(items.map((theme) => theme.id)))}
    />
  );
}
