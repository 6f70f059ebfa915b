// The tenant's compass points (spec 2 `/compass-points-admin-list`): active or deactivated, sorted
// by the spec's keys, with deactivate/reactivate on each row and a link to the settings of the
// point's document.
import PlaceIcon from "@mui/icons-material/Place";
import TuneIcon from "@mui/icons-material/Tune";
import {
  Button,
  DataTable,
  DateField,
  List,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Link } from "react-router";
import { COMPASS_SETTINGS } from "./CompassSettings.tsx";
import { compassPointsDataProvider } from "./compassPointsDataProvider.ts";

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="norma.compassPoints.status"
    alwaysOn
    choices={[
      { id: "active", name: "norma.compassPoints.active" },
      { id: "inactive", name: "norma.compassPoints.inactive" },
    ]}
  />,
];

function ActivationButton() {
  const record = useRecordContext<{ id: number; status: "active" | "inactive"; name?: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const activate = record.status === "inactive";
  const run = async () => {
    try {
      await compassPointsDataProvider.setActive(record.id, activate);
      notify(activate ? "norma.compassPoints.activated" : "norma.compassPoints.deactivated", { type: "info" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : "ra.notification.http_error", { type: "error" });
    }
  };
  return (
    <Button
      label={activate ? "norma.compassPoints.activate" : "norma.compassPoints.deactivate"}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    />
  );
}

function SettingsLink() {
  const record = useRecordContext<{ contentID?: number }>();
  const translate = useTranslate();
  if (!record?.contentID) return null;
  const filter = encodeURIComponent(JSON.stringify({ documentId: record.contentID }));
  return (
    <Button
      component={Link}
      to={`/${COMPASS_SETTINGS}?filter=${filter}`}
      label="norma.compassPoints.documentSettings"
      aria-label={translate("norma.compassPoints.documentSettings")}
    >
      <TuneIcon />
    </Button>
  );
}

export function CompassPointList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: "active" }}
      sort={{ field: "createdDate", order: "DESC" }}
      perPage={10}
      exporter={false}
      title="norma.compassPoints.title"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="designation" label="norma.compassPoints.designation">
          <TextField source="designation" />
        </DataTable.Col>
        <DataTable.Col source="title" label="norma.compassPoints.document" disableSort />
        <DataTable.Col source="contentStatus" label="norma.compassPoints.contentStatus" />
        <DataTable.Col source="name" label="norma.compassPoints.name" />
        <DataTable.Col source="email" label="norma.compassPoints.email" />
        <DataTable.Col source="createdDate" label="norma.compassPoints.createdDate">
          <DateField source="createdDate" showTime />
        </DataTable.Col>
        <DataTable.Col source="deactivatedBy" label="norma.compassPoints.deactivatedBy" />
        <DataTable.Col source="deletedDate" label="norma.compassPoints.deactivatedDate">
          <DateField source="deletedDate" showTime />
        </DataTable.Col>
        <DataTable.Col label="norma.compassPoints.actions" disableSort>
          <ActivationButton />
          <SettingsLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const compassPoints = {
  list: CompassPointList,
  icon: PlaceIcon,
  options: { label: "norma.compassPoints.menu" },
};
