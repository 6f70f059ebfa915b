// Unsubscribe links of revision alerts: they work without signing in. The link's signed token
// names the user, the tenant and what to stop (all alerts, one tracked document, a publisher or a
// work item). Looking at a link changes nothing (mail scanners open links); the POST — from the
// confirmation page, the reader, or a mail client's one-click unsubscribe (RFC 8058) — does.
import { BadRequest } from "../../lib/errors.ts";
import { type UnsubscribeClaims, verifyLinkToken } from "./link-token.ts";
import type { TrackingRepo } from "./tracking-repo.ts";

export const UNSUBSCRIBE_KEY_PURPOSE = "unsubscribe";

/** Shows enough of an address to recognise it, not enough to harvest it: a•••@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export class InvalidLink extends BadRequest {
  constructor() {
    super("The unsubscribe link is not valid or has expired", {
      fieldErrors: [
        { objectName: "query", field: "token", message: "Pattern", detail: "is not a valid unsubscribe link" },
      ],
      messageKey: "error.unsubscribe.invalidLink",
    });
  }
}

export function createUnsubscribeService(deps: { repo: TrackingRepo; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function open(token: string) {
    const claims = await verifyLinkToken(token, (kid) => repo.signingSecret(UNSUBSCRIBE_KEY_PURPOSE, kid), clock());
    if (!claims) throw new InvalidLink();
    const user = await repo.linkUser(claims.tenantId, claims.userId);
    if (!user) throw new InvalidLink();
    const target =
      claims.scope === "all"
        ? {}
        : ((await repo.linkTarget(claims.tenantId, claims.userId, claims.scope, claims.targetId!)) ?? {});
    return { claims, user, target };
  }

  const describe = (
    claims: UnsubscribeClaims,
    user: { email: string; langKey: string; tenant: { tenantName: string } },
    target: Record<string, string>,
  ) => ({
    scope: claims.scope,
    email: maskEmail(user.email),
    tenantName: user.tenant.tenantName,
    language: user.langKey,
    ...target,
  });

  return {
    /** What the link would stop; changes nothing. */
    async preview(token: string) {
      const { claims, user, target } = await open(token);
      return describe(claims, user, target);
    },

    /** Stops what the link names (again: idempotent). */
    async unsubscribe(token: string) {
      const { claims, user, target } = await open(token);
      const unsubscribed = await repo.unsubscribe(claims.tenantId, claims.userId, claims.scope, claims.targetId);
      return { ...describe(claims, user, target), unsubscribed };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
