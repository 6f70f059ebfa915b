// Logs: the API's loggers with a filter, and per logger the six level buttons; a click changes
// the level at once (POST /management/loggers/{name}).
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import Card from "@mui/material/Card";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useNotify, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const LOGS_PATH = "/logs";
const LEVELS = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "OFF"] as const;
const COLORS: Record<(typeof LEVELS)[number], "primary" | "success" | "info" | "warning" | "error" | "secondary"> = {
  TRACE: "primary",
  DEBUG: "success",
  INFO: "info",
  WARN: "warning",
  ERROR: "error",
  OFF: "secondary",
};

export function LogsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState("");
  const { data } = useQuery({
    queryKey: ["management", "loggers"],
    queryFn: async () => (await client.GET("/management/loggers")).data,
  });
  const change = async (name: string, level: (typeof LEVELS)[number]) => {
    const { error } = await client.POST("/management/loggers/{name}", {
      params: { path: { name } },
      body: { configuredLevel: level },
    });
    if (error) notify((error as { detail?: string }).detail ?? "ra.notification.http_error", { type: "error" });
    await queryClient.invalidateQueries({ queryKey: ["management", "loggers"] });
  };
  const rows = Object.entries(data?.loggers ?? {}).filter(([name]) =>
    name.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.logs.title" />
      <TextField
        label={translate("norma.logs.filter")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        size="small"
        sx={{ mb: 2 }}
      />
      <Card variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate("norma.logs.name")}</TableCell>
              <TableCell>{translate("norma.logs.level")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, l]) => (
              <TableRow key={name}>
                <TableCell>
                  {name}
                  {l.configuredLevel ? "" : ` (${translate("norma.logs.inherited")})`}
                </TableCell>
                <TableCell>
                  <ButtonGroup size="small">
                    {LEVELS.map((level) => (
                      <Button
                        key={level}
                        color={COLORS[level]}
                        variant={l.effectiveLevel === level ? "contained" : "outlined"}
                        aria-pressed={l.effectiveLevel === level}
                        onClick={() => void change(name, level)}
                      >
                        {level}
                      </Button>
                    ))}
                  </ButtonGroup>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
