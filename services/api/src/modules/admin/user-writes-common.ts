// What the console's user writes share: the body of a write, the check of the authorities an
// administrator may give, of the accounts (the tenant's), and the writing of a user's accounts
// (user-writes-admin-service.ts composes the writes).
import type { Db, Prisma } from "@norma/db";
import { mayChangeAuthorities } from "../../lib/access-policy.ts";
import type { Actor } from "../../lib/actor.ts";
import { Forbidden, NotFound } from "../../lib/errors.ts";
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
}
