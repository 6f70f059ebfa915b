// Invitations to choose a first password (issue 16). An administrator creates a user (or sends
// the invitation again): a random key goes out in an e-mail link through the outbox, in the
// user's language with the tenant's branding; only the key's SHA-256 is stored. The link works
// once, until it expires, and a newer invitation of the same user revokes the older ones. Using
// it sets the password; the user then signs in as anyone does.
import { createHash, randomBytes } from "node:crypto";
import type { Db, Prisma } from "@norma/db";
import { SCRUBBED_PAYLOAD } from "@norma/db/outbox-completion";
import { hashPassword } from "@norma/db/password";
import type { EmailLimits } from "../../lib/email-limits.ts";
import { BadRequest } from "../../lib/errors.ts";
import { enqueueOutbox } from "../../lib/outbox.ts";
import { displayName } from "../sharing/share-mail.ts";

export type InvitationProblem = "invalid" | "used" | "expired";

const DETAIL: Record<InvitationProblem, string> = {
  invalid: "This invitation link is not valid",
  used: "This invitation link has already been used (or a newer invitation replaced it)",
  expired: "This invitation link has expired: ask your administrator for a new invitation",
};

function refused(problem: InvitationProblem): BadRequest {
  return new BadRequest(DETAIL[problem], {
    messageKey: `error.invitation.${problem}`,
    fieldErrors: [{ objectName: "invitation", field: "key", message: problem, detail: DETAIL[problem] }],
  });
}

export const hashKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

export interface InvitedUser {
  id: number;
  tenantId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  langKey: string;
}

/**
 * The invitation's e-mail, queued in the caller's transaction, and its count in the e-mail limits
 * (the same transaction: over a limit, nothing of the invitation is left).
 */
async function queueInvitationMail(
  tx: Prisma.TransactionClient,
  emailLimits: EmailLimits,
  opts: {
    invitationId: number;
    user: InvitedUser;
    tenant: { id: number; code: string; tenantName: string };
    url: string;
    expiresAt: Date;
    createdBy: number | null;
  },
) {
  const { invitationId, user, tenant, url, expiresAt, createdBy } = opts;
  await enqueueOutbox(
    tx,
    "email.send",
    {
      idempotencyKey: `user-invitation:${invitationId}`,
      to: user.email,
      locale: user.langKey,
      template: "user-invitation",
      tenantId: tenant.id,
      data: {
        tenant: tenant.tenantName,
        recipient: displayName(user),
        email: user.email,
        url,
        expiresAt: expiresAt.toISOString(),
      },
      // The link is the password's key: removed from the outbox row once delivered.
      secretData: ["url"],
    },
    { tenantId: tenant.id },
  );
  // Sending invitations again and again to one address is refused (invitations per address
  // per day), and they count against the sender's and the tenant's hourly e-mails: the throw
  // rolls back the new invitation, the revocation of the older ones and the outbox row.
  await emailLimits.reserve(tx, {
    tenantId: tenant.id,
    userId: createdBy,
    recipients: [user.email],
    invitations: [user.email],
  });
}

export function createInvitationsService(deps: {
  db: Db;
  publicBaseUrl: string;
  ttlHours: number;
  emailLimits: EmailLimits;
}) {
  const { db } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, "");

  /** The invitation of a key, if the key is one of the tenant's users' (anything else: invalid). */
  async function find(tenantId: number, key: string) {
    const row = await db.userInvitation.findUnique({
      where: { tokenHash: hashKey(key) },
      include: { user: { select: { tenantId: true, email: true, activated: true } } },
    });
    if (!row || row.user.tenantId !== tenantId || !row.user.activated) throw refused("invalid");
    return row;
  }

  function check(row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }) {
    if (row.usedAt || row.revokedAt) throw refused("used");
    if (row.expiresAt.getTime() <= Date.now()) throw refused("expired");
  }

  return {
    /**
     * Makes a new invitation of the user inside the caller's transaction (revoking the user's
     * unused ones) and queues its e-mail there too: both exist exactly when the change commits.
     */
    async issue(
      tx: Prisma.TransactionClient,
      user: InvitedUser,
      tenant: { id: number; code: string; tenantName: string },
      createdBy: number | null,
    ): Promise<{ expiresAt: string }> {
      const now = new Date();
      await tx.userInvitation.updateMany({
        where: { userId: user.id, usedAt: null, revokedAt: null },
        data: { revokedAt: now },
      });
      const key = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
      const row = await tx.userInvitation.create({
        data: { userId: user.id, tokenHash: hashKey(key), expiresAt, createdBy, createdAt: now },
        select: { id: true },
      });
      const url = `${base}/set-password?key=${key}&tenant=${encodeURIComponent(tenant.code)}`;
      await queueInvitationMail(tx, deps.emailLimits, {
        invitationId: row.id,
        user,
        tenant,
        url,
        expiresAt,
        createdBy,
      });
      return { expiresAt: expiresAt.toISOString() };
    },

    /** What a link is for, while it can be used. */
    async info(tenantId: number, key: string) {
      const row = await find(tenantId, key);
      check(row);
      return { email: row.user.email, expiresAt: row.expiresAt.toISOString() };
    },

    /** Sets the password and uses the link up (once: the claim is one conditional UPDATE). */
    async finish(tenantId: number, key: string, newPassword: string): Promise<void> {
      const row = await find(tenantId, key);
      check(row);
      const passwordHash = await hashPassword(newPassword);
      await db.$transaction(async (tx) => {
        const claimed = await tx.userInvitation.updateMany({
          where: { id: row.id, usedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
          data: { usedAt: new Date() },
        });
        // Another request used it between the check and now.
        if (claimed.count !== 1) throw refused("used");
        await tx.user.update({
          where: { id: row.userId },
          data: { passwordHash, failedLoginCount: 0, lockedUntil: null },
        });
        // Used up: its e-mail's outbox row keeps no link either, delivered or not.
        await tx.$executeRaw`
          UPDATE outbox_events SET payload = ${SCRUBBED_PAYLOAD}
           WHERE type = 'email.send' AND payload->>'idempotencyKey' = ${`user-invitation:${row.id}`}`;
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
