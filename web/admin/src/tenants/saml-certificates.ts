// A SAML provider's signing certificates (a list in the API) are edited as one text: the PEM
// blocks one after the other (several while the identity provider changes its key).

export const formatCertificates = (value: unknown): string => (Array.isArray(value) ? value.join("\n") : "");

/** The PEM certificate blocks of a text; anything between or around them is dropped. */
export const parseCertificates = (text: string): string[] =>
  (text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? []).map((c) => c.trim());
