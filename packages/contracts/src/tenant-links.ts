// The addresses of a tenant's configuration that the reader turns into links, redirects or a
// script, and what each may hold. One home for the rule: the API checks what the console saves
// (and withholds stored rows that fail), the reader keeps only what passes (defence in depth for
// rows stored before the rule), and the console lists the same link fields.

/** The fields of the older link pattern: http(s), a path on this site (`/…`) or mailto:. */
export const TENANT_LINK_FIELDS = [
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
] as const;
export type TenantLinkField = (typeof TENANT_LINK_FIELDS)[number];

/** Whitespace or NUL anywhere: no address the reader links to has any. */
const hasSpaceOrNul = (value: string) => /\s/.test(value) || value.includes("\0");

/** An absolute http(s) URL with a host (case-insensitive scheme, as browsers read it). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string" || hasSpaceOrNul(value) || !/^https?:\/\/[^/?#\\]/i.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * What the older link fields accept: http(s), mailto:, or a path on this site. `//host` and
 * `/\host` are not paths: browsers read both as another site (protocol-relative).
 */
export function isLinkUrl(value: unknown): value is string {
  if (typeof value !== "string" || value === "" || hasSpaceOrNul(value)) return false;
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  if (/^mailto:/i.test(value)) return value.length > "mailto:".length;
  return isHttpUrl(value);
}

/** May the cookie-consent script at `value` load? https, no credentials, a host the operator allows. */
export function isAllowedScriptUrl(value: unknown, hosts: readonly string[]): value is string {
  if (!isHttpUrl(value)) return false;
  const u = new URL(value);
  if (u.protocol !== "https:" || u.username || u.password) return false;
  const host = u.hostname.toLowerCase();
  // `*.example.com` allows a.example.com, not example.com itself nor badexample.com.
  return hosts.some((h) => (h.startsWith("*.") ? host.endsWith(h.slice(1)) : host === h));
}
