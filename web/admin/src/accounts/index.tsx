import BusinessIcon from "@mui/icons-material/Business";
import {
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DataTable,
  DateTimeInput,
  Edit,
  List,
  NumberField,
  ReferenceInput,
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

/** The date-time input's local time as the API's ISO date-time (empty: none). */
function isoOrNull(value: string): string | null {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
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
        <ArrayInput source="subscriptions" label="norma.accounts.subscriptions">
          <SimpleFormIterator inline disableReordering>
            <ReferenceInput source="productId" reference="products" sort={{ field: "position", order: "ASC" }}>
              <AutocompleteInput
                label="norma.accounts.product"
                optionText="subscriptionName"
                validate={required()}
                sx={{ width: 320 }}
              />
            </ReferenceInput>
            <DateTimeInput source="startsAt" label="norma.accounts.startsAt" validate={required()} parse={isoOrNull} />
            <DateTimeInput source="endsAt" label="norma.accounts.endsAt" parse={isoOrNull} />
            <BooleanInput source="active" label="norma.accounts.subscriptionActive" defaultValue={true} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  );
}

export const accounts = { list: AccountList, edit: AccountEdit, icon: BusinessIcon, recordRepresentation: "name" };
