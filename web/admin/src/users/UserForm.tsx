import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  email,
  ReferenceArrayInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from "react-admin";
import { AUTHORITY_CHOICES, LANGUAGE_CHOICES } from "./authorities.ts";
import { SendInvitationButton } from "./SendInvitationButton.tsx";

export function UserForm({ create = false }: { create?: boolean }) {
  return (
    // Users are deactivated, not deleted: the toolbar saves only.
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
          {!create && <SendInvitationButton />}
        </Toolbar>
      }
    >
      <TextInput source="email" validate={create ? [required(), email()] : undefined} disabled={!create} />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <SelectInput source="langKey" choices={LANGUAGE_CHOICES} />
      <BooleanInput source="activated" defaultValue />
      {create && <BooleanInput source="invite" label="norma.users.invite" defaultValue />}
      <CheckboxGroupInput source="authorities" choices={AUTHORITY_CHOICES} />
      <ReferenceArrayInput source="accountIds" reference="accounts">
        <AutocompleteArrayInput
          optionText={(a: { accountNumber: string; name: string }) => `${a.accountNumber} — ${a.name}`}
        />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
