// API health: overall status badge, one row per component, refresh button.
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { client } from "../api/client.ts";
import { diskSize } from "../metrics/format.ts";
import { describeDetails, fetchHealth, HealthUnavailable } from "./health.ts";
import { StatusChip } from "./StatusChip.tsx";

/** The details modal of one component (spec 3: the Health page). */
function DetailsDialog({
  name,
  details,
  onClose,
}: {
  name: string | null;
  details: Record<string, unknown> | undefined;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={name !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{name}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {Object.entries(details ?? {}).map(([k, v]) => (
              <TableRow key={k}>
                <TableCell sx={{ fontWeight: 600 }}>{k}</TableCell>
                <TableCell sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
                  {typeof v === "number" && /total|free|threshold/i.test(k)
                    ? diskSize(v)
                    : typeof v === "string"
                      ? v
                      : JSON.stringify(v)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("ra.action.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function HealthCard() {
  const translate = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, isFetching, isPending, refetch, dataUpdatedAt, errorUpdatedAt } = useQuery({
    queryKey: ["management", "health"],
    queryFn: ({ signal }) => fetchHealth(client, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const shown = error ? undefined : data;
  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  const status = shown?.status ?? (error ? "UNKNOWN" : null);
  const components = Object.entries(shown?.components ?? {});

  return (
    <Card variant="outlined" sx={{ position: "relative" }}>
      {isFetching && <LinearProgress sx={{ position: "absolute", top: 0, left: 0, right: 0 }} />}
      <CardHeader
        title={
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              {translate("norma.health.title")}
            </Typography>
            {status && <StatusChip status={status} />}
          </Box>
        }
        subheader={
          checkedAt
            ? translate("norma.health.checkedAt", { time: new Date(checkedAt).toLocaleTimeString() })
            : translate("norma.health.subtitle")
        }
        action={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void refetch()}
            disabled={isFetching}
            sx={{ mt: 1, mr: 1 }}
          >
            {translate("norma.health.refresh")}
          </Button>
        }
      />
      <CardContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate("norma.health.unreachable", {
              reason: error instanceof HealthUnavailable ? error.message : String(error),
            })}
          </Alert>
        )}
        {isPending && <Typography color="text.secondary">{translate("norma.health.loading")}</Typography>}
        {shown && components.length === 0 && (
          <Typography color="text.secondary">{translate("norma.health.noComponents")}</Typography>
        )}
        {components.length > 0 && (
          <Table size="small" aria-label={translate("norma.health.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("norma.health.component")}</TableCell>
                <TableCell>{translate("norma.health.status")}</TableCell>
                <TableCell>{translate("norma.health.details")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {components.map(([name, component]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {name}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={component.status} size="small" />
                  </TableCell>
                  <TableCell>
                    {describeDetails(component.details).map((line) => (
                      <Typography key={line} variant="body2" sx={{ fontFamily: "monospace" }}>
                        {line}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>
                    {component.details && (
                      <Button size="small" onClick={() => setOpen(name)}>
                        {translate("norma.health.details")}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <DetailsDialog
        name={open}
        details={open ? shown?.components?.[open]?.details : undefined}
        onClose={() => setOpen(null)}
      />
    </Card>
  );
}
