// The dashboard-embed call (spec 3 §7): GET with AccountNumber, TenantName, ApplicationCode COMPASS,
// StartDate and EndDate (the last 7 days by default) answers an EmbedUrl — the usage dashboard
// (/embed/usage-report) with a signed, short-lived token that carries what it may show. The page
// reads the figures with that token alone (GET /api/usage/embed/summary): the access was checked
// when the URL was issued, for the user who asked for it.
//   token: v1.<base64url JSON {t: tenant, a: account number or null, f: from, to, x: expiry s}>.<base64url HMAC-SHA256>
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import type { UsageReportService } from "./usage-report-service.ts";

/** How long an EmbedUrl opens the dashboard. */
export const EMBED_TTL_S = 300;

const TOKEN = /^v1\.([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/;

interface EmbedClaims {
  t: number;
  a: string | null;
  f: string;
  to: string;
  x: number;
}

export function createUsageEmbedService(deps: {
  reports: UsageReportService;
  /** The deployment's signing secret; the embed key is derived from it. */
  secret: string;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const key = createHash("sha256").update(`norma-usage-embed:${deps.secret}`).digest();
  const sign = (payload: string) => createHmac("sha256", key).update(`v1.${payload}`).digest("base64url");

  function verify(token: string): EmbedClaims | null {
    const m = TOKEN.exec(token);
    if (!m) return null;
    // The signature's text is compared, not its decoded bytes: 43 base64url characters carry two
    // bits more than the 32 bytes, and a decoder ignores them, so an altered last character could
    // decode to the same bytes and pass.
    const given = Buffer.from(m[2], "latin1");
    const expected = Buffer.from(sign(m[1]), "latin1");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const c = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8")) as EmbedClaims;
      return c.x * 1000 > clock().getTime() ? c : null;
    } catch {
      return null;
    }
  }

  return {
    /** Issues the EmbedUrl of the usage dashboard for what the actor may see. */
    async embedUrl(
      actor: Actor,
      tenant: { id: number; code: string; name: string },
      origin: string,
      q: {
        AccountNumber?: string;
        TenantName?: string;
        ApplicationCode?: string;
        StartDate?: string;
        EndDate?: string;
      },
    ) {
      if (q.ApplicationCode !== undefined && q.ApplicationCode !== "COMPASS")
        throw BadRequest.field("query", "ApplicationCode", "Invalid", "ApplicationCode is COMPASS");
      if (q.TenantName !== undefined && q.TenantName !== tenant.name && q.TenantName !== tenant.code)
        throw BadRequest.field("query", "TenantName", "Invalid", "not this tenant");
      // The same checks as the usage page: the authority, DRM mode, the account (404 when not the user's).
      const s = await deps.reports.summary(actor, {
        from: q.StartDate,
        to: q.EndDate,
        accountNumber: q.AccountNumber,
      });
      const expiresAt = Math.floor(clock().getTime() / 1000) + EMBED_TTL_S;
      const claims: EmbedClaims = {
        t: tenant.id,
        a: s.account?.accountNumber ?? null,
        f: s.from,
        to: s.to,
        x: expiresAt,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
      const token = `v1.${payload}.${sign(payload)}`;
      return {
        EmbedUrl: `${origin}/embed/usage-report?token=${token}`,
        ExpiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** The dashboard's figures for a token (404 when it is not valid, expired or another tenant's). */
    async summary(tenant: { id: number; code: string }, token: string) {
      const c = verify(token);
      if (!c || c.t !== tenant.id)
        throw new NotFound("This dashboard link is not valid or has expired", "usageReport.embed.expired");
      return deps.reports.embedded(tenant.id, tenant.code, c.a, c.f, c.to);
    },
  };
}

export type UsageEmbedService = ReturnType<typeof createUsageEmbedService>;
