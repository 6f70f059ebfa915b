// API keys of the public API (issue 30): list, create (the secret shown once), rotate (the new
// secret shown once; the old one works for the grace period), revoke, with their scopes.
import KeyIcon from "@mui/icons-material/VpnKey";
import { Button, Chip, Stack } from "@mui/material";
import { useState } from "react";
import {
  CheckboxGroupInput,
  DataTable,
  DateField,
  DateTimeInput,
  DeleteWithConfirmButton,
  List,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  required,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { rotateApiKey } from "./post-action.ts";
import { CreateShowingSecret, SecretDialog } from "./SecretDialog.tsx";

export const API_KEY_SCOPES = ["search", "documents", "changes", "tracking", "summaries", "usage", "webhooks"] as const;
const scopeChoices = API_KEY_SCOPES.map((id) => ({ id, name: `norma.openApi.scopes.${id}` }));

/** An array of strings (scopes, event types) as chips. */
export function Chips({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const values = (record?.[source] as string[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {values.map((v) => (
        <Chip key={v} label={v} size="small" />
      ))}
    </Stack>
  );
}

function ApiKeyList() {
  return (
    <List sort={{ field: "id", order: "DESC" }}>
      <DataTable rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="prefix" />
        <DataTable.Col source="scopes" disableSort>
          <Chips source="scopes" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort />
        <DataTable.Col source="expiresAt">
          <DateField source="expiresAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="lastUsedAt">
          <DateField source="lastUsedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="callCount" disableSort>
          <NumberField source="callCount" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The date-time input's local time as the API's ISO date-time (empty: none). */
const isoOrNull = (value: string) => {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};

function ApiKeyCreate() {
  return (
    <CreateShowingSecret resource="api-keys" then="show">
      <TextInput source="name" validate={required()} />
      <CheckboxGroupInput source="scopes" choices={scopeChoices} validate={required()} />
      <NumberInput source="accountId" min={1} helperText="norma.openApi.accountHint" />
      <DateTimeInput source="expiresAt" parse={isoOrNull} />
      <NumberInput source="rateLimitPerMinute" defaultValue={600} validate={[minValue(1), maxValue(100_000)]} />
    </CreateShowingSecret>
  );
}

function RotateButton() {
  const record = useRecordContext<{ id: number; status: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  if (record?.status !== "ACTIVE") return null;
  const rotate = async () => {
    try {
      const key = await rotateApiKey(record.id);
      setSecret(key.secret);
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    }
  };
  return (
    <>
      <Button onClick={() => void rotate()}>{translate("norma.openApi.rotate")}</Button>
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

function ApiKeyActions() {
  const record = useRecordContext<{ status: string }>();
  return (
    <TopToolbar>
      <RotateButton />
      {record?.status !== "REVOKED" && (
        <DeleteWithConfirmButton
          label="norma.openApi.revoke"
          confirmTitle="norma.openApi.revokeConfirm"
          redirect={false}
        />
      )}
    </TopToolbar>
  );
}

function ApiKeyShow() {
  return (
    <Show actions={<ApiKeyActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="prefix" />
        <Chips source="scopes" />
        <TextField source="status" />
        <NumberField source="accountId" emptyText="—" />
        <NumberField source="rateLimitPerMinute" />
        <DateField source="createdAt" showTime />
        <DateField source="expiresAt" showTime emptyText="—" />
        <DateField source="previousSecretValidUntil" showTime emptyText="—" />
        <DateField source="lastUsedAt" showTime emptyText="—" />
        <TextField source="lastUsedIp" emptyText="—" />
        <NumberField source="callCount" />
        <DateField source="revokedAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export const apiKeys = {
  list: ApiKeyList,
  create: ApiKeyCreate,
  show: ApiKeyShow,
  icon: KeyIcon,
  recordRepresentation: "name",
};
