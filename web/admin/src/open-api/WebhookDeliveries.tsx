// One webhook delivery (issue 30): its status, the body sent, each attempt with the reply's status,
// duration, error and beginning; and Replay, which queues the same message (same webhook-id) once
// more as a new delivery.
import ReplayIcon from "@mui/icons-material/Replay";
import { Button } from "@mui/material";
import {
  ArrayField,
  DataTable,
  DateField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from "react-admin";
import { replayDelivery } from "./post-action.ts";

function ReplayButton() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record) return null;
  const replay = async () => {
    try {
      const made = await replayDelivery(record.id);
      notify("norma.openApi.replayed", { type: "info" });
      redirect("show", "webhook-deliveries", made.id);
    } catch (e) {
      notify((e as Error).message, { type: "error" });
    }
  };
  return (
    <Button startIcon={<ReplayIcon />} onClick={() => void replay()}>
      {translate("norma.openApi.replay")}
    </Button>
  );
}

function WebhookDeliveryShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ReplayButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ReferenceField source="endpointId" reference="webhook-endpoints" />
        <TextField source="messageId" />
        <TextField source="eventType" />
        <TextField source="status" />
        <TextField source="attempts" />
        <TextField source="replayNumber" />
        <DateField source="nextAttemptAt" showTime emptyText="—" />
        <TextField source="lastError" emptyText="—" />
        <TextField source="payload" component="pre" sx={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }} />
        <ArrayField source="attemptLog">
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="attempt" />
            <DataTable.Col source="startedAt">
              <DateField source="startedAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="statusCode" />
            <DataTable.Col source="durationMs" />
            <DataTable.Col source="error" />
            <DataTable.Col source="responseExcerpt" />
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

export const webhookDeliveries = { show: WebhookDeliveryShow };
