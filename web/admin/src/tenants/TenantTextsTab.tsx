// The tenant's texts per interface language (issue 12/16): the greeting, the banner, each tip and
// each help topic, in the chosen language. Beside every field the text a reader gets when the
// field is left empty (English, else the tenant's own) is shown. The texts are their own record
// (resource `tenant-texts`, id `<tenant id>-<language>`) saved by their own button: the tenant
// form around this tab saves the tenant, not these. Plain multiline fields, not react-admin inputs,
// so the tenant form neither sees nor submits them.
import SaveIcon from "@mui/icons-material/Save";
import { Box, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useEffect, useMemo, useState } from "react";
import { useGetOne, useNotify, useRecordContext, useTranslate, useUpdate } from "react-admin";
import { useLocation } from "react-router";
import { isLocale, LOCALE_LABELS, LOCALES, type Locale } from "../i18n/locales.ts";

export const TENANT_TEXTS = "tenant-texts";

interface TenantRecord {
  id: number;
  defaultLanguage?: string | null;
  greeting?: string | null;
  bannerText?: string | null;
  tips?: { title: string; content: string; linkText?: string | null }[];
  helpMenu?: { key: string; topic: string }[];
}

interface Field {
  field: string;
  label: string;
  own: string;
}

type Texts = Record<string, string>;

/** The access messages of the reader (web/reader/src/features/documents/access-messages.ts). */
export const ACCESS_MESSAGES = [
  ["content-no-access-i18n-key", "accessNoAccess"],
  ["content-no-pdf", "accessNoPdf"],
  ["feature-no-access", "accessFeature"],
  ["generic-error", "accessError"],
] as const;

/** The fields a tenant has texts for, each with the tenant's own text. */
function fieldsOf(tenant: TenantRecord, translate: ReturnType<typeof useTranslate>): Field[] {
  const out: Field[] = [
    { field: "greeting", label: translate("resources.tenants.fields.greeting"), own: tenant.greeting ?? "" },
    { field: "banner", label: translate("resources.tenants.fields.bannerText"), own: tenant.bannerText ?? "" },
  ];
  (tenant.tips ?? []).forEach((tip, i) => {
    const n = i + 1;
    out.push({ field: `tip.${i}.title`, label: translate("norma.tenants.texts.tipTitle", { n }), own: tip.title });
    out.push({
      field: `tip.${i}.content`,
      label: translate("norma.tenants.texts.tipContent", { n }),
      own: tip.content,
    });
    if (tip.linkText)
      out.push({
        field: `tip.${i}.linkText`,
        label: translate("norma.tenants.texts.tipLink", { n }),
        own: tip.linkText,
      });
  });
  // The tenant's own words for its access messages (the reader shows them instead of the
  // translated message the tenant's configuration names; left empty, that one stays).
  for (const [kind, label] of ACCESS_MESSAGES)
    out.push({ field: `access.${kind}`, label: translate(`norma.tenants.texts.${label}`), own: "" });
  for (const h of tenant.helpMenu ?? [])
    out.push({
      field: `help.${h.key}`,
      label: translate("norma.tenants.texts.help", { topic: h.topic }),
      own: h.topic,
    });
  return out;
}

/** A language the tab offers: any interface language but the tenant's own. */
function isOffered(language: string | null, own: Locale): language is Locale {
  return isLocale(language) && language !== own;
}

export function TenantTextsTab() {
  const tenant = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const own = (tenant?.defaultLanguage ?? "en") as Locale;
  // The list of all texts links here with ?language=<code> (TenantTextList.tsx): open that one.
  const asked = new URLSearchParams(useLocation().search).get("language");
  const [language, setLanguage] = useState<Locale>(() =>
    isOffered(asked, own) ? asked : (LOCALES.find((l) => l !== own) ?? "ar"),
  );
  useEffect(() => {
    if (isOffered(asked, own)) setLanguage(asked);
  }, [asked, own]);
  const { data } = useGetOne<{ id: string; texts: Texts }>(
    TENANT_TEXTS,
    { id: `${tenant?.id}-${language}` },
    { enabled: Boolean(tenant) },
  );
  // English is the fallback of every language but the tenant's own.
  const { data: english } = useGetOne<{ id: string; texts: Texts }>(
    TENANT_TEXTS,
    { id: `${tenant?.id}-en` },
    { enabled: Boolean(tenant) && own !== "en" },
  );
  const [texts, setTexts] = useState<Texts>({});
  useEffect(() => setTexts(data?.texts ?? {}), [data]);
  const [update, { isPending }] = useUpdate();
  const fields = useMemo(() => (tenant ? fieldsOf(tenant, translate) : []), [tenant, translate]);
  if (!tenant) return null;

  const fallback = (f: Field) => english?.texts[f.field] || f.own;
  async function save() {
    await update(
      TENANT_TEXTS,
      { id: `${tenant?.id}-${language}`, data: { texts }, previousData: data },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("norma.tenants.texts.saved", { type: "info", messageArgs: { language } }),
        onError: () => notify("ra.notification.http_error", { type: "error" }),
      },
    );
  }

  return (
    <Stack spacing={2} sx={{ width: "100%" }}>
      <TextField
        select
        label={translate("norma.tenants.texts.language")}
        value={language}
        onChange={(e) => setLanguage(e.target.value as Locale)}
        sx={{ maxWidth: 320 }}
      >
        {LOCALES.filter((l) => l !== own).map((l) => (
          <MenuItem key={l} value={l}>
            {LOCALE_LABELS[l].name}
          </MenuItem>
        ))}
      </TextField>
      {fields.map((f) => (
        <TextField
          key={`${language}:${f.field}`}
          label={f.label}
          value={texts[f.field] ?? ""}
          onChange={(e) => setTexts((t) => ({ ...t, [f.field]: e.target.value }))}
          multiline
          fullWidth
          // The text is in the chosen language: screen readers and spell checkers should know.
          slotProps={{ htmlInput: { lang: language, dir: "auto" } }}
          placeholder={fallback(f)}
          helperText={fallback(f) ? translate("norma.tenants.texts.fallback", { text: fallback(f) }) : undefined}
        />
      ))}
      <Box>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={isPending}>
          {translate("norma.tenants.texts.save")}
        </Button>
      </Box>
    </Stack>
  );
}
