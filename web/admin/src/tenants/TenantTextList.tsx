// Every per-language text of the tenant in one list (issue 16): the Texts by language tab shows
// one language at a time and only the fields the tenant has today, so a text left behind (a tip
// since removed, a help topic renamed) or a language never opened could not be found. Resource
// `tenant-text-entries` (GET /api/admin/tenant-text-entries): one row per language and key,
// filtered by language, key and text, sorted, paged; a row leads to the tab in its language.
import EditIcon from "@mui/icons-material/Edit";
import TranslateIcon from "@mui/icons-material/Translate";
import { Box, type Theme, Typography, useMediaQuery } from "@mui/material";
import type { ReactElement } from "react";
import {
  Button,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  useGetList,
  usePermissions,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import { LOCALE_LABELS, LOCALES, type Locale } from "../i18n/locales.ts";
import { ACCESS_MESSAGES } from "./TenantTextsTab.tsx";

export const TENANT_TEXT_ENTRIES = "tenant-text-entries";

interface TenantTextEntry {
  id: string;
  tenantId: number;
  tenant: string;
  language: Locale;
  field: string;
  text: string;
  textsId: string;
}

/** Where a text is edited: the tenant's Texts by language tab, in the text's language. */
export function textsTabPath(tenantId: number | string, language: string): string {
  return `/tenants/${tenantId}/texts?language=${encodeURIComponent(language)}`;
}

const LANGUAGE_CHOICES = LOCALES.map((l) => ({ id: l, name: `${LOCALE_LABELS[l].name} (${l})` }));

/** What a key is, in words (the key itself is what the filter matches and what is shown first). */
function describeField(field: string, translate: ReturnType<typeof useTranslate>): string {
  if (field === "greeting") return translate("resources.tenants.fields.greeting");
  if (field === "banner") return translate("resources.tenants.fields.bannerText");
  const tip = /^tip\.(\d+)\.(title|content|linkText)$/.exec(field);
  if (tip) {
    const key = { title: "tipTitle", content: "tipContent", linkText: "tipLink" }[tip[2] as "title"];
    return translate(`norma.tenants.texts.${key}`, { n: Number(tip[1]) + 1 });
  }
  if (field.startsWith("help.")) return translate("norma.tenants.texts.help", { topic: field.slice(5) });
  const access = ACCESS_MESSAGES.find(([kind]) => field === `access.${kind}`);
  if (access) return translate(`norma.tenants.texts.${access[1]}`);
  return "";
}

function KeyCell() {
  const record = useRecordContext<TenantTextEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const words = describeField(record.field, translate);
  return (
    // Spans, not divs: the narrow list puts this inside a list item's text (a paragraph).
    <Box component="span" sx={{ display: "block" }}>
      <Typography variant="body2" component="code" sx={{ fontFamily: "monospace" }} dir="ltr">
        {record.field}
      </Typography>
      {words && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ display: "block" }}>
          {words}
        </Typography>
      )}
    </Box>
  );
}

function TextCell() {
  const record = useRecordContext<TenantTextEntry>();
  if (!record) return null;
  return (
    // The text is in its own language, whatever the console's: screen readers and direction follow.
    <Typography
      variant="body2"
      component="span"
      lang={record.language}
      dir="auto"
      sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
    >
      {record.text}
    </Typography>
  );
}

function EditTextButton() {
  const record = useRecordContext<TenantTextEntry>();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={textsTabPath(record.tenantId, record.language)}
      label="ra.action.edit"
      // The row is clickable too; the button alone must not navigate twice.
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
}

/** No text in any language yet (and no filter): say so, and where texts are written. */
function NoTexts() {
  const translate = useTranslate();
  // A tenant administrator's tenants are its own alone: its Texts tab. The operator picks one.
  const { data: tenants } = useGetList<{ id: number }>("tenants", { pagination: { page: 1, perPage: 2 } });
  const to = tenants?.length === 1 ? `/tenants/${tenants[0]!.id}/texts` : "/tenants";
  return (
    <Box sx={{ textAlign: "center", m: 4 }} role="status">
      <TranslateIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate("norma.tenantTexts.empty")}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate("norma.tenantTexts.emptyHint")}
      </Typography>
      <Button component={Link} to={to} label="norma.tenantTexts.write" variant="contained">
        <EditIcon />
      </Button>
    </Box>
  );
}

const languageLabel = (r: TenantTextEntry) => `${LOCALE_LABELS[r.language]?.name ?? r.language} (${r.language})`;
const rowLink = (_id: unknown, _resource: unknown, record: TenantTextEntry) =>
  textsTabPath(record.tenantId, record.language);

export function TenantTextList() {
  const { permissions } = usePermissions<string[]>();
  const operator = Array.isArray(permissions) && permissions.includes("OPERATOR");
  // A phone's width has no room for the table's columns: at 375 px the texts themselves lay past
  // the right edge, reached only by scrolling the table sideways. One entry per row instead, key,
  // text and language one under the other.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const filters: ReactElement[] = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="language" source="language" choices={LANGUAGE_CHOICES} alwaysOn />,
    <TextInput key="field" source="field" alwaysOn />,
  ];
  // Only the platform operator sees several tenants; a tenant administrator has its own alone.
  if (operator)
    filters.push(
      <ReferenceInput key="tenantId" source="tenantId" reference="tenants" sort={{ field: "code", order: "ASC" }}>
        <SelectInput optionText="code" />
      </ReferenceInput>,
    );
  return (
    <List
      filters={filters}
      sort={{ field: "language", order: "ASC" }}
      perPage={25}
      exporter={false}
      empty={<NoTexts />}
    >
      {narrow ? (
        <SimpleList<TenantTextEntry>
          primaryText={<KeyCell />}
          secondaryText={<TextCell />}
          tertiaryText={(r) => (operator ? `${r.tenant} · ${languageLabel(r)}` : languageLabel(r))}
          rowClick={(id, resource, record) => rowLink(id, resource, record as TenantTextEntry)}
        />
      ) : (
        <DataTable
          rowClick={(id, resource, record) => rowLink(id, resource, record as TenantTextEntry)}
          bulkActionButtons={false}
        >
          {operator && <DataTable.Col source="tenantId" render={(r: TenantTextEntry) => r.tenant} />}
          <DataTable.Col source="language" render={languageLabel} />
          <DataTable.Col source="field">
            <KeyCell />
          </DataTable.Col>
          <DataTable.Col source="text" disableSort>
            <TextCell />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <EditTextButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export const tenantTextEntries = { list: TenantTextList, icon: TranslateIcon };
