// A revision that opens reviews for 1,000 accounts, with the workers process killed half-way
// (issue 28, "Scale and faults"; docs/reviews.md). 1,000 accounts of the astm tenant, each with
// automatic review opening on, an active subscription to the publisher and one member tracking the
// document's edition line. A new edition is published; a real workers process
// (tests/workers/tracking-alerts-child.ts) runs the revision-alert fan-out, which opens the
// accounts' reviews in chunks; the test counts the reviews in PostgreSQL and SIGKILLs the process
// once about half of them exist. A second workers process takes the stalled job over (BullMQ's
// lock ran out) and finishes it. Then every account has exactly one review of that edition, with
// one OPEN audit row and the same items as the others, and every tracking member exactly one
// alert and one alert e-mail; an automatic review is assigned nobody, so no review e-mail
// (assignment, reminder) is written. The figures are printed (docs/reviews.md records them).
//
// Bounded: every wait has a timeout, the processes are this file's own and killed at the end, and
// it reaches only 127.0.0.1 (the test database and Redis prefix of harness/workers.ts).
import { type ChildProcess, fork } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublishingService } from "@norma/api/src/modules/publishing/publishing-service.ts";
import { createLocalStorage } from "@norma/db/storage";
import { afterAll, describe, expect, it } from "vitest";
import { eventually, useWorkersEnv } from "../harness/workers.ts";

const ACCOUNTS = 1_000;
/** Accounts per transaction of the opening: 50 transactions, so the kill lands between two. */
const CHUNK = 20;
const BATCH = "review-opening-kill";
const CHILD = join(import.meta.dirname, "..", "workers", "tracking-alerts-child.ts");

const env = useWorkersEnv();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });

/**
 * A workers process. The one to be killed holds its jobs' BullMQ locks for 3 s (the survivor takes
 * the fan-out over soon after it died); the survivor holds them long, so a busy machine cannot make
 * it lose its own job.
 */
function startWorkers(role: "doomed" | "survivor"): Promise<ChildProcess> {
  const child = fork(CHILD, [], {
    env: {
      ...process.env,
      ...env.env({
        ALERT_CHUNK_SIZE: String(CHUNK),
        LOCK_MS: role === "doomed" ? "3000" : "60000",
        EMAIL_CONCURRENCY: "1",
      }),
    },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.on("message", (m) => m === "ready" && resolve(child));
    child.once("exit", (code, signal) => reject(new Error(`the ${role} workers exited (${signal ?? code}) early`)));
  });
}

/** 1,000 accounts, each entitled to the publisher, opening reviews by themselves, one member tracking `documentId`. */
async function seedAccounts(tenantId: number, publisherId: number, documentId: number) {
  const { db } = env;
  const n = (i: number) => String(i).padStart(4, "0");
  await db.account.createMany({
    data: Array.from({ length: ACCOUNTS }, (_, i) => ({
      tenantId,
      accountNumber: `RK-${n(i)}`,
      name: `Review kill ${n(i)}`,
      type: "COMPANY" as const,
    })),
  });
  const accounts = await db.account.findMany({
    where: { accountNumber: { startsWith: "RK-" } },
    orderBy: { accountNumber: "asc" },
    select: { id: true },
  });
  await db.user.createMany({
    data: accounts.map((_, i) => ({
      tenantId,
      email: `rk-${n(i)}@review-kill.example`,
      firstName: "Reviewer",
      lastName: n(i),
      userType: "COMPANY" as const,
      langKey: ["en", "de", "ar", "ja"][i % 4],
      activated: true,
    })),
  });
  const users = await db.user.findMany({
    where: { email: { endsWith: "@review-kill.example" } },
    orderBy: { email: "asc" },
    select: { id: true },
  });
  const product = await db.product.create({
    data: {
      tenantId,
      subscriptionName: "Review kill",
      subscriptionAbbrName: "RK",
      grants: { create: [{ publisherId }] },
    },
  });
  const startsAt = new Date(Date.now() - 60_000);
  await db.subscription.createMany({
    data: accounts.map((a) => ({ accountId: a.id, productId: product.id, startsAt })),
  });
  await db.accountMembership.createMany({
    data: accounts.map((a, i) => ({ tenantId, accountId: a.id, userId: users[i].id, role: "ADMIN" })),
  });
  await db.accountReviewSetting.createMany({
    data: accounts.map((a) => ({ tenantId, accountId: a.id, autoOpen: true })),
  });
  await db.trackedDocument.createMany({
    data: accounts.map((a, i) => ({ tenantId, accountId: a.id, userId: users[i].id, documentId })),
  });
  return { accountIds: accounts.map((a) => a.id), userIds: users.map((u) => u.id) };
}

const reviewsOf = (documentId: number) => env.db.revisionReview.count({ where: { documentId, change: "NEW_VERSION" } });

