// The addresses in a tenant's configuration that the reader turns into links, redirects or a
// script (issue 23 §6). openapi.yaml's patterns refuse anything else on the console's API; these
// checks run again in the service (and on what the reader is handed), because a value can also
// come from a path that no schema sees: the seed, a JSON column written by hand, a row stored
// before the patterns existed.
import type { FieldError } from "../../lib/errors.ts";

/** Whitespace or NUL anywhere: no address the reader links to has any. */
const hasSpaceOrNul = (value: string) => /\s/.test(value) || value.includes("\0");

/** An absolute http(s) URL with a host (case-insensitive scheme, as browsers read it). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || hasSpaceOrNul(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

/** What the older link fields accept: http(s), a path on this site (`/…`), or mailto:. */
export function isLinkUrl(value: string): boolean {
  if (hasSpaceOrNul(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("/\\");
  if (/^mailto:/i.test(value)) return true;
  return isHttpUrl(value);
}

/** May the cookie-consent script at `value` load? https, and a host the operator allows. */
export function isAllowedScriptUrl(value: string, hosts: readonly string[]): boolean {
  if (!isHttpUrl(value)) return false;
  const u = new URL(value);
  if (u.protocol !== "https:" || u.username || u.password) return false;
  const host = u.hostname.toLowerCase();
  // `*.example.com` allows a.example.com, not example.com itself nor badexample.com.
  return hosts.some((h) => (h.startsWith("*.") ? host.endsWith(h.slice(1)) : host === h));
}

/** The fields of the older link pattern (http(s), `/…`, mailto:). */
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
] as const;

type Body = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/**
 * The URL-valued fields of a tenant update that are not allowed, named as the schema validation
 * names them (`footer.home`, `tips.0.linkUrl`, …). Empty and null values are allowed (no link).
 */
export function tenantUrlErrors(body: Body, scriptHosts: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const refuse = (field: string, detail: string) =>
    errors.push({ objectName: "body", field, message: "Pattern", detail });
  const httpOnly = "must be an http(s) URL";

  for (const field of LINK_FIELDS) {
    const v = text(body[field]);
    if (v !== null && !isLinkUrl(v)) refuse(field, "must be an http(s) URL, a path (/…) or mailto:");
  }
  const footer = body.footer as Body | undefined;
  const home = text(footer?.home);
  if (home !== null && !isHttpUrl(home)) refuse("footer.home", httpOnly);
  const logout = body.logoutConfig as Body | undefined;
  const redirect = text(logout?.redirectUrl);
  if (redirect !== null && !isHttpUrl(redirect)) refuse("logoutConfig.redirectUrl", httpOnly);
  const script = text(body.onetrustScript);
  if (script !== null && !isAllowedScriptUrl(script, scriptHosts))
    refuse(
      "onetrustScript",
      scriptHosts.length
        ? `must be an https URL on one of the allowed hosts (${scriptHosts.join(", ")})`
        : "is not allowed: the operator allows no cookie-consent script host (COOKIE_CONSENT_SCRIPT_HOSTS)",
    );
  (Array.isArray(body.tips) ? (body.tips as Body[]) : []).forEach((tip, i) => {
    const v = text(tip.linkUrl);
    if (v === null) return;
    // DOWNLOAD names a help PDF by its key (no scheme); anything else opens the address.
    const ok = tip.linkKind === "DOWNLOAD" ? isHttpUrl(v) || !v.includes(":") : isHttpUrl(v);
    if (!ok) refuse(`tips.${i}.linkUrl`, tip.linkKind === "DOWNLOAD" ? `${httpOnly} or a help file's key` : httpOnly);
  });
  (Array.isArray(body.links) ? (body.links as Body[]) : []).forEach((link, i) => {
    const v = text(link.url);
    if (v !== null && !isLinkUrl(v)) refuse(`links.${i}.url`, "must be an http(s) URL, a path (/…) or mailto:");
  });
  (Array.isArray(body.helpMenu) ? (body.helpMenu as Body[]) : []).forEach((item, i) => {
    const v = text(item.url);
    if (v !== null && !isLinkUrl(v)) refuse(`helpMenu.${i}.url`, "must be an http(s) URL, a path (/…) or mailto:");
  });
  (Array.isArray(body.identityProviders) ? (body.identityProviders as Body[]) : []).forEach((p, i) => {
    for (const field of ["jwksUri", "profileCompletionUrl"]) {
      const v = text(p[field]);
      if (v !== null && !isLinkUrl(v)) refuse(`identityProviders.${i}.${field}`, "must be an http(s) URL");
    }
  });
  return errors;
}
