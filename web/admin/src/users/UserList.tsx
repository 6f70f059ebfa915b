import {
  ArrayField,
  BooleanField,
  BooleanInput,
  ChipField,
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SingleFieldList,
  TextField,
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
          <ArrayField source="authorities">
            <SingleFieldList linkType={false}>
              <ChipField source="" size="small" />
            </SingleFieldList>
          </ArrayField>
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt">
          <DateField source="lastLoginAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <TextField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
