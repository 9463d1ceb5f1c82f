import { useSearchParams } from "react-router";
import { AccessDenied } from "../../../components/access-denied";
import { PageHeader } from "../../../components/page-header";
import { useScreenHeading } from "../../../components/screen-headings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useCurrentUser } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { formatNumber } from "../../../lib/intl";
import { useRead } from "../../../lib/resources";
import { TableDataView } from "../components/data-view";
import { RelationshipsView } from "../components/relationships-view";
import { SchemaView } from "../components/schema-view";
import { TableSidebar } from "../components/table-sidebar";

export function TablesPage() {
  const { user } = useCurrentUser();
  // Database Tables (ROLE-4): super_admin only.
  if (user?.role !== "super_admin") {
    return (
      <AccessDenied
        title="Access Denied"
        message="You need super admin privileges to access the database tables."
      />
    );
  }
  return <TablesBrowser />;
}

/** The chosen table, tab and page live in the address, so a reload or a shared link keeps them. */
function TablesBrowser() {
  const tables = useRead("/api/admin/tables");
  const [params, setParams] = useSearchParams();
  const list = tables.data ?? [];
  const requested = params.get("table");
  const selected = list.find((t) => t.tableName === requested) ?? list[0] ?? null;
  const tab = params.get("tab") ?? "data";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const update = (next: Record<string, string>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) merged.set(key, value);
      return merged;
    });
  const select = (table: string) => update({ table, page: "1" });

  return (
    <div className="space-y-6">
      <PageHeader {...useScreenHeading("/tables")} />
      {tables.isError ? (
        <p role="alert" className="text-sm text-muted-foreground">
          {describeFailure(tables.error, "The tables could not be loaded.")}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          {tables.isPending ? (
            <Skeleton className="h-80" />
          ) : (
            <TableSidebar tables={list} selected={selected?.tableName ?? null} onSelect={select} />
          )}
          <Card className="min-w-0">
            {selected ? (
              <>
                <CardHeader>
                  <CardTitle className="font-mono">{selected.tableName}</CardTitle>
                  <CardDescription>
                    {formatNumber(selected.rowCount)} {selected.rowCount === 1 ? "row" : "rows"} ·{" "}
                    {selected.columnCount} columns
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
                    <TabsList>
                      <TabsTrigger value="data">Data</TabsTrigger>
                      <TabsTrigger value="schema">Schema</TabsTrigger>
                      <TabsTrigger value="relationships">Relationships</TabsTrigger>
                    </TabsList>
                    <TabsContent value="data">
                      <TableDataView
                        table={selected.tableName}
                        page={page}
                        onPageChange={(next) => update({ page: String(next) })}
                      />
                    </TabsContent>
                    <TabsContent value="schema">
                      <SchemaView table={selected.tableName} />
                    </TabsContent>
                    <TabsContent value="relationships">
                      <RelationshipsView table={selected.tableName} onSelect={select} />
                    </TabsContent>
                  </Tabs>
                </CardContent>
              </>
            ) : (
              <CardContent className="py-12">
                <Skeleton className="h-40" />
              </CardContent>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
