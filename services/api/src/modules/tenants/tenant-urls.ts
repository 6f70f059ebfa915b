// The addresses in a tenant's configuration that the reader turns into links, redirects or a
// script (issue 23 §6). openapi.yaml's patterns refuse anything else on the console's API; these
// checks run again in the service (and on what the reader is handed), because a value can also
// come from a path that no schema sees: the seed, a JSON column written by hand, a row stored
// before the patterns existed.
import { isAllowedScriptUrl, isHttpUrl, isLinkUrl, TENANT_LINK_FIELDS } from "@norma/contracts/tenant-links";
import type { FieldError } from "../../lib/errors.ts";

// The rules themselves live in @norma/contracts/tenant-links (the reader and the console use them too).
export { isAllowedScriptUrl, isHttpUrl, isLinkUrl } from "@norma/contracts/tenant-links";

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

  for (const field of TENANT_LINK_FIELDS) {
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
    const ok = tip.linkKind === "DOWNLOAD" ? !v.includes(":") || isHttpUrl(v) : isHttpUrl(v);
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
    for (const field of ["jwksUri", "profileCompletionUrl", "ssoUrl"]) {
      const v = text(p[field]);
      if (v !== null && !isLinkUrl(v)) refuse(`identityProviders.${i}.${field}`, "must be an http(s) URL");
    }
  });
  return errors;
}
