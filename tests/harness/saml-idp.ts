// A SAML 2.0 identity provider the tests (and a local trial) run: its own RSA key and self-signed
// certificate (selfsigned), Responses whose Assertion is signed with xml-crypto (enveloped
// signature, exclusive c14n, RSA-SHA256; the signature right after the Assertion's Issuer, as the
// schema wants), and a reader of the AuthnRequests the SP sends by the HTTP-Redirect binding.
// Every field a check looks at can be set wrong on purpose: issuer, audience, recipient,
// destination, validity window, InResponseTo, the assertion id, the status, or no signature.
import { randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

export interface SamlKeyPair {
  privateKey: string;
  cert: string;
}

/** A new RSA key and a self-signed certificate for it. */
export async function samlKeyPair(commonName = "idp.test.norma.example"): Promise<SamlKeyPair> {
  const pems = await generate([{ name: "commonName", value: commonName }], {
    keySize: 2048,
    algorithm: "sha256",
  } as Parameters<typeof generate>[1]);
  return { privateKey: pems.private, cert: pems.cert };
}

export interface SamlAssertionOptions {
  /** The SP's ACS URL: Destination and Recipient unless overridden. */
  acsUrl: string;
  /** The SP's entity id: the Audience unless overridden. */
  audience: string;
  nameId: string;
  attributes?: Record<string, string | string[]>;
  inResponseTo?: string;
  /** Overrides of what a correct response carries. */
  issuer?: string;
  destination?: string | null;
  recipient?: string;
  assertionId?: string;
  /** Seconds from now: validity begins (default -60) and ends (default +300). */
  notBefore?: number;
  notOnOrAfter?: number;
  /** A status other than Success (then no assertion). */
  status?: string;
  /** Leave the assertion unsigned, or sign it with another key. */
  sign?: false | SamlKeyPair;
}

const iso = (secondsFromNow: number) => new Date(Date.now() + secondsFromNow * 1000).toISOString();
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
export const samlId = () => `_${randomBytes(16).toString("hex")}`;

function attributeStatement(attributes: Record<string, string | string[]>): string {
  const items = Object.entries(attributes).map(([name, value]) => {
    const values = (Array.isArray(value) ? value : [value])
      .map((v) => `<saml:AttributeValue xsi:type="xs:string">${esc(v)}</saml:AttributeValue>`)
      .join("");
    return `<saml:Attribute Name="${esc(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values}</saml:Attribute>`;
  });
  return items.length ? `<saml:AttributeStatement>${items.join("")}</saml:AttributeStatement>` : "";
}

export interface TestSamlIdp {
  entityId: string;
  ssoUrl: string;
  keys: SamlKeyPair;
  /** A base64 SAMLResponse (the HTTP-POST binding's form field). */
  response(options: SamlAssertionOptions): string;
  /** The AuthnRequest of an SP's redirect URL: its ID, ACS URL, issuer, ForceAuthn and the RelayState. */
  readRequest(redirectUrl: string): {
    id: string;
    acsUrl: string | null;
    issuer: string | null;
    forceAuthn: boolean;
    relayState: string | null;
  };
}

/** An identity provider with its own key; nothing listens (the SP never calls the IdP). */
export async function startSamlIdp(options: { entityId?: string; ssoUrl?: string } = {}): Promise<TestSamlIdp> {
  const keys = await samlKeyPair();
  const entityId = options.entityId ?? "https://idp.test.norma.example/saml";
  const ssoUrl = options.ssoUrl ?? "https://idp.test.norma.example/saml/sso";

  function signAssertion(xml: string, assertionId: string, key: SamlKeyPair): string {
    const sig = new SignedXml({
      privateKey: key.privateKey,
      publicCert: key.cert,
      signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
      canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
    });
    sig.addReference({
      xpath: `//*[local-name(.)='Assertion' and @ID='${assertionId}']`,
      transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
      digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    });
    sig.computeSignature(xml, {
      location: {
        reference: `//*[local-name(.)='Assertion' and @ID='${assertionId}']/*[local-name(.)='Issuer']`,
        action: "after",
      },
    });
    return sig.getSignedXml();
  }

  return {
    entityId,
    ssoUrl,
    keys,
    response(o) {
      const issuer = o.issuer ?? entityId;
      const assertionId = o.assertionId ?? samlId();
      const destination = o.destination === undefined ? o.acsUrl : o.destination;
      const irt = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : "";
      const status = o.status ?? "urn:oasis:names:tc:SAML:2.0:status:Success";
      const assertion =
        status.endsWith(":Success") &&
        `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${assertionId}" Version="2.0" IssueInstant="${iso(0)}">` +
          `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
          `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${esc(o.nameId)}</saml:NameID>` +
          `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(o.notOnOrAfter ?? 300)}" Recipient="${esc(o.recipient ?? o.acsUrl)}"${irt}/></saml:SubjectConfirmation></saml:Subject>` +
          `<saml:Conditions NotBefore="${iso(o.notBefore ?? -60)}" NotOnOrAfter="${iso(o.notOnOrAfter ?? 300)}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
          `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="${samlId()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
          attributeStatement(o.attributes ?? {}) +
          "</saml:Assertion>";
      const unsigned =
        `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${iso(0)}"${destination ? ` Destination="${esc(destination)}"` : ""}${irt}>` +
        `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="${esc(status)}"/></samlp:Status>` +
        (assertion || "") +
        "</samlp:Response>";
      const signWith = o.sign === undefined ? keys : o.sign;
      const xml = assertion && signWith ? signAssertion(unsigned, assertionId, signWith) : unsigned;
      return Buffer.from(xml, "utf8").toString("base64");
    },
    readRequest(redirectUrl) {
      const url = new URL(redirectUrl);
      const encoded = url.searchParams.get("SAMLRequest");
      if (!encoded) throw new Error(`no SAMLRequest in ${redirectUrl}`);
      const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
      const root = new DOMParser().parseFromString(xml, "text/xml").documentElement;
      const issuer = Array.from(root.childNodes).find((n) => (n as Element).localName === "Issuer");
      return {
        id: root.getAttribute("ID") ?? "",
        acsUrl: root.getAttribute("AssertionConsumerServiceURL"),
        issuer: issuer?.textContent ?? null,
        forceAuthn: root.getAttribute("ForceAuthn") === "true",
        relayState: url.searchParams.get("RelayState"),
      };
    },
  };
}
