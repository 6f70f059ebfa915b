// A tenant's whole configuration, one tab per part. Collections are edited as lists and saved
// whole; identity-provider secrets are write-only (left empty, the stored one is kept).
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  Edit,
  email,
  NumberInput,
  PasswordInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
} from "react-admin";

const COLOR = regex(/^#[0-9a-fA-F]{6}$/, "norma.tenants.colorHint");
const LOCALES = ["en", "ar", "fr-CA", "fr", "zh-Hans", "it", "ja", "ko", "pt", "ru", "tr", "es-ES", "es", "de"].map(
  (id) => ({ id, name: id }),
);
const choices = (...ids: string[]) => ids.map((id) => ({ id, name: id }));
const LINK_FIELDS = [
  "contactLink",
  "salesLink",
  "aboutUrl",
  "privacyUrl",
  "policiesUrl",
  "copyrightUrl",
  "trackerUrl",
  "elearningUrl",
  "clUrl",
  "profileManagementUrl",
  "progressiveProfilingUrl",
  "memberLinkUrl",
  "userManagementUrl",
];

/** Secrets left empty are not sent: the API keeps the stored one. */
function dropEmptySecrets(data: Record<string, unknown>) {
  const providers = (data.identityProviders as Record<string, unknown>[] | undefined)?.map((p) => {
    const { sharedSecret, hasSharedSecret: _, ...rest } = p;
    return sharedSecret ? { ...rest, sharedSecret } : rest;
  });
  return providers ? { ...data, identityProviders: providers } : data;
}

export function TenantEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={dropEmptySecrets}>
      {/* Tenants are not deleted from the console: the toolbar saves only. */}
      <TabbedForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="norma.tenants.tabs.branding">
          <TextInput source="code" disabled />
          <TextInput source="tenantName" validate={required()} />
          <TextInput source="title" validate={required()} />
          <TextInput source="logoFileName" />
          <BooleanInput source="hasFavicon" />
          <TextInput source="primaryColor" validate={COLOR} />
          <TextInput source="accentColor" validate={COLOR} />
          <TextInput source="greeting" multiline fullWidth />
          <SelectInput source="defaultLanguage" choices={LOCALES} />
          <TextInput source="supportEmail" validate={[required(), email()]} />
          <TextInput source="supportPhone" />
          <TextInput source="footer.address" label="norma.tenants.footerAddress" fullWidth />
          <TextInput source="footer.home" label="norma.tenants.footerHome" fullWidth />
          <BooleanInput source="footer.show-tenant-footer-logo" label="norma.tenants.footerLogo" />
          <TextInput source="footerTipsTricksKey" />
          <TextInput source="onetrustScript" multiline fullWidth />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.banner" path="banner">
          <TextInput source="bannerText" multiline fullWidth />
          <DateTimeInput source="bannerStartDate" />
          <DateTimeInput source="bannerEndDate" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.features" path="features">
          <ArrayInput source="features">
            <SimpleFormIterator inline>
              <TextInput source="code" validate={required()} />
              <BooleanInput source="enabled" />
            </SimpleFormIterator>
          </ArrayInput>
          <BooleanInput source="enableCompassPoints" />
          <BooleanInput source="drmView" />
          <BooleanInput source="trackerAvailable" />
          <BooleanInput source="userManagementEnabled" />
          <ArrayInput source="searchTypes">
            <SimpleFormIterator inline>
              <TextInput source="code" validate={required()} />
              <TextInput source="labelKey" validate={required()} />
              <BooleanInput source="enabled" />
              <NumberInput source="position" />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.help" path="help">
          <ArrayInput source="helpMenu">
            <SimpleFormIterator inline>
              <TextInput source="key" validate={required()} />
              <TextInput source="topic" validate={required()} />
              <SelectInput
                source="kind"
                choices={choices("VIDEO", "RESOURCES", "GUIDE", "PDF")}
                validate={required()}
              />
              <TextInput source="url" />
              <TextInput source="language" />
            </SimpleFormIterator>
          </ArrayInput>
          <ArrayInput source="tips">
            <SimpleFormIterator>
              <TextInput source="title" validate={required()} />
              <TextInput source="content" multiline fullWidth />
              <TextInput source="linkText" />
              <TextInput source="linkUrl" />
              <SelectInput source="linkKind" choices={choices("DOWNLOAD", "EXTERNAL")} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.messages" path="messages">
          <ArrayInput source="accessMessages">
            <SimpleFormIterator inline>
              <TextInput source="key" validate={required()} />
              <TextInput source="value" fullWidth />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.links" path="links">
          {LINK_FIELDS.map((f) => (
            <TextInput key={f} source={f} fullWidth />
          ))}
          <ArrayInput source="links">
            <SimpleFormIterator inline>
              <TextInput source="title" validate={required()} />
              <TextInput source="url" validate={required()} />
              <SelectInput source="placement" choices={choices("SIDEBAR", "FOOTER", "HEADER")} validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.signIn" path="sign-in">
          <BooleanInput source="passwordLoginEnabled" />
          <BooleanInput source="ipLoginEnabled" />
          <TextInput source="iamServerVersion" />
          <BooleanInput source="logoutConfig.confirm" label="norma.tenants.logoutConfirm" />
          <TextInput source="logoutConfig.message" label="norma.tenants.logoutMessage" fullWidth />
          <TextInput source="logoutConfig.redirectUrl" label="norma.tenants.logoutRedirect" fullWidth />
          <ArrayInput source="identityProviders">
            <SimpleFormIterator>
              <SelectInput source="kind" choices={choices("OIDC", "JWT", "APPLET")} validate={required()} />
              <TextInput source="issuer" validate={required()} fullWidth />
              <TextInput source="clientId" />
              <TextInput source="jwksUri" fullWidth />
              <TextInput source="publicKeyPem" multiline fullWidth />
              <PasswordInput source="sharedSecret" helperText="norma.tenants.secretHint" />
              <TextInput source="profileCompletionUrl" fullWidth />
              <BooleanInput source="federated" />
              <BooleanInput source="enabled" />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
