// A tenant's whole configuration, one tab per part. Collections are edited as lists and saved
// whole; identity-provider secrets are write-only (left empty, the stored one is kept).

import { TENANT_LINK_FIELDS } from "@norma/contracts/tenant-links";
import {
  ArrayInput,
  BooleanInput,
  DateTimeInput,
  Edit,
  email,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
} from "react-admin";
import { LANGUAGE_CHOICES } from "../users/authorities.ts";
import { EmailLimitsTab } from "./EmailLimitsTab.tsx";
import { IdentityProviderInputs } from "./IdentityProviderInputs.tsx";
import { TenantTextsTab } from "./TenantTextsTab.tsx";
import { TrySignInButton } from "./TrySignInButton.tsx";

const COLOR = regex(/^#[0-9a-fA-F]{6}$/, "norma.tenants.colorHint");
/**
 * The label of a tenant field. Inputs inside a list (features.0.code) would look for
 * `resources.tenants.fields.features.code`; they share the tenant's own field labels instead.
 */
const field = (source: string) => `resources.tenants.fields.${source}`;
const choices = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

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
          <SelectInput source="defaultLanguage" choices={LANGUAGE_CHOICES} />
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
              <TextInput source="code" label={field("code")} validate={required()} />
              <BooleanInput source="enabled" label={field("enabled")} />
            </SimpleFormIterator>
          </ArrayInput>
          <BooleanInput source="enableCompassPoints" label={field("enableCompassPoints")} />
          <BooleanInput source="drmView" label={field("drmView")} />
          <BooleanInput source="referenceAlerts" label={field("referenceAlerts")} />
          {/* Bulk actions on search results (issue 29 §2): the cap of a selection, "all matching" too. */}
          <NumberInput
            source="bulkSelectionLimit"
            label={field("bulkSelectionLimit")}
            min={1}
            max={5000}
            step={1}
            validate={[required(), minValue(1), maxValue(5000)]}
          />
          <BooleanInput source="trackerAvailable" label={field("trackerAvailable")} />
          <BooleanInput source="userManagementEnabled" label={field("userManagementEnabled")} />
          <ArrayInput source="searchTypes">
            <SimpleFormIterator inline>
              <TextInput source="code" label={field("code")} validate={required()} />
              <TextInput source="labelKey" label={field("labelKey")} validate={required()} />
              <BooleanInput source="enabled" label={field("enabled")} />
              <NumberInput source="position" label={field("position")} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.help" path="help">
          <ArrayInput source="helpMenu">
            <SimpleFormIterator inline>
              <TextInput source="key" label={field("key")} validate={required()} />
              <TextInput source="topic" label={field("topic")} validate={required()} />
              <SelectInput
                source="kind"
                label={field("kind")}
                choices={choices("VIDEO", "RESOURCES", "GUIDE", "PDF")}
                validate={required()}
              />
              <TextInput source="url" label={field("url")} />
              <TextInput source="language" label={field("language")} />
            </SimpleFormIterator>
          </ArrayInput>
          <ArrayInput source="tips">
            <SimpleFormIterator>
              <TextInput source="title" label={field("title")} validate={required()} />
              <TextInput source="content" label={field("content")} multiline fullWidth />
              <TextInput source="linkText" label={field("linkText")} />
              <TextInput source="linkUrl" label={field("linkUrl")} />
              <SelectInput source="linkKind" label={field("linkKind")} choices={choices("DOWNLOAD", "EXTERNAL")} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.messages" path="messages">
          <ArrayInput source="accessMessages">
            <SimpleFormIterator inline>
              <TextInput source="key" label={field("key")} validate={required()} />
              <TextInput source="value" label={field("value")} fullWidth />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.links" path="links">
          {TENANT_LINK_FIELDS.map((f) => (
            <TextInput key={f} source={f} fullWidth />
          ))}
          <ArrayInput source="links">
            <SimpleFormIterator inline>
              <TextInput source="title" label={field("title")} validate={required()} />
              <TextInput source="url" label={field("url")} validate={required()} />
              <SelectInput
                source="placement"
                label={field("placement")}
                choices={choices("SIDEBAR", "FOOTER", "HEADER")}
                validate={required()}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.emailLimits" path="email-limits">
          <EmailLimitsTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.texts" path="texts">
          <TenantTextsTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="norma.tenants.tabs.signIn" path="sign-in">
          <TrySignInButton />
          <BooleanInput source="passwordLoginEnabled" label={field("passwordLoginEnabled")} />
          <BooleanInput source="ipLoginEnabled" label={field("ipLoginEnabled")} />
          <TextInput source="iamServerVersion" label={field("iamServerVersion")} />
          <BooleanInput source="logoutConfig.confirm" label="norma.tenants.logoutConfirm" />
          <TextInput source="logoutConfig.message" label="norma.tenants.logoutMessage" fullWidth />
          <TextInput source="logoutConfig.redirectUrl" label="norma.tenants.logoutRedirect" fullWidth />
          <ArrayInput source="identityProviders">
            <IdentityProviderInputs />
          </ArrayInput>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
