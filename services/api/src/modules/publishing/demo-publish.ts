// The demo publication of a fresh install (docker compose's one-shot `migrate` service runs it
// after the seed; `npm run db:demo` does it by hand). The seeded demo users — individual@ and
// single@ of every tenant whose tracker is on and shown — track two documents they are entitled
// to, then one batch publishes a new edition of the first (its HTML revised, its PDF carried over) and
// withdraws the second, through the publishing service like any publication. Once the workers
// run, Mailpit shows the revision alerts: one digest per user, with the link to the new edition,
// the compare of the two editions and the stop links.
//
// Run it again and it finds its batch published and changes nothing (the batch id is used once).
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { DEMO_USERS, loadDemoTrackers, trackDemoDocuments } from "./demo-trackers.ts";
import { createPublishingService } from "./publishing-service.ts";
import type { PublishAsset, PublishedChange } from "./publishing-types.ts";
import { contentCodeOf } from "./publishing-types.ts";

export const DEMO_BATCH_ID = "demo-revision-alerts";

export type DemoOutcome =
  | { status: "published"; batchId: string; trackers: string[]; changes: PublishedChange[] }
  | { status: "already-published"; batchId: string }
  | { status: "nothing-to-publish"; reason: string };

export async function publishDemo(deps: { db: Db; storage: BlobStorage; clock?: () => Date }): Promise<DemoOutcome> {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  if (await db.publishBatch.findUnique({ where: { id: DEMO_BATCH_ID } })) {
    return { status: "already-published", batchId: DEMO_BATCH_ID };
  }
  const now = clock();

  const { tenants, users, scopeOf } = await loadDemoTrackers(db, now);
  const main = tenants.find((t) => t.isMain) ?? tenants[0];
  const lead = users.find((u) => u.tenantId === main?.id && u.email.startsWith(`${DEMO_USERS[0]}@`));
  if (!main || !lead) return { status: "nothing-to-publish", reason: "no demo user of a tenant whose tracker is on" };
  const leadScope = scopeOf(lead).scope;

  // What they track: current editions the main demo user may read and track (not of the tenant's
  // own publisher, whose track rule admits only some types), one with HTML and PDF first.
  const candidates = await demoCandidates(db, main, leadScope.publisherIds);
  const withFiles = (d: (typeof candidates)[number]) =>
    d.assets.some((a) => a.kind === "HTML") && d.assets.some((a) => a.kind === "PDF");
  const revised = candidates.find(withFiles) ?? candidates[0];
  const withdrawn =
    candidates.find((d) => revised && d.family !== revised.family && d.publisherId === revised.publisherId) ??
    candidates.find((d) => revised && d.family !== revised.family);
  if (!revised || !withdrawn)
    return { status: "nothing-to-publish", reason: "the catalogue has no two trackable documents" };

  // The trackings (again, when a demo user had stopped them).
  const trackers = await trackDemoDocuments(db, now, { tenants, users, scopeOf }, [revised, withdrawn]);

  // The new edition: this year's designation, the HTML revised (the compare shows what changed),
  // the PDF carried over.
  const year = now.getUTCFullYear();
  let designation = nextEdition(revised.designation, year);
  for (let n = 0; await codeTaken(revised, designation); n++) {
    designation = `${nextEdition(revised.designation, year)}${"abcdefghijklmnopqrstuvwxyz"[n] ?? `-${n}`}`;
  }
  const assets: PublishAsset[] = [];
  const html = revised.assets.find((a) => a.kind === "HTML");
  if (html)
    assets.push({ kind: "HTML", content: reviseHtml((await storage.get(html.storageKey)).toString("utf8"), year) });
  const pdf = revised.assets.find((a) => a.kind === "PDF");
  if (pdf) assets.push({ kind: "PDF", storageKey: pdf.storageKey, pageCount: pdf.pageCount ?? undefined });

  const result = await createPublishingService({ db, storage, clock }).publish("system", {
    batchId: DEMO_BATCH_ID,
    publishedAt: now,
    items: [
      {
        kind: "NEW_VERSION",
        publisherKey: revised.publisher.key,
        family: revised.family,
        languageCode: revised.languageCode,
        designation,
        editionYear: year,
        assets,
      },
      { kind: "STATUS", contentCode: withdrawn.contentCode, status: "Withdrawn" },
    ],
  });
  return { status: "published", batchId: result.batchId, trackers, changes: result.changes };

  async function codeTaken(d: { publisher: { key: string }; languageCode: string }, designation: string) {
    const code = contentCodeOf(d.publisher.key, designation, d.languageCode);
    return (await db.document.count({ where: { contentCode: code } })) > 0;
  }
}

/**
 * Current editions the main demo user may read and track: of a publisher the main tenant presents
 * and the user is entitled to, not of the tenant's own publisher (whose track rule admits only
 * some types).
 */
async function demoCandidates(
  db: Db,
  main: { publishers: { publisherId: number }[]; mainPublisherId: number | null },
  entitledPublisherIds: number[],
) {
  return db.document.findMany({
    where: {
      isLatest: true,
      status: "Active",
      allowToTrack: true,
      languageCode: "en-US",
      publisherId: {
        in: main.publishers.map((p) => p.publisherId).filter((id) => entitledPublisherIds.includes(id)),
        ...(main.mainPublisherId !== null ? { not: main.mainPublisherId } : {}),
      },
    },
    select: {
      id: true,
      contentCode: true,
      family: true,
      designation: true,
      languageCode: true,
      publisherId: true,
      collectionIds: true,
      publisher: { select: { key: true } },
      assets: { where: { status: "Active" }, select: { kind: true, storageKey: true, pageCount: true } },
    },
    orderBy: { id: "asc" },
    take: 200,
  });
}

/** The designation of the line's edition of `year`: D3039/D3039M-17 → D3039/D3039M-26, 9001:2015 → 9001:2026. */
export function nextEdition(designation: string, year: number): string {
  if (/-\d{2}[a-z]?$/.test(designation)) return designation.replace(/-\d{2}[a-z]?$/, `-${String(year).slice(-2)}`);
  if (/[:-]\d{4}[a-z]?$/.test(designation)) return designation.replace(/([:-])\d{4}[a-z]?$/, `$1${year}`);
  return `${designation}-${String(year).slice(-2)}`;
}

/** The demo revision: a sentence added to the first paragraph and a revision note at the end. */
export function reviseHtml(html: string, year: number): string {
  const sentence = ` This edition (${year}) revises the requirements of this section.`;
  const note = `<section id="demo-revision"><h2>Summary of changes</h2><p>Revised in ${year}: the first section was clarified and this summary added.</p></section>`;
  const withSentence = html.includes("</p>") ? html.replace("</p>", `${sentence}</p>`) : html;
  return withSentence.includes("</body>") ? withSentence.replace("</body>", `${note}</body>`) : withSentence + note;
}

/**
 * Where the demo's e-mails can be read, from the environment the command runs in: SMTP_URL names
 * the server they go to when set; else the e-mail sink of `npm run dev` (MAIL_WEB_PORT) or, under
 * docker compose, Mailpit (MAILPIT_UI_PORT), both on 8025 unless moved.
 */
export function mailViewerHint(env: Record<string, string | undefined>): string {
  if (env.MAILPIT_UI_PORT) return `Mailpit: http://localhost:${env.MAILPIT_UI_PORT}`;
  if (env.SMTP_URL && !/^smtps?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(env.SMTP_URL))
    return `e-mails go to ${env.SMTP_URL.replace(/\/\/[^@/]*@/, "//")}`;
  return `e-mails: http://127.0.0.1:${env.MAIL_WEB_PORT || 8025}`;
}
