// The tenant's compass points (spec 2 `/compass-points-admin-list`): active or deactivated, sorted
// by the spec's keys, with deactivate/reactivate on each row and a link to the settings of the
// point's document. Rows are selected as react-admin lists select them (a box per row, all of the
// page in the header), for deactivating (after one confirmation) or reactivating the chosen points
// together; the designation links to the point in the reader's document (the console is served at
// /admin/ of the reader's own origin).
import BlockIcon from "@mui/icons-material/Block";
import PlaceIcon from "@mui/icons-material/Place";
import RestoreIcon from "@mui/icons-material/Restore";
import TuneIcon from "@mui/icons-material/Tune";
import MuiButton from "@mui/material/Button";
import MuiLink from "@mui/material/Link";
import { useState } from "react";
import {
  Button,
  Confirm,
  DataTable,
  DateField,
  List,
  SelectInput,
  useListContext,
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
    >
      {/* On a phone react-admin shows a button's icon alone (its label as the name and tooltip). */}
      {activate ? <RestoreIcon /> : <BlockIcon />}
    </Button>
  );
}

/** The reader's address of a point: in its document (a deactivated one: the document alone). */
export function readerPointUrl(p: { contentCode?: string; compassPointUUID?: string; status?: string }): string | null {
  if (!p.contentCode) return null;
  const base = `/document/?contentCode=${encodeURIComponent(p.contentCode)}`;
  return p.status === "inactive" || !p.compassPointUUID ? base : `${base}&compasspointuuid=${p.compassPointUUID}`;
}

function DesignationLink() {
  const record = useRecordContext<{
    designation?: string;
    contentCode?: string;
    compassPointUUID?: string;
    status?: string;
  }>();
  if (!record) return null;
  const href = readerPointUrl(record);
  if (!href) return <span>{record.designation}</span>;
  return (
    <MuiLink href={href} onClick={(event) => event.stopPropagation()}>
      {record.designation}
    </MuiLink>
  );
}

/**
 * The selected rows' action: deactivate them after one confirmation, or (the deactivated view)
 * reactivate them; one notice of how many changed and how many were refused.
 */
function BulkActivation() {
  const { selectedIds, filterValues, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const activate = filterValues?.status === "inactive";
  const run = async () => {
    setBusy(true);
    let failed = 0;
    for (const id of selectedIds) {
      await compassPointsDataProvider.setActive(Number(id), activate).catch(() => {
        failed += 1;
      });
    }
    setBusy(false);
    const changed = selectedIds.length - failed;
    if (changed > 0)
      notify(activate ? "norma.compassPoints.reactivatedMany" : "norma.compassPoints.deactivatedMany", {
        type: "info",
        messageArgs: { count: changed },
      });
    if (failed > 0) notify("norma.compassPoints.bulkFailed", { type: "error", messageArgs: { count: failed } });
    onUnselectItems();
    refresh();
  };
  return (
    <>
      {/* MUI's button, not react-admin's: react-admin's drops its label on a phone and shows the
          icon alone; the toolbar wraps there (layout/theme.ts), so the words fit. */}
      <MuiButton
        size="small"
        startIcon={activate ? <RestoreIcon /> : <BlockIcon />}
        disabled={busy}
        onClick={() => (activate ? void run() : setAsking(true))}
      >
        {translate(activate ? "norma.compassPoints.reactivateSelected" : "norma.compassPoints.deactivateSelected")}
      </MuiButton>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="norma.compassPoints.deactivateSelected"
        content="norma.compassPoints.deactivateManyConfirm"
        contentTranslateOptions={{ count: selectedIds.length }}
        onConfirm={() => {
          setAsking(false);
          void run();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** The document's status in the console's language (it showed the API's English word in Arabic). */
function DocumentStatus() {
  const record = useRecordContext<{ contentStatus?: string | null }>();
  const translate = useTranslate();
  const status = record?.contentStatus;
  return status ? <>{translate(`norma.compassPoints.documentStatuses.${status}`, { _: status })}</> : null;
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
      <DataTable bulkActionButtons={<BulkActivation />} rowClick={false}>
        <DataTable.Col source="designation" label="norma.compassPoints.designation">
          <DesignationLink />
        </DataTable.Col>
        <DataTable.Col source="title" label="norma.compassPoints.document" disableSort />
        <DataTable.Col source="contentStatus" label="norma.compassPoints.contentStatus">
          <DocumentStatus />
        </DataTable.Col>
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
