import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  email,
  FormDataConsumer,
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

const accountName = (a: { accountNumber: string; name: string }) => `${a.accountNumber} — ${a.name}`;

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
        <AutocompleteArrayInput optionText={accountName} />
      </ReferenceArrayInput>
      {!create && (
        // Issue 28: which of the user's accounts they administer (its reviews' settings, assignment
        // and sign-off); offered among the accounts chosen above.
        <FormDataConsumer<{ accountIds?: number[] }>>
          {({ formData }) => (
            <ReferenceArrayInput
              source="administeredAccountIds"
              reference="accounts"
              filter={{ id: formData.accountIds ?? [] }}
            >
              <AutocompleteArrayInput optionText={accountName} helperText="norma.reviews.adminHint" />
            </ReferenceArrayInput>
          )}
        </FormDataConsumer>
      )}
    </SimpleForm>
  );
}
