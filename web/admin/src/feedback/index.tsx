// The feedback inbox: search feedback and general feedback, filters, and the CSV export of what
// the filters select (made by the API: GET /api/admin/feedback/export).
import DownloadIcon from "@mui/icons-material/Download";
import FeedbackIcon from "@mui/icons-material/Feedback";
import {
  Button,
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
} from "react-admin";
import { contextHeaders } from "../api/client.ts";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    choices={[
      { id: "SEARCH", name: "SEARCH" },
      { id: "GENERAL", name: "GENERAL" },
    ]}
  />,
  <DateInput key="from" source="from" label="norma.feedback.from" />,
  <DateInput key="to" source="to" label="norma.feedback.to" />,
];

function ExportCsvButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const download = async () => {
    const url = `/api/admin/feedback/export?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
    const res = await fetch(url, { headers: contextHeaders() });
    if (!res.ok) return notify("norma.feedback.exportFailed", { type: "error" });
    const blob = await res.blob();
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "feedback.csv";
    a.click();
    URL.revokeObjectURL(a.href);
  };
  return (
    <Button label="norma.feedback.exportCsv" onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
}

function FeedbackList() {
  return (
    <List
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="kind" />
        <DataTable.Col source="user" disableSort>
          <TextField source="user" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="searchText" disableSort>
          <TextField source="searchText" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="additionalFeedback" disableSort>
          <TextField source="additionalFeedback" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function FeedbackShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime />
        <TextField source="tenant" />
        <TextField source="kind" />
        <TextField source="user" emptyText="—" />
        <TextField source="account" emptyText="—" />
        <TextField source="documentSearching" emptyText="—" />
        <TextField source="searchText" emptyText="—" />
        <TextField source="searchQuery" emptyText="—" />
        <TextField source="searchType" emptyText="—" />
        <TextField source="q1Response" emptyText="—" />
        <TextField source="q2Response" emptyText="—" />
        <TextField source="additionalFeedback" emptyText="—" />
        <TextField source="version" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export const feedback = { list: FeedbackList, show: FeedbackShow, icon: FeedbackIcon };
