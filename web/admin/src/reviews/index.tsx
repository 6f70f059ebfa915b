// Revision reviews in the console (issue 28): every account's reviews of the tenant (of every
// tenant for the platform operator) in the API's order — overdue first, then the open ones by due
// date, then the signed-off ones — with the reader's lists (open, due soon, overdue, closed), an
// account and a search. Read only: the reviews are decided and signed off by the account's people.
import FactCheckIcon from "@mui/icons-material/FactCheck";
import { Chip } from "@mui/material";
import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from "react-admin";

interface AdminReview {
  id: number;
  status: "OPEN" | "SIGNED_OFF";
  change: "NEW_VERSION" | "WITHDRAWN";
  overdue: boolean;
  itemsTotal: number;
  itemsDecided: number;
  /** "Action needed" items whose action is not done yet. */
  actionsOpen: number;
  accountNumber: string;
  accountName: string;
  designation: string;
  title: string;
}

const STATUSES = ["open", "due-soon", "overdue", "closed"] as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={STATUSES.map((id) => ({ id, name: `norma.reviews.statuses.${id}` }))}
  />,
  <ReferenceInput key="accountId" source="accountId" reference="accounts">
    <AutocompleteInput optionText={(a: { accountNumber: string; name: string }) => `${a.accountNumber} — ${a.name}`} />
  </ReferenceInput>,
];

/** The review's state: overdue (red), open, or signed off (green). */
function StateChip() {
  const r = useRecordContext<AdminReview>();
  const translate = useTranslate();
  if (!r) return null;
  if (r.overdue) return <Chip size="small" color="error" label={translate("norma.reviews.statuses.overdue")} />;
  return (
    <Chip
      size="small"
      color={r.status === "SIGNED_OFF" ? "success" : "default"}
      label={translate(`norma.reviews.state.${r.status}`)}
    />
  );
}

function ChangeField() {
  const r = useRecordContext<AdminReview>();
  const translate = useTranslate();
  return r ? <>{translate(`norma.reviews.change.${r.change}`)}</> : null;
}

function AccountField() {
  const r = useRecordContext<AdminReview>();
  // Number and name on lines of their own, each isolated: they keep their order in an Arabic page.
  return r ? (
    <>
      <bdi>{r.accountNumber}</bdi>
      <br />
      <bdi>{r.accountName}</bdi>
    </>
  ) : null;
}

/** A designation or title, isolated (a Latin designation keeps its order in an Arabic page). */
function Isolated({ source }: { source: "designation" | "title" }) {
  const r = useRecordContext<AdminReview>();
  return r ? <bdi>{r[source]}</bdi> : null;
}

function DecidedField() {
  const r = useRecordContext<AdminReview>();
  const translate = useTranslate();
  return r ? <>{translate("norma.reviews.decided", { decided: r.itemsDecided, total: r.itemsTotal })}</> : null;
}

function ReviewList() {
  const { permissions } = usePermissions<string[]>();
  // Only the platform operator sees several tenants' reviews; for a tenant administrator the
  // column would repeat its own code on every row and push the last column past a 1,280 px screen.
  const operator = Array.isArray(permissions) && permissions.includes("OPERATOR");
  return (
    // The API's order is fixed (overdue first); the columns do not sort.
    <List filters={filters} sort={{ field: "id", order: "ASC" }} empty={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="designation" disableSort>
          <Isolated source="designation" />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort>
          <Isolated source="title" />
        </DataTable.Col>
        <DataTable.Col source="accountName" disableSort>
          <AccountField />
        </DataTable.Col>
        {operator && <DataTable.Col source="tenant" disableSort />}
        <DataTable.Col source="change" disableSort>
          <ChangeField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StateChip />
        </DataTable.Col>
        <DataTable.Col source="dueDate" disableSort>
          <DateField source="dueDate" options={{ timeZone: "UTC" }} />
        </DataTable.Col>
        <DataTable.Col source="itemsDecided" disableSort>
          <DecidedField />
        </DataTable.Col>
        <DataTable.Col source="actionsOpen" disableSort />
        <DataTable.Col source="signedOffBy" disableSort />
        <DataTable.Col source="signedOffAt" disableSort>
          <DateField source="signedOffAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export const REVIEWS = "reviews";

export const reviews = {
  list: ReviewList,
  icon: FactCheckIcon,
  options: { label: "norma.reviews.menu" },
};
