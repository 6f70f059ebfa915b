// Catalogue: publish a new edition (HTML and PDF files, metadata) or withdraw/replace a document
// through the publishing service (POST /api/admin/publishing/batches); the redline and the
// revision alerts follow from it. The result lists what changed, with the redline queued.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { Title, useTranslate } from "react-admin";
import { client } from "../api/client.ts";

export const PUBLISH_PATH = "/publish";
const STATUSES = ["Active", "Historical", "Withdrawn", "Replaced", "Withdrawn Replaced"];

async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

type Result = {
  batchId: string;
  changes: { kind: string; contentCode: string; status: string; redlineId?: number | null }[];
};

export function PublishPage() {
  const translate = useTranslate();
  const [kind, setKind] = useState<"NEW_VERSION" | "STATUS">("NEW_VERSION");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [html, setHtml] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: string, label: string, required = false) => (
    <TextField
      label={translate(label)}
      required={required}
      value={fields[name] ?? ""}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      slotProps={{ htmlInput: { name } }}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setResult(null);
    const pick = (...names: string[]) =>
      Object.fromEntries(names.filter((n) => fields[n]?.trim()).map((n) => [n, fields[n].trim()]));
    const assets = [
      ...(html ? [{ kind: "HTML" as const, content: await html.text() }] : []),
      ...(pdf ? [{ kind: "PDF" as const, contentBase64: await base64(pdf) }] : []),
    ];
    const item =
      kind === "NEW_VERSION"
        ? {
            kind,
            ...pick("publisherKey", "family", "designation", "title", "editionYear"),
            ...(assets.length ? { assets } : {}),
          }
        : { kind, ...pick("contentCode", "status", "replacedByContentCode") };
    if (item.kind === "NEW_VERSION" && "editionYear" in item)
      (item as Record<string, unknown>).editionYear = Number(item.editionYear);
    const { data, error } = await client.POST("/api/admin/publishing/batches", { body: { items: [item] } as never });
    setBusy(false);
    if (data) setResult(data as Result);
    else {
      const p = error as { detail?: string; fieldErrors?: { field: string; detail?: string }[] } | undefined;
      setProblem(
        [p?.detail, ...(p?.fieldErrors ?? []).map((f) => `${f.field}: ${f.detail ?? ""}`)]
          .filter(Boolean)
          .join(" — ") || translate("ra.notification.http_error"),
      );
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="norma.publish.title" />
      <Card variant="outlined">
        <CardContent>
          <Box component="form" onSubmit={submit} sx={{ display: "grid", gap: 2 }}>
            <TextField
              select
              label={translate("norma.publish.kind")}
              value={kind}
              onChange={(e) => setKind(e.target.value as typeof kind)}
            >
              <MenuItem value="NEW_VERSION">{translate("norma.publish.newVersion")}</MenuItem>
              <MenuItem value="STATUS">{translate("norma.publish.status")}</MenuItem>
            </TextField>
            {kind === "NEW_VERSION" ? (
              <>
                {field("publisherKey", "norma.publish.publisherKey", true)}
                {field("family", "norma.publish.family", true)}
                {field("designation", "norma.publish.designation", true)}
                {field("title", "norma.publish.docTitle")}
                {field("editionYear", "norma.publish.editionYear")}
                <Button variant="outlined" component="label">
                  {html ? html.name : translate("norma.publish.htmlFile")}
                  <input
                    hidden
                    type="file"
                    accept=".html,.htm,text/html"
                    onChange={(e) => setHtml(e.target.files?.[0] ?? null)}
                  />
                </Button>
                <Button variant="outlined" component="label">
                  {pdf ? pdf.name : translate("norma.publish.pdfFile")}
                  <input
                    hidden
                    type="file"
                    accept=".pdf,application/pdf"
                    onChange={(e) => setPdf(e.target.files?.[0] ?? null)}
                  />
                </Button>
              </>
            ) : (
              <>
                {field("contentCode", "norma.publish.contentCode", true)}
                <TextField
                  select
                  required
                  label={translate("norma.publish.newStatus")}
                  value={fields.status ?? ""}
                  onChange={(e) => setFields((f) => ({ ...f, status: e.target.value }))}
                >
                  {STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
                {field("replacedByContentCode", "norma.publish.replacedBy")}
              </>
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {translate("norma.publish.submit")}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {result && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <Typography>{translate("norma.publish.done", { batch: result.batchId })}</Typography>
          {result.changes.map((c) => (
            <Typography key={`${c.kind}-${c.contentCode}`} variant="body2">
              {c.kind} {c.contentCode} → {c.status}
              {c.redlineId ? ` · ${translate("norma.publish.redlineQueued", { id: c.redlineId })}` : ""}
            </Typography>
          ))}
        </Alert>
      )}
    </Box>
  );
}
