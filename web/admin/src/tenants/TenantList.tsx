import { BooleanField, DataTable, DateField, List, SearchInput, TextField } from "react-admin";
import { SignInMethodsField } from "./SignInMethodsField.tsx";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function TenantList() {
  return (
    <List filters={filters} sort={{ field: "code", order: "ASC" }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="code" />
        <DataTable.Col source="tenantName" />
        <DataTable.Col source="title" />
        <DataTable.Col source="isMain">
          <BooleanField source="isMain" />
        </DataTable.Col>
        <DataTable.Col label="norma.tenants.signInMethods.label" disableSort>
          <SignInMethodsField />
        </DataTable.Col>
        <DataTable.Col source="bannerText">
          <TextField source="bannerText" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
