// The two reports in the console (issue 17: "the same two reports in the admin console"): the
// usage report (GET /api/usage/summary: ADMIN or REPORT_VIEW; the whole tenant or one account) and
// the Compass Points report (GET /api/compass-points/report: Compass Points admins), over the last
// 7 days by default or a range — the same figures as the reader's /usage-report and
// /compass-points-report.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const USAGE_REPORT_PATH = "/usage-report";
export const CP_REPORT_PATH = "/compass-points-report";

function Range({ value, onChange }: { value: { from: string; to: string }; onChange: (v: typeof value) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", gap: 2, mb: 2 }}>
      <TextField
        type="date"
        size="small"
        label={translate("norma.reports.from")}
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate("norma.reports.to")}
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

function Totals({ items }: { items: [string, number][] }) {
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }} className="report-totals">
      {items.map(([label, n]) => (
        <Card key={label} variant="outlined" sx={{ minWidth: 140 }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p">
              {n.toLocaleString()}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Grid({ heads, rows, title }: { heads: string[]; rows: ReactNode[][]; title: string }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <Typography variant="h6" sx={{ p: 2, pb: 0 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {heads.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report, in its order
            <TableRow key={i}>
              {r.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row
                <TableCell key={j}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function UsageReportPage() {
  const translate = useTranslate();
  const [range, setRange] = useState({ from: "", to: "" });
  const q = useQuery({
    queryKey: ["usage-summary", range],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await client.GET("/api/usage/summary", {
        params: {
          query: {
            accountNumber: "all",
            ...(range.from ? { from: range.from } : {}),
            ...(range.to ? { to: range.to } : {}),
          },
        },
      });
      if (error || !data) throw new Error("usage summary");
      return data;
    },
  });
  const s = q.data;
  const m = (k: string) => translate(`norma.reports.usage.${k}`);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="norma.reports.usage.title" />
      <Range value={{ from: range.from || s?.from || "", to: range.to || s?.to || "" }} onChange={setRange} />
      {q.isError && <Alert severity="error">{translate("norma.reports.failed")}</Alert>}
      {s && (
        <>
          <Totals
            items={[
              [m("requests"), s.totals.requests],
              [m("investigations"), s.totals.investigations],
              [m("searches"), s.totals.searches],
              [m("denials"), s.totals.denials],
            ]}
          />
          <Grid
            title={m("days")}
            heads={[translate("norma.reports.date"), m("requests"), m("investigations"), m("searches"), m("denials")]}
            rows={s.days.map((d) => [d.date, d.requests, d.investigations, d.searches, d.denials])}
          />
          <Grid
            title={m("topDocuments")}
            heads={[translate("norma.reports.document"), m("requests"), m("investigations")]}
            rows={s.topDocuments.map((d) => [`${d.designation} ${d.title}`, d.requests, d.investigations])}
          />
          <Grid
            title={m("denialsByDocument")}
            heads={[translate("norma.reports.document"), m("denials")]}
            rows={s.denials.map((d) => [`${d.designation} ${d.title}`, d.denials])}
          />
          <Grid
            title={m("noResultSearches")}
            heads={[m("query"), m("searches")]}
            rows={s.noResultSearches.map((n) => [n.query, n.searches])}
          />
          <Grid
            title={m("reviews")}
            heads={[m("month"), m("reviewsOpened"), m("reviewsClosed")]}
            rows={s.reviews.map((r) => [r.month, r.opened, r.closed])}
          />
        </>
      )}
    </Box>
  );
}

const CP_FIGURES = [
  "created",
  "edited",
  "deactivated",
  "reactivated",
  "active",
  "shared",
  "carried",
  "orphaned",
] as const;
/** What happened on a day (active and shared are the standing at the period's end). */
const CP_DAY_FIGURES = ["created", "edited", "deactivated", "reactivated", "carried", "orphaned"] as const;

export function CompassPointsReportPage() {
  const translate = useTranslate();
  const [range, setRange] = useState({ from: "", to: "" });
  const q = useQuery({
    queryKey: ["cp-report", range],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error } = await client.GET("/api/compass-points/report", {
        params: { query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) } },
      });
      if (error || !data) throw new Error("compass points report");
      return data;
    },
  });
  const r = q.data;
  const f = (k: string) => translate(`norma.reports.compassPoints.${k}`);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="norma.reports.compassPoints.title" />
      <Range value={{ from: range.from || r?.from || "", to: range.to || r?.to || "" }} onChange={setRange} />
      {q.isError && <Alert severity="error">{translate("norma.reports.failed")}</Alert>}
      {r && (
        <>
          <Totals items={CP_FIGURES.map((k) => [f(k), r.totals[k]])} />
          <Grid
            title={f("days")}
            heads={[translate("norma.reports.date"), ...CP_DAY_FIGURES.map(f)]}
            rows={r.days.map((d) => [d.date, ...CP_DAY_FIGURES.map((k) => d[k])])}
          />
          <Grid
            title={f("byUser")}
            heads={[f("user"), ...CP_FIGURES.map(f)]}
            rows={r.byUser.map((u) => [u.name, ...CP_FIGURES.map((k) => u[k])])}
          />
          <Grid
            title={f("byDocument")}
            heads={[translate("norma.reports.document"), ...CP_FIGURES.map(f)]}
            rows={r.byDocument.map((d) => [`${d.designation} ${d.title}`, ...CP_FIGURES.map((k) => d[k])])}
          />
        </>
      )}
    </Box>
  );
}
