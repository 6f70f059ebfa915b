// The seeded company account the review and reminder tests work in: its administrator and the
// colleagues who belong to it by default (activated, not an administrator). One home for the
// query, so a seed change that leaves fewer colleagues fails here with a clear message instead of
// as an undefined person in four test files.
import type { Db } from "@norma/db";

export interface SeededCompany {
  tenantId: number;
  tenantName: string;
  accountId: number;
  admin: { id: number; email: string };
}

/** The company account whose administrator is `adminEmail` (its default membership). */
export async function seededCompany(db: Db, adminEmail = "admin@astm.example"): Promise<SeededCompany> {
  const admin = await db.user.findFirstOrThrow({
    where: { email: adminEmail },
    include: { memberships: { orderBy: { isDefault: "desc" } }, tenant: true },
  });
  const accountId = admin.memberships[0]?.accountId;
  if (accountId === undefined) throw new Error(`${adminEmail} belongs to no account in the seed`);
  return {
    tenantId: admin.tenantId,
    tenantName: admin.tenant.tenantName,
    accountId,
    admin: { id: admin.id, email: admin.email },
  };
}

/** The first `count` activated colleagues of the company (by id), none of them an `admin@` user. */
export async function colleaguesOf(db: Db, company: SeededCompany, count: number) {
  const colleagues = await db.user.findMany({
    where: {
      tenantId: company.tenantId,
      activated: true,
      email: { not: { startsWith: "admin@" } },
      memberships: { some: { accountId: company.accountId, isDefault: true } },
    },
    orderBy: { id: "asc" },
    take: count,
    select: { id: true, email: true },
  });
  if (colleagues.length < count) {
    throw new Error(
      `the seed gives company account ${company.accountId} ${colleagues.length} colleagues, not ${count}`,
    );
  }
  return colleagues;
}
