// Configuration: a filter, the configuration by prefix (GET /management/configprops) and the
// property sources of the environment (GET /management/env); secrets arrive masked.
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Title, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const CONFIGURATION_PATH = "/configuration";
const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

export function ConfigurationPage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState("");
  const props = useQuery({
    queryKey: ["management", "configprops"],
    queryFn: async () => (await client.GET("/management/configprops")).data,
  });
  const env = useQuery({
    queryKey: ["management", "env"],
    queryFn: async () => (await client.GET("/management/env")).data,
  });
  const f = filter.toLowerCase();
  const beans = Object.values(
    (
      props.data?.contexts as Record<
        string,
        { beans: Record<string, { prefix: string; properties: Record<string, unknown> }> }
      >
    )?.application?.beans ?? {},
  );
  const visible = (k: string, v: unknown) => !f || k.toLowerCase().includes(f) || show(v).toLowerCase().includes(f);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="norma.configuration.title" />
      <TextField
        label={translate("norma.configuration.filter")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        size="small"
      />
      <Card variant="outlined" sx={{ mt: 2 }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate("norma.configuration.prefix")}</TableCell>
              <TableCell>{translate("norma.configuration.properties")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {beans.map((b) => (
              <TableRow key={b.prefix}>
                <TableCell sx={{ verticalAlign: "top" }}>{b.prefix}</TableCell>
                <TableCell>
                  {Object.entries(b.properties)
                    .filter(([k, v]) => visible(`${b.prefix}.${k}`, v))
                    .map(([k, v]) => (
                      <Box key={k} sx={{ display: "flex", gap: 2, fontSize: 13 }}>
                        <Box sx={{ minWidth: 220, fontWeight: 500 }}>{k}</Box>
                        <Box sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>{show(v)}</Box>
                      </Box>
                    ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {env.data?.propertySources.map((source) => (
        <Card variant="outlined" sx={{ mt: 2 }} key={source.name}>
          <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
            {source.name}
          </Typography>
          <Table size="small">
            <TableBody>
              {Object.entries(source.properties)
                .filter(([k, v]) => visible(k, v.value))
                .map(([k, v]) => (
                  <TableRow key={k}>
                    <TableCell sx={{ width: 320 }}>{k}</TableCell>
                    <TableCell sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>{show(v.value)}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Card>
      ))}
    </Box>
  );
}
