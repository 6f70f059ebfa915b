// What a tenant's settings say of its SAML single sign-on, without SAML itself: which SAML rows
// can be used (an SSO URL and a certificate) and the SP's own URLs for the tenant. Both the
// clients' configuration (tenants) and the sign-in (auth: saml-providers.ts) read them; here so
// that auth imports tenants and never the other way round.

/** A tenant_identity_providers row of kind SAML, as the settings read model has it. */
export interface SamlProviderSettings {
  id: number;
  /** The IdP's entity id. */
  issuer: string;
  ssoUrl: string | null;
  signingCertificates: readonly string[];
  attributeMapping: unknown;
  federated: boolean;
  profileCompletionUrl: string | null;
}

export type UsableSamlProvider = SamlProviderSettings & { ssoUrl: string };

export const isUsableSamlProvider = (p: SamlProviderSettings): p is UsableSamlProvider =>
  !!p.ssoUrl && p.signingCertificates.length > 0;

export function samlSpUrls(publicBaseUrl: string, tenantCode: string) {
  const base = `${publicBaseUrl.replace(/\/+$/, "")}/saml/${encodeURIComponent(tenantCode)}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs` };
}
