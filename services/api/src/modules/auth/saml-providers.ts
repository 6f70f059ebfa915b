// The tenants' SAML 2.0 identity providers as @node-saml/node-saml instances, and what node-saml
// leaves to its caller: the recipient and destination, the subject confirmation's window, the
// assertion id and issuer (read from the signed assertion node-saml hands back).
//
// The SP (Norma) for tenant T: entity id <PUBLIC_BASE_URL>/saml/T/metadata, assertion consumer
// service <PUBLIC_BASE_URL>/saml/T/acs (HTTP-POST binding). AuthnRequests go out unsigned by the
// HTTP-Redirect binding (the IdP's SSO URL); assertions must be signed by one of the provider's
// certificates (wantAssertionsSigned; a signed Response around an unsigned assertion is refused).
import { randomBytes, X509Certificate } from "node:crypto";
import { type Profile, SAML, SamlStatusError, ValidateInResponseTo } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import type { UsableSamlProvider } from "../tenants/saml-settings.ts";

/** Milliseconds of clock difference with the IdP tolerated on NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60_000;

/** Which assertion attributes carry the user's e-mail, names and account. */
export interface SamlAttributeMapping {
  email?: string;
  firstName?: string;
  lastName?: string;
  account?: string;
}

/** The mapping as stored (a JSON column), only its string entries. */
export function attributeMappingOf(value: unknown): SamlAttributeMapping {
  const out: SamlAttributeMapping = {};
  if (!value || typeof value !== "object") return out;
  for (const key of ["email", "firstName", "lastName", "account"] as const) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === "string" && v.trim()) out[key] = v.trim();
  }
  return out;
}

/** Whether a text is one PEM (or bare base64 DER) X.509 certificate node's crypto can read. */
export function isCertificate(pem: string): boolean {
  try {
    const text = pem.includes("-----BEGIN")
      ? pem
      : `-----BEGIN CERTIFICATE-----\n${pem.replace(/\s+/g, "")}\n-----END CERTIFICATE-----`;
    new X509Certificate(text);
    return true;
  } catch {
    return false;
  }
}

/** A node-saml instance for one provider; `onRequestId` hears the id of an AuthnRequest it makes. */
export function samlFor(
  provider: UsableSamlProvider,
  sp: { entityId: string; acsUrl: string },
  options: { forceAuthn?: boolean; onRequestId?: (id: string) => void } = {},
): SAML {
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: provider.ssoUrl,
    idpCert: [...provider.signingCertificates],
    idpIssuer: provider.issuer,
    audience: sp.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    // InResponseTo is checked by the service against the requests kept in Redis (every API
    // instance shares them), not node-saml's per-process cache.
    validateInResponseTo: ValidateInResponseTo.never,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    forceAuthn: options.forceAuthn ?? false,
    signatureAlgorithm: "sha256",
    generateUniqueId: () => {
      const id = `_${randomBytes(20).toString("hex")}`;
      options.onRequestId?.(id);
      return id;
    },
  });
}

/** The envelope of a posted response, read before its signature is checked (to pick the provider). */
export interface SamlEnvelope {
  issuer: string | null;
  destination: string | null;
  inResponseTo: string | null;
}

/** Reads the Response's Issuer, Destination and InResponseTo; null when it is no SAML Response. */
export function readEnvelope(xml: string): SamlEnvelope | null {
  let root: Element | null = null;
  try {
    const doc = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, "text/xml");
    root = doc?.documentElement ?? null;
  } catch {
    return null;
  }
  if (root?.localName !== "Response") return null;
  const child = (parent: Element, name: string) =>
    Array.from(parent.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).localName === name);
  const assertion = child(root, "Assertion");
  const issuerNode = child(root, "Issuer") ?? (assertion ? child(assertion, "Issuer") : undefined);
  return {
    issuer: issuerNode?.textContent?.trim() || null,
    destination: root.getAttribute("Destination") || null,
    inResponseTo: root.getAttribute("InResponseTo") || null,
  };
}

export type SamlRefusal =
  | "invalid-token"
  | "expired"
  | "replayed"
  | "audience"
  | "recipient"
  | "issuer"
  | "state"
  | "flow-expired"
  | "provider-error"
  | "not-configured";

/** Why node-saml refused a response. */
export function classifySamlError(err: unknown): SamlRefusal {
  if (err instanceof SamlStatusError) return "provider-error";
  const message = err instanceof Error ? err.message : String(err);
  if (/audience/i.test(message)) return "audience";
  if (/expired|not yet valid|no valid subject confirmation/i.test(message)) return "expired";
  if (/issuer/i.test(message)) return "issuer";
  return "invalid-token";
}

type XmlJs = Record<string, unknown> & { $?: Record<string, string>; _?: string };
const first = (node: unknown, key: string): XmlJs | undefined =>
  (node as Record<string, XmlJs[] | undefined> | undefined)?.[key]?.[0];

/** What the service checks itself in the signed assertion (node-saml parsed it, xml2js style). */
export interface SignedAssertionFacts {
  id: string | null;
  issuer: string | null;
  /** Bearer subject confirmation data: Recipient, NotOnOrAfter, InResponseTo. */
  recipient: string | null;
  subjectNotOnOrAfter: string | null;
  inResponseTo: string | null;
  conditionsNotOnOrAfter: string | null;
}

export function signedAssertionFacts(profile: Profile): SignedAssertionFacts {
  // node-saml's parse (xml2js, prefixes stripped): { Assertion: { $, Issuer: [...], Subject: [...] } }.
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const subject = first(assertion, "Subject");
  const confirmations = ((subject as Record<string, XmlJs[] | undefined> | undefined)?.SubjectConfirmation ??
    []) as XmlJs[];
  const bearer = confirmations.find((c) => c.$?.Method === "urn:oasis:names:tc:SAML:2.0:cm:bearer");
  const data = first(bearer, "SubjectConfirmationData")?.$ ?? {};
  return {
    id: assertion?.$?.ID ?? null,
    // node-saml reads it from the signed assertion.
    issuer: typeof profile.issuer === "string" ? profile.issuer : null,
    recipient: data.Recipient ?? null,
    subjectNotOnOrAfter: data.NotOnOrAfter ?? null,
    inResponseTo: data.InResponseTo ?? null,
    conditionsNotOnOrAfter: first(assertion, "Conditions")?.$?.NotOnOrAfter ?? null,
  };
}

/** The first value of an attribute of the profile (node-saml: a string, or a list of them). */
export function attributeValue(profile: Profile, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const raw = attributes[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}
