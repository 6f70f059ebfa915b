// The tenant's SCIM provisioning tokens (issue 31): the identity provider (Entra ID, Okta, …)
// creates, updates and deactivates the tenant's users and groups with one of them. Issued here by
// the tenant's administrator, the secret shown once (only its HMAC is kept); revoked at once.
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import { Alert } from "@mui/material";
import {
  DataTable,
  DateField,
  DeleteWithConfirmButton,
  List,
  maxLength,
  ReferenceField,
  required,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { CreateShowingSecret } from "../open-api/SecretDialog.tsx";
import { SCIM_TOKENS } from "./scimTokensDataProvider.ts";

/** A tenant keeps at most this many tokens that are not revoked (the API answers 409 past it). */
export const MAX_LIVE_TOKENS = 5;

const statusChoices = ["ACTIVE", "REVOKED"].map((id) => ({ id, name: `norma.scim.status.${id}` }));

function StatusField() {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  return record ? <span>{translate(`norma.scim.status.${record.status}`)}</span> : null;
}

function RevokeButton() {
  const record = useRecordContext<{ status: string }>();
  if (record?.status !== "ACTIVE") return null;
  return (
    <DeleteWithConfirmButton
      label="norma.scim.revoke"
      confirmTitle="norma.scim.revokeConfirm"
      confirmContent="norma.scim.revokeContent"
      mutationMode="pessimistic"
      redirect={false}
    />
  );
}

function Explanation() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate("norma.scim.explanation", { max: MAX_LIVE_TOKENS })}
    </Alert>
  );
}

function ScimTokenList() {
  return (
    <>
      <Explanation />
      <List
        resource={SCIM_TOKENS}
        sort={{ field: "createdAt", order: "DESC" }}
        filters={[<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />]}
        empty={false}
      >
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="tenantId">
            <ReferenceField source="tenantId" reference="tenants" link={false}>
              <TextField source="tenantName" />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="prefix" />
          <DataTable.Col source="status">
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="revokedAt">
            <DateField source="revokedAt" showTime emptyText="—" />
          </DataTable.Col>
          <DataTable.Col label="norma.scim.actions" disableSort>
            <RevokeButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}

function ScimTokenCreate() {
  return (
    <CreateShowingSecret resource={SCIM_TOKENS} then="list">
      <Explanation />
      <TextInput source="name" validate={[required(), maxLength(100)]} helperText="norma.scim.nameHint" />
    </CreateShowingSecret>
  );
}

export const scimTokens = {
  list: ScimTokenList,
  create: ScimTokenCreate,
  icon: ManageAccountsIcon,
  recordRepresentation: "name",
};
