// What the console's user writes share: the body of a write, the check of the authorities an
// administrator may give, of the accounts (the tenant's), and the writing of a user's accounts
// (user-writes-admin-service.ts composes the writes).
import type { Db, Prisma } from "@norma/db";
import { accountMembershipRole, mayChangeAuthorities } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden, NotFound } from "../../lib/errors.ts";
import type { InvitationsService } from "../invitations/invitations-service.ts";
import type { AuditService } from "../management/audit-service.ts";
import type { TenantSettingsReader } from "../tenants/tenant-settings.ts";
import type { UsersAdminLookups } from "./users-admin-lookups.ts";

export interface UserWrite {
  firstName?: string | null;
  lastName?: string | null;
  langKey?: string;
  activated?: boolean;
  authorities?: string[];
  accountIds?: number[];
  /** The accounts of the user's whose administrator the user is (issue 28); the others: plain members. */
  administeredAccountIds?: number[];
}

export function checkAuthorities(actor: Actor, list: string[] | undefined, current: string[] = []) {
  if (!list) return;
  if (!mayChangeAuthorities(actor, list, current))
    throw new Forbidden("Only a platform operator gives or takes the OPERATOR authority");
}

export async function checkAccounts(db: Db, tenantId: number, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await db.account.count({ where: { id: { in: ids }, tenantId } });
  if (found !== new Set(ids).size) throw new NotFound("An account of the list is not one of this tenant's");
}

/** The user belongs to exactly these accounts; the first added is the default when none is. */
export async function setMemberships(tx: Prisma.TransactionClient, tenantId: number, userId: number, ids: number[]) {
  await tx.accountMembership.deleteMany({ where: { userId, accountId: { notIn: ids } } });
  const existing = await tx.accountMembership.findMany({
    where: { userId },
    select: { accountId: true, isDefault: true },
  });
  const have = new Set(existing.map((m) => m.accountId));
  const hasDefault = existing.some((m) => m.isDefault);
  const add = [...new Set(ids)].filter((id) => !have.has(id));
  if (add.length)
    await tx.accountMembership.createMany({
      data: add.map((accountId, i) => ({ tenantId, userId, accountId, isDefault: !hasDefault && i === 0 })),
    });
}

export interface UserWritesAdminServiceDeps {
  db: Db;
  audit: AuditService;
  invitations: InvitationsService;
  /** The tenants users are written to (by code) and their name and language for the invitation e-mail. */
  settings: TenantSettingsReader;
  lookups: UsersAdminLookups;
  /**
   * Drops a changed user's cached session checks in every API process (auth/actor-change-bus.ts),
   * so a deactivation or a removed account ends their sessions at once.
   */
  actorsChanged?: (change: { tenantId: number; userIds: number[] }) => void;
}

/**
 * The user administers exactly these of their accounts (account_memberships.role, issue 28), the
 * others made plain members. Run after the memberships are written, in the same transaction: an id
 * that is not one of the user's accounts then is a 400 naming the field (the whole save undone).
 */
export async function setAdministeredAccounts(tx: Prisma.TransactionClient, userId: number, ids: number[]) {
  const memberships = await tx.accountMembership.findMany({ where: { userId }, select: { accountId: true } });
  const mine = new Set(memberships.map((m) => m.accountId));
  const foreign = ids.findIndex((id) => !mine.has(id));
  if (foreign >= 0)
    throw BadRequest.field(
      "user",
      `administeredAccountIds[${foreign}]`,
      "NotMember",
      "the user administers only accounts they belong to",
    );
  await tx.accountMembership.updateMany({
    where: { userId, accountId: { in: ids } },
    data: { role: accountMembershipRole(true) },
  });
  await tx.accountMembership.updateMany({
    where: { userId, accountId: { notIn: ids } },
    data: { role: accountMembershipRole(false) },
  });
}
