// Audits: from/to days (default one month ago to tomorrow), a table sortable by date, user,
// state and extra data, and pagination with five page buttons (GET /management/audits; the
// total comes in x-total-count).
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import Card from "@mui/material/Card";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const AUDITS_PATH = "/audits";
const PAGE_SIZE = 20;
const BUTTONS = 5;

const day = (d: Date) => d.toISOString().slice(0, 10);
export function defaultRange(now = new Date()) {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 1);
  const to = new Date(now.getTime() + 86_400_000);
  return { from: day(from), to: day(to) };
}

/** The page buttons shown: at most five, the current one in the middle when it can be. */
export function pageWindow(page: number, pages: number, size = BUTTONS): number[] {
  const first = Math.max(0, Math.min(page - Math.floor(size / 2), pages - size));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => first + i);
}

type SortField = "timestamp" | "principal" | "type" | "data";

export function AuditsPage() {
  const translate = useTranslate();
  const [range, setRange] = useState(defaultRange);
  const [sort, setSort] = useState<{ field: SortField; order: "asc" | "desc" }>({ field: "timestamp", order: "desc" });
  const [page, setPage] = useState(0);
  const { data, error, isFetching } = useQuery({
    queryKey: ["management", "audits", range, sort, page],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, error, response } = await client.GET("/management/audits", {
        params: {
          query: { page, size: PAGE_SIZE, sort: `${sort.field},${sort.order}`, fromDate: range.from, toDate: range.to },
        },
      });
      if (error || !data) throw new Error((error as { detail?: string })?.detail ?? response.statusText);
      return { items: data, total: Number(response.headers.get("x-total-count") ?? data.length) };
    },
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const header = (field: SortField, label: string) => (
    <TableCell sortDirection={sort.field === field ? sort.order : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.order : "asc"}
        onClick={() => {
          setPage(0);
          setSort((s) => ({ field, order: s.field === field && s.order === "asc" ? "desc" : "asc" }));
        }}
      >
        {translate(label)}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.audits.title" />
      <Box sx={{ display: "flex", gap: 2, mb: 2 }}>
        <TextField
          type="date"
          label={translate("norma.audits.from")}
          value={range.from}
          onChange={(e) => {
            setPage(0);
            setRange((r) => ({ ...r, from: e.target.value }));
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate("norma.audits.to")}
          value={range.to}
          onChange={(e) => {
            setPage(0);
            setRange((r) => ({ ...r, to: e.target.value }));
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      <Card variant="outlined" sx={{ opacity: isFetching ? 0.6 : 1 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {header("timestamp", "norma.audits.date")}
              {header("principal", "norma.audits.user")}
              {header("type", "norma.audits.state")}
              {header("data", "norma.audits.extraData")}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate("norma.audits.none")}</TableCell>
              </TableRow>
            )}
            {data?.items.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{new Date(e.timestamp).toLocaleString()}</TableCell>
                <TableCell>{e.principal}</TableCell>
                <TableCell>{e.type}</TableCell>
                <TableCell sx={{ fontFamily: "monospace", fontSize: 12, wordBreak: "break-word" }}>
                  {[e.data.message, e.data.remoteAddress].filter(Boolean).join(" · ")}
                  {e.data.before !== undefined || e.data.after !== undefined ? (
                    <details>
                      <summary>{translate("norma.audits.change")}</summary>
                      <pre style={{ whiteSpace: "pre-wrap" }}>
                        {JSON.stringify({ before: e.data.before, after: e.data.after }, null, 2)}
                      </pre>
                    </details>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ButtonGroup size="small" sx={{ mt: 2 }} aria-label={translate("norma.audits.pages")}>
        <Button disabled={page === 0} onClick={() => setPage(0)}>
          «
        </Button>
        <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
          ‹
        </Button>
        {pageWindow(page, pages).map((p) => (
          <Button key={p} variant={p === page ? "contained" : "outlined"} onClick={() => setPage(p)}>
            {p + 1}
          </Button>
        ))}
        <Button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
          ›
        </Button>
        <Button disabled={page >= pages - 1} onClick={() => setPage(pages - 1)}>
          »
        </Button>
      </ButtonGroup>
    </Box>
  );
}
