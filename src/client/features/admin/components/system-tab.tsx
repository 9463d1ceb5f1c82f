import { Clock, Database, RefreshCw, Timer, Zap } from "lucide-react";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { useRead } from "../../../lib/resources";
import { formatBytes, formatCount, formatDateTime, formatDuration, formatMs } from "./format";
import { StatTile } from "./stat-tile";

/** ADMIN-6: measured values, not the spec's fixed 99.9% / 150 ms / 65%. */
export function SystemTab() {
  const system = useRead("/api/admin/system");
  const s = system.data;
  const loading = system.isPending;
  if (system.isError)
    return <LoadFailure error={system.error} what="system figures" onRetry={() => system.refetch()} />;
  const span = s ? formatDuration(s.responseTimes.windowSeconds) : "";
  const samples = s ? `${formatCount(s.responseTimes.sampleCount)} API requests in the last ${span}` : " ";
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Measured by the server process that answered this page. With several processes behind a load
          balancer, each reports its own uptime and response times.
        </p>
        <Button variant="outline" size="sm" onClick={() => system.refetch()} disabled={system.isFetching}>
          <RefreshCw className={system.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <section aria-label="System" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatTile
          label="Uptime"
          icon={Clock}
          loading={loading}
          value={s && formatDuration(s.uptimeSeconds)}
          hint={s ? `Since ${formatDateTime(s.startedAt)}` : " "}
        />
        <StatTile
          label="Median Response"
          icon={Timer}
          loading={loading}
          value={s && formatMs(s.responseTimes.medianMs)}
          hint={samples}
        />
        <StatTile
          label="p95 Response"
          icon={Zap}
          loading={loading}
          value={s && formatMs(s.responseTimes.p95Ms)}
          hint="95 of every 100 API requests answered within this"
        />
        <StatTile
          label="Database Size"
          icon={Database}
          loading={loading}
          value={s && formatBytes(s.databaseSizeBytes)}
          hint={
            s ? (s.databaseDriver === "pglite" ? "Embedded PostgreSQL (PGlite)" : "PostgreSQL server") : " "
          }
        />
      </section>
    </div>
  );
}
