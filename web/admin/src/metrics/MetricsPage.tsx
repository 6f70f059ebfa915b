// Metrics: memory, threads (the event loop), process, garbage collection, HTTP requests by code
// and by endpoint, cache, datasource and disk (GET /management/jhimetrics), with refresh.
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { client } from "../api/client.ts";
import { diskSize, mb, ms } from "./format.ts";
import { ThreadDumpDialog } from "./ThreadDumpDialog.tsx";

export const METRICS_PATH = "/metrics";

type Dict = Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" ? v : 0);

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Table size="small">
          <TableBody>
            {rows.map(([k, v]) => (
              <TableRow key={k}>
                <TableCell>{k}</TableCell>
                <TableCell align="right">{v}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

export function MetricsPage() {
  const translate = useTranslate();
  const [dumpOpen, setDumpOpen] = useState(false);
  const { data, refetch, isFetching } = useQuery({
    queryKey: ["management", "jhimetrics"],
    queryFn: async () => (await client.GET("/management/jhimetrics")).data as Dict | undefined,
  });
  const m = data ?? {};
  const jvm = (m.jvm ?? {}) as Record<string, { used: number; committed: number; max: number }>;
  const threads = (m.threads ?? {}) as Dict;
  const loop = (threads.eventLoopDelayMs ?? {}) as Dict;
  const proc = (m.processMetrics ?? {}) as Dict;
  const gc = (m.garbageCollector ?? {}) as Record<string, { count: number; totalTime: number }>;
  const http = (m["http.server.requests"] ?? {}) as {
    all?: { count: number };
    percode?: Record<string, { count: number; mean: number; max: number }>;
  };
  const services = (m.services ?? {}) as Record<string, Record<string, { count: number; mean: number; max: number }>>;
  const cache = (m.cache ?? {}) as Record<string, Dict>;
  const db = (m.databases ?? {}) as { poolMax?: number; connections?: Record<string, number> };
  const disk = m.diskSpace as { total: number; free: number; path: string } | undefined;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.metrics.title" />
      <Button
        startIcon={<RefreshIcon />}
        variant="outlined"
        onClick={() => void refetch()}
        disabled={isFetching}
        sx={{ mb: 2 }}
      >
        {translate("norma.metrics.refresh")}
      </Button>
      <Button variant="outlined" onClick={() => setDumpOpen(true)} sx={{ mb: 2, ml: 1 }}>
        {translate("norma.metrics.threadDump")}
      </Button>
      <ThreadDumpDialog open={dumpOpen} onClose={() => setDumpOpen(false)} />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(340px, 1fr))" }}>
        <Section
          title="norma.metrics.memory"
          rows={Object.entries(jvm).map(([k, v]) => [k, `${mb(v.used)} / ${mb(v.committed)}`])}
        />
        <Section
          title="norma.metrics.threads"
          rows={[
            [translate("norma.metrics.loopP50"), ms(num(loop.p50))],
            [translate("norma.metrics.loopP99"), ms(num(loop.p99))],
            [translate("norma.metrics.loopMax"), ms(num(loop.max))],
            [translate("norma.metrics.handles"), num(threads.activeHandles)],
            [translate("norma.metrics.threadPool"), num(threads.threadPoolSize)],
          ]}
        />
        <Section
          title="norma.metrics.process"
          rows={[
            ["CPU", `${(num(proc["process.cpu.usage"]) * 100).toFixed(1)} %`],
            [translate("norma.metrics.cpus"), num(proc["system.cpu.count"])],
            [translate("norma.metrics.uptime"), `${Math.round(num(proc["process.uptime"]) / 1000)} s`],
            [
              translate("norma.metrics.files"),
              `${num(proc["process.files.open"])} / ${num(proc["process.files.max"])}`,
            ],
            ["Node.js", String(proc["node.version"] ?? "")],
          ]}
        />
        <Section
          title="norma.metrics.gc"
          rows={Object.entries(gc).map(([k, v]) => [k, `${v.count} × · ${ms(v.totalTime)}`])}
        />
        <Section
          title="norma.metrics.http"
          rows={[
            [translate("norma.metrics.total"), http.all?.count ?? 0],
            ...Object.entries(http.percode ?? {}).map(
              ([code, v]) => [code, `${v.count} · ${ms(v.mean)} · max ${ms(v.max)}`] as [string, string],
            ),
          ]}
        />
        <Section
          title="norma.metrics.cache"
          rows={Object.entries(cache).map(([k, v]) => [
            k,
            `${num(v["cache.gets.hit"])} / ${num(v["cache.gets.miss"])}`,
          ])}
        />
        <Section
          title="norma.metrics.datasource"
          rows={[
            [translate("norma.metrics.poolMax"), db.poolMax ?? 0],
            ...Object.entries(db.connections ?? {}).map(([k, v]) => [k, v] as [string, number]),
          ]}
        />
        {disk && (
          <Section
            title="norma.metrics.disk"
            rows={[
              [translate("norma.metrics.diskTotal"), diskSize(disk.total)],
              [translate("norma.metrics.diskFree"), diskSize(disk.free)],
            ]}
          />
        )}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Section
          title="norma.metrics.endpoints"
          rows={Object.entries(services).flatMap(([route, methods]) =>
            Object.entries(methods).map(
              ([method, v]) =>
                [`${method} ${route}`, `${v.count} · ${ms(v.mean)} · max ${ms(v.max)}`] as [string, string],
            ),
          )}
        />
      </Box>
    </Box>
  );
}
