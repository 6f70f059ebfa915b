import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from "react-admin";
import { AUTHORITY_CHOICES } from "./authorities.ts";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="activated" source="activated" />,
  <SelectInput key="authority" source="authority" choices={AUTHORITY_CHOICES} />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export function UserList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: "email", order: "ASC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="email" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="tenant" />
        <DataTable.Col source="activated">
          <BooleanField source="activated" />
        </DataTable.Col>
        <DataTable.Col source="authorities" disableSort>
          <FunctionField render={(u: { authorities?: string[] }) => (u.authorities ?? []).join(", ")} />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt">
          <DateField source="lastLoginAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