describe("automatic revision reviews when the workers process is killed half-way", () => {
  it("opens exactly one review per account, and the alerts once, after a SIGKILL and a new process", async () => {
    const { db } = env;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const line = await db.document.findFirstOrThrow({
      where: {
        isLatest: true,
        status: "Active",
        allowToTrack: true,
        publisherId: { not: tenant.mainPublisherId ?? undefined },
        publisher: { tenants: { some: { tenantId: tenant.id } } },
      },
      include: { publisher: true },
      orderBy: { id: "asc" },
    });
    const t0 = Date.now();
    const { accountIds, userIds } = await seedAccounts(tenant.id, line.publisherId, line.id);
    const seededMs = Date.now() - t0;

    const publishing = createPublishingService({
      db,
      storage: createLocalStorage(await mkdtemp(join(tmpdir(), "norma-review-kill-"))),
    });
    const doomed = await startWorkers("doomed");
    const published = await publishing.publish("system", {
      batchId: BATCH,
      items: [
        {
          kind: "NEW_VERSION",
          publisherKey: line.publisher.key,
          family: line.family,
          languageCode: line.languageCode,
          designation: `${line.designation}-RK`,
        },
      ],
    });
    const edition = published.changes[0].documentId;
    const publishedAt = Date.now();

    // Progress is read from the database, as an operator would: the reviews of the new edition.
    const firstAt = await eventually(async () => ((await reviewsOf(edition)) > 0 ? Date.now() : null), 120_000);
    const atKill = await eventually(async () => {
      const count = await reviewsOf(edition);
      return count >= ACCOUNTS / 2 ? count : null;
    }, 120_000);
    doomed.kill("SIGKILL");
    const killedAt = Date.now();
    expect(await exited(doomed)).toBe("SIGKILL");
    const leftByDoomed = await reviewsOf(edition);
    // Half-way for real: some reviews, not all, and none of the alerts (written after the reviews).
    expect(leftByDoomed).toBeGreaterThan(0);
    expect(leftByDoomed).toBeLessThan(ACCOUNTS);
    expect(await db.trackingAlert.count({ where: { batchId: BATCH } })).toBe(0);

    const survivor = await startWorkers("survivor");
    const survivorReadyAt = Date.now();
    const allOpenAt = await eventually(
      async () => ((await reviewsOf(edition)) >= ACCOUNTS ? Date.now() : null),
      240_000,
    );
    // The fan-out's outbox row is marked done when its job finished in the survivor.
    await eventually(
      async () =>
        (await db.outboxEvent.count({
          where: { type: "tracking-alerts.fan-out", payload: { path: ["batchId"], equals: BATCH }, completedAt: null },
        })) === 0,
      240_000,
    );
    const doneAt = Date.now();
    survivor.kill("SIGTERM");
    await Promise.race([exited(survivor), new Promise((r) => setTimeout(r, 15_000))]);

    // Every account exactly one review of the edition; no other account one.
    const reviews = await db.revisionReview.findMany({
      where: { documentId: edition },
      select: { id: true, accountId: true, change: true, origin: true, batchId: true },
    });
    expect(reviews).toHaveLength(ACCOUNTS);
    expect(reviews.map((r) => r.accountId).sort((a, b) => a - b)).toEqual([...accountIds].sort((a, b) => a - b));
    expect(new Set(reviews.map((r) => `${r.change}:${r.origin}:${r.batchId}`))).toEqual(
      new Set([`NEW_VERSION:AUTO:${BATCH}`]),
    );
    const ids = reviews.map((r) => r.id);
    // One OPEN audit row each: no review was opened twice, even in part.
    const audits = await db.revisionReviewAudit.groupBy({
      by: ["reviewId", "action"],
      where: { reviewId: { in: ids } },
      _count: { _all: true },
    });
    expect(audits).toHaveLength(ACCOUNTS);
    expect(audits.every((a) => a.action === "OPEN" && a._count._all === 1)).toBe(true);
    // Each review has its items whole: the same number as the others (each review and its items
    // commit together).
    const itemCounts = await db.$queryRaw<{ n: bigint }[]>`
      SELECT DISTINCT (SELECT count(*) FROM revision_review_items i WHERE i.review_id = r.id) AS n
        FROM revision_reviews r WHERE r.id = ANY(${ids}::int[])`;
    expect(itemCounts).toHaveLength(1);
    // An automatic review is assigned nobody: no review e-mail was written for any of them.
    expect(await db.revisionReviewEmail.count({ where: { reviewId: { in: ids } } })).toBe(0);

    // Every tracking member one alert and one alert e-mail, the dead process's try included.
    const alerts = await db.trackingAlert.findMany({ where: { batchId: BATCH }, select: { userId: true } });
    expect(alerts.map((a) => a.userId).sort((a, b) => a - b)).toEqual([...userIds].sort((a, b) => a - b));
    const mails = await db.$queryRaw<{ total: bigint; distinct_keys: bigint }[]>`
      SELECT count(*) AS total, count(DISTINCT payload->>'idempotencyKey') AS distinct_keys
        FROM outbox_events
       WHERE type = 'email.send' AND payload->>'idempotencyKey' LIKE ${`tracking-alert:${BATCH}:%`}`;
    expect(Number(mails[0].total)).toBe(ACCOUNTS);
    expect(Number(mails[0].distinct_keys)).toBe(ACCOUNTS);

    console.log("\n[faults] automatic revision reviews, workers killed half-way");
    console.table([
      {
        accounts: ACCOUNTS,
        chunk: CHUNK,
        seed_ms: seededMs,
        publish_to_first_review_ms: firstAt - publishedAt,
        publish_to_kill_ms: killedAt - publishedAt,
        reviews_at_kill: atKill,
        reviews_left_by_killed: leftByDoomed,
        opened_by_survivor: ACCOUNTS - leftByDoomed,
        survivor_ready_to_all_reviews_ms: allOpenAt - survivorReadyAt,
        survivor_ready_to_alerts_done_ms: doneAt - survivorReadyAt,
        kill_to_done_ms: doneAt - killedAt,
        reviews: reviews.length,
        duplicate_reviews: reviews.length - new Set(reviews.map((r) => r.accountId)).size,
        alert_emails: Number(mails[0].total),
      },
    ]);
  }, 420_000);
});
