// The API's "thread dump" (GET /management/threaddump; spec 3's admin pages, JHipster's thread
// dump from the metrics page): Node has one thread, so what it is doing is the event loop's delay,
// the active resources by kind, the libuv pool and worker threads, and the workers' queues.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { client } from "../api/client.ts";

type Row = Record<string, unknown>;

const show = (v: unknown) =>
  typeof v === "number"
    ? Number.isInteger(v)
      ? String(v)
      : v.toFixed(2)
    : typeof v === "object"
      ? JSON.stringify(v)
      : String(v ?? "");

/** Rows of objects as a table, their keys as the columns (in the first row's order). */
function RowsTable({ rows, label }: { rows: Row[]; label: string }) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  if (!rows.length) return null;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c}>{show(r[c])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Heading({ text }: { text: string }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {text}
    </Typography>
  );
}

export function ThreadDumpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { data, isFetching, isError } = useQuery({
    queryKey: ["management", "threaddump"],
    queryFn: async () => {
      const { data } = await client.GET("/management/threaddump");
      if (!data) throw new Error("thread dump");
      return data;
    },
    enabled: open,
    staleTime: 0,
  });
  const title = translate("norma.metrics.threadDump");
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="thread-dump-title">
      <DialogTitle id="thread-dump-title">{title}</DialogTitle>
      <DialogContent>
        {isError ? (
          <Typography role="alert">{translate("norma.metrics.threadDumpFailed")}</Typography>
        ) : !data || isFetching ? (
          <Typography role="status">{translate("ra.page.loading")}</Typography>
        ) : (
          <>
            <Heading text={translate("norma.metrics.eventLoop")} />
            <RowsTable rows={[data.eventLoop as Row]} label={translate("norma.metrics.eventLoop")} />
            <Heading text={translate("norma.metrics.resources")} />
            <RowsTable
              rows={Object.entries(data.activeResources).map(([kind, count]) => ({ kind, count }))}
              label={translate("norma.metrics.resources")}
            />
            <Heading text={translate("norma.metrics.threadList")} />
            <RowsTable rows={data.threads as Row[]} label={translate("norma.metrics.threadList")} />
            <Heading text={translate("norma.metrics.queues")} />
            <RowsTable rows={data.queues as Row[]} label={translate("norma.metrics.queues")} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
