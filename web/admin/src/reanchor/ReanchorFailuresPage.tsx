// Re-anchoring: the publish batches whose compass points could not be carried to their new
// editions after every retry (GET /management/compass-reanchor/failures), newest first, with the
// error and the attempts; Retry dispatches a FAILED run again (POST …/{id}/retry, safe to repeat:
// the job never carries a point or sends an owner's e-mail twice). The workers retry a FAILED run
// by themselves after a backoff: the page shows when the next automatic retry is due, how many
// were made, and when none is left (the run waits for the operator). Operators only.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useNotify, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const REANCHOR_PATH = "/compass-reanchor";
const KEY = ["management", "compass-reanchor-failures"];
const COLORS = { FAILED: "error", RETRYING: "warning", RESOLVED: "success" } as const;

export function ReanchorFailuresPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const { data, isLoading } = useQuery({
    queryKey: KEY,
    queryFn: async () => (await client.GET("/management/compass-reanchor/failures")).data ?? [],
  });
  const retry = async (id: number) => {
    setBusy(id);
    const { data: answer, error } = await client.POST("/management/compass-reanchor/failures/{id}/retry", {
      params: { path: { id } },
    });
    setBusy(null);
    if (error) notify((error as { detail?: string }).detail ?? "ra.notification.http_error", { type: "error" });
    else if (answer)
      notify(answer.dispatched ? "norma.reanchor.dispatched" : "norma.reanchor.notDispatched", {
        type: answer.dispatched ? "info" : "warning",
      });
    await queryClient.invalidateQueries({ queryKey: KEY });
  };
  const rows = data ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.reanchor.title" />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("norma.reanchor.intro")} {translate("norma.reanchor.autoIntro")}
      </Typography>
      <Card variant="outlined">
        <Table size="small" aria-label={translate("norma.reanchor.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("norma.reanchor.batch")}</TableCell>
              <TableCell>{translate("norma.reanchor.documents")}</TableCell>
              <TableCell>{translate("norma.reanchor.error")}</TableCell>
              <TableCell>{translate("norma.reanchor.attempts")}</TableCell>
              <TableCell>{translate("norma.reanchor.failedAt")}</TableCell>
              <TableCell>{translate("norma.reanchor.status")}</TableCell>
              <TableCell>{translate("norma.reanchor.nextRetry")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {!isLoading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{translate("norma.reanchor.none")}</TableCell>
              </TableRow>
            )}
            {rows.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{f.batchId}</TableCell>
                <TableCell>
                  {f.editions.map((e) => e.designation ?? e.contentCode ?? `#${e.documentId}`).join(", ")}
                </TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: "anywhere" }}>{f.error}</TableCell>
                <TableCell>{f.attempts}</TableCell>
                <TableCell>{new Date(f.failedAt).toLocaleString()}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={COLORS[f.status]}
                    label={translate(`norma.reanchor.statuses.${f.status}`)}
                  />
                  {f.autoRetries > 0 && (
                    <Typography variant="caption" component="div">
                      {translate("norma.reanchor.autoRetried", { count: f.autoRetries })}
                    </Typography>
                  )}
                  {f.retries > 0 && (
                    <Typography variant="caption" component="div">
                      {translate("norma.reanchor.retried", { count: f.retries, by: f.retriedBy ?? "" })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {f.status === "FAILED" &&
                    (f.nextRetryAt ? (
                      new Date(f.nextRetryAt).toLocaleString()
                    ) : (
                      <Typography variant="caption" color="error">
                        {translate("norma.reanchor.waitingForOperator")}
                      </Typography>
                    ))}
                </TableCell>
                <TableCell>
                  {f.status === "FAILED" && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy === f.id}
                      onClick={() => void retry(f.id)}
                      aria-label={translate("norma.reanchor.retryLabel", { batch: f.batchId })}
                    >
                      {translate("norma.reanchor.retry")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
