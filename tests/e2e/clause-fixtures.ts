// The clauses the clause-search browser tests look for (issue 29 §1): D3039, which uses the word
// in several clauses, indexed from its stored HTML by the workers' own job, and one document of a
// publisher the tenant presents but the user's subscription does not cover (shown locked).
import { createLocalStorage } from "@norma/db/storage";
import { indexEdition } from "@norma/workers/src/jobs/clause-index/clause-index.ts";
import { expect } from "vitest";
import type { ApiFixture } from "../harness/index.ts";

export const D3039 = "ASTM|D3039_D3039M-17|en-US";
/** A word the seeded standards use in their clauses (checked on D3039). */
export const WORD = "specimens";

/** Indexes D3039 and a locked document with the word; the locked one's content code. */
export async function indexClauseFixtures(api: ApiFixture, storageDir: string, email: string): Promise<string> {
  const { db } = api;
  const storage = createLocalStorage(storageDir);
  const matches = async (id: number) => {
    const [m] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM document_clauses
       WHERE document_id = ${id} AND search_vector @@ websearch_to_tsquery('english', ${WORD})`;
    return m.n;
  };
  const doc = await db.document.findUniqueOrThrow({ where: { contentCode: D3039 } });
  await indexEdition({ db, storage }, doc.id);
  expect(await matches(doc.id)).toBeGreaterThan(1);
  const user = await db.user.findFirstOrThrow({ where: { email } });
  const presented = await db.tenantPublisher.findMany({ where: { tenantId: user.tenantId } });
  const membership = await db.userAccount.findFirstOrThrow({ where: { userId: user.id } });
  const grants = await db.productGrant.findMany({
    where: { product: { subscriptions: { some: { accountId: membership.accountId, active: true } } } },
  });
  const covered = new Set(grants.map((g) => g.publisherId));
  const closed = presented.filter((p) => !covered.has(p.publisherId)).map((p) => p.publisherId);
  const candidates = await db.document.findMany({
    where: {
      publisherId: { in: closed },
      isLatest: true,
      collectionIds: { isEmpty: true },
      assets: { some: { kind: "HTML" } },
    },
    orderBy: { id: "asc" },
    take: 40,
  });
  for (const c of candidates) {
    await indexEdition({ db, storage }, c.id);
    if ((await matches(c.id)) > 0) return c.contentCode;
  }
  throw new Error("no locked document with the word among the candidates");
}
