// Webhook endpoints (issue 30): list, register (the signing secret shown once), change, enable or
// disable (an endpoint the workers disabled shows why), rotate the signing secret (the new one
// shown once; the previous one signs too until its grace period ends, which the page says),
// delete; each with its delivery log, where a delivery opens with its attempts and can be sent
// again (replay).
import WebhookIcon from "@mui/icons-material/Webhook";
import { Alert, Button } from "@mui/material";
import { WEBHOOK_EVENT_TYPES } from "@norma/contracts/webhook-events";
import { useState } from "react";
import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Confirm,
  DataTable,
  DateField,
  Edit,
  Labeled,
  List,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceManyField,
  required,
  SimpleForm,
  TextInput,
  TopToolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Chips } from "./ApiKeys.tsx";
import { rotateWebhookSecret } from "./post-action.ts";
import { CreateShowingSecret, SecretDialog } from "./SecretDialog.tsx";

/** The events an endpoint can listen to: the contract's list, the one the API validates. */
export const WEBHOOK_EVENTS = WEBHOOK_EVENT_TYPES;
const eventChoices = WEBHOOK_EVENTS.map((id) => ({ id, name: `norma.openApi.events.${id.replace(".", "_")}` }));

function WebhookEndpointList() {
  return (
    <List sort={{ field: "id", order: "DESC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="url" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="events" disableSort>
          <Chips source="events" />
        </DataTable.Col>
        <DataTable.Col source="enabled" disableSort>
          <BooleanField source="enabled" />
        </DataTable.Col>
        <DataTable.Col source="consecutiveFailures" disableSort>
          <NumberField source="consecutiveFailures" />
        </DataTable.Col>
        <DataTable.Col source="disabledReason" disableSort />
      </DataTable>
    </List>
  );
}

function EndpointFields() {
  return (
    <>
      <TextInput source="url" validate={required()} fullWidth helperText="norma.openApi.urlHint" />
      <TextInput source="description" fullWidth />
      <CheckboxGroupInput source="events" choices={eventChoices} validate={required()} />
      <NumberInput source="rateLimitPerMinute" defaultValue={60} validate={[minValue(1), maxValue(6_000)]} />
    </>
  );
}

function WebhookEndpointCreate() {
  return (
    <CreateShowingSecret resource="webhook-endpoints" then="edit">
      <EndpointFields />
      <NumberInput source="accountId" min={1} helperText="norma.openApi.accountHint" />
    </CreateShowingSecret>
  );
}

/** Why the endpoint is disabled, when it is. */
function DisabledReason() {
  const record = useRecordContext<EndpointRecord>();
  const translate = useTranslate();
  if (!record || record.enabled) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate("norma.openApi.disabled", { reason: record.disabledReason ?? "" })}
    </Alert>
  );
}

interface EndpointRecord {
  id: number;
  enabled: boolean;
  disabledReason: string | null;
  secretRotatedAt: string | null;
  previousSecretExpiresAt: string | null;
}

/** While a rotated-out secret still signs: until when (receivers may still verify with it). */
function SecretGrace() {
  const record = useRecordContext<EndpointRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record?.previousSecretExpiresAt) return null;
  const until = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(record.previousSecretExpiresAt),
  );
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate("norma.openApi.previousSecretSigns", { date: until })}
    </Alert>
  );
}

/** A new signing secret, after a confirmation; shown once. */
function RotateSecretButton() {
  const record = useRecordContext<EndpointRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const rotate = async () => {
    setAsking(false);
    try {
      const made = await rotateWebhookSecret(record.id);
      setSecret(made.secret);
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    }
  };
  return (
    <>
      <Button onClick={() => setAsking(true)}>{translate("norma.openApi.rotate")}</Button>
      <Confirm
        isOpen={asking}
        title="norma.openApi.rotate"
        content="norma.openApi.rotateWebhookConfirm"
        onConfirm={() => void rotate()}
        onClose={() => setAsking(false)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
}

function EndpointActions() {
  return (
    <TopToolbar>
      <RotateSecretButton />
    </TopToolbar>
  );
}

function DeliveryLog() {
  return (
    <Labeled label="norma.openApi.deliveryLog" fullWidth>
      <ReferenceManyField
        reference="webhook-deliveries"
        target="endpointId"
        sort={{ field: "id", order: "DESC" }}
        perPage={25}
        pagination={<Pagination />}
        label="norma.openApi.deliveryLog"
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="id" />
          <DataTable.Col source="eventType" disableSort />
          <DataTable.Col source="status" />
          <DataTable.Col source="attempts" disableSort />
          <DataTable.Col source="lastStatusCode" disableSort />
          <DataTable.Col source="lastDurationMs" disableSort />
          <DataTable.Col source="replayNumber" disableSort />
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Labeled>
  );
}

/** What a change sends: the fields the API takes (WebhookEndpointUpdate), not the whole record. */
const updateOf = (r: Record<string, unknown>) => ({
  url: r.url,
  description: r.description ?? "",
  events: r.events,
  rateLimitPerMinute: r.rateLimitPerMinute,
  enabled: r.enabled,
});

function WebhookEndpointEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={updateOf} actions={<EndpointActions />}>
      <SimpleForm>
        <DisabledReason />
        <SecretGrace />
        <EndpointFields />
        <BooleanInput source="enabled" />
        <DeliveryLog />
      </SimpleForm>
    </Edit>
  );
}

export const webhookEndpoints = {
  list: WebhookEndpointList,
  create: WebhookEndpointCreate,
  edit: WebhookEndpointEdit,
  icon: WebhookIcon,
  recordRepresentation: "url",
};
