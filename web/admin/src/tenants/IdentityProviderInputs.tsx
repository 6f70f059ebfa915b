// One identity provider of a tenant's sign-in tab: the inputs its kind uses, and only those. An
// OIDC provider has a client id and secret, a partner token (JWT, APPLET) a key or shared secret
// and its audience, a SAML IdP its single sign-on URL, signing certificates and attribute names;
// showing every kind's fields for every provider left most of them empty and meaningless (seen at
// 375 px, where the list ran to some thirty inputs).
import {
  BooleanInput,
  FormDataConsumer,
  PasswordInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from "react-admin";
import { formatCertificates, parseCertificates } from "./saml-certificates.ts";

const field = (source: string) => `resources.tenants.fields.${source}`;
const KINDS = ["OIDC", "JWT", "APPLET", "SAML"].map((id) => ({ id, name: id }));

/**
 * Addresses, keys and certificates read left to right in every language: in Arabic an address
 * right-aligned in its box showed its end and hid "https://".
 */
const LTR = { htmlInput: { dir: "ltr" } } as const;

type ProviderKind = "OIDC" | "JWT" | "APPLET" | "SAML";

/** The inputs a provider of this kind is configured with (besides kind, issuer and the switches). */
function KindInputs({ kind }: { kind: ProviderKind | undefined }) {
  if (kind === "SAML")
    return (
      <>
        <TextInput source="ssoUrl" slotProps={LTR} label={field("ssoUrl")} fullWidth />
        <TextInput
          source="signingCertificates"
          slotProps={LTR}
          label={field("signingCertificates")}
          format={formatCertificates}
          parse={parseCertificates}
          multiline
          fullWidth
        />
        <TextInput source="attributeMapping.email" label={field("attributeMapping.email")} />
        <TextInput source="attributeMapping.firstName" label={field("attributeMapping.firstName")} />
        <TextInput source="attributeMapping.lastName" label={field("attributeMapping.lastName")} />
        <TextInput source="attributeMapping.account" label={field("attributeMapping.account")} />
      </>
    );
  const partner = kind === "JWT" || kind === "APPLET";
  return (
    <>
      <TextInput source="clientId" label={field("clientId")} />
      {partner && <TextInput source="jwksUri" slotProps={LTR} label={field("jwksUri")} fullWidth />}
      {partner && <TextInput source="publicKeyPem" slotProps={LTR} label={field("publicKeyPem")} multiline fullWidth />}
      <PasswordInput source="sharedSecret" label={field("sharedSecret")} helperText="norma.tenants.secretHint" />
    </>
  );
}

export function IdentityProviderInputs() {
  return (
    <SimpleFormIterator>
      <SelectInput source="kind" label={field("kind")} choices={KINDS} validate={required()} />
      <TextInput source="issuer" slotProps={LTR} label={field("issuer")} validate={required()} fullWidth />
      <FormDataConsumer<{ kind?: ProviderKind }>>
        {({ scopedFormData }) => <KindInputs kind={scopedFormData?.kind} />}
      </FormDataConsumer>
      <TextInput source="profileCompletionUrl" slotProps={LTR} label={field("profileCompletionUrl")} fullWidth />
      <BooleanInput source="federated" label={field("federated")} />
      <BooleanInput source="enabled" label={field("enabled")} />
    </SimpleFormIterator>
  );
}
