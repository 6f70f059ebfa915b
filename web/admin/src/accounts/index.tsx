import BusinessIcon from "@mui/icons-material/Business";
import {
  ArrayField,
  ArrayInput,
  BooleanField,
  BooleanInput,
  DataTable,
  Edit,
  List,
  NumberField,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
} from "react-admin";

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    choices={[
      { id: "COMPANY", name: "COMPANY" },
      { id: "INDIVIDUAL", name: "INDIVIDUAL" },
    ]}
  />,
  <BooleanInput key="active" source="active" />,
];

function AccountList() {
  return (
    <List filters={filters} sort={{ field: "accountNumber", order: "ASC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="accountNumber" />
        <DataTable.Col source="name" />
        <DataTable.Col source="type" />
        <DataTable.Col source="tenant" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="members" disableSort>
          <NumberField source="members" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function AccountEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="accountNumber" disabled />
        <TextInput source="name" validate={required()} />
        <TextInput source="acronym" />
        <BooleanInput source="active" />
        <BooleanInput source="customCollection" />
        <BooleanInput source="compassPointFlag" />
        <BooleanInput source="semanticSearchFlag" />
        <ArrayInput source="ipRanges">
          <SimpleFormIterator inline>
            <TextInput source="range" validate={required()} helperText="norma.accounts.rangeHint" />
            <TextInput source="label" />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayField source="subscriptions">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="product" />
            <DataTable.Col source="startsAt" />
            <DataTable.Col source="endsAt" />
            <DataTable.Col source="active">
              <BooleanField source="active" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </SimpleForm>
    </Edit>
  );
}

export const accounts = { list: AccountList, edit: AccountEdit, icon: BusinessIcon, recordRepresentation: "name" };
