// The public, versioned API (/api/public/v1, issue 30): search, a document's metadata and
// editions, and the changes feed. Its replies are shapes of their own (PublicDocumentSummary and
// the rest in openapi.yaml), made here from the catalogue's rows, so the reader's API can change
// without breaking a tenant's integration. The search is the reader's content search (its
// matching, ranking and COUNTER counting); entitlement is the key's account's, as for its users.
import type { components } from "@norma/contracts/api-types";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest, NotFound } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { TenantLike } from "../refinements/refinements-service.ts";
import type { SearchService } from "../search/search-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import type { PublicApiRepo, PublicDocumentRow } from "./public-api-repo.ts";

type Summary = components["schemas"]["PublicDocumentSummary"];
type PublicDocument = components["schemas"]["PublicDocument"];
type ChangePage = components["schemas"]["PublicChangePage"];
type SearchPage = components["schemas"]["PublicSearchPage"];

const dateOnly = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

// The cursor: "v1:<last event id>" in base64url. Opaque to clients; versioned so it can change.
export const encodeCursor = (id: bigint) => Buffer.from(`v1:${id}`, "utf8").toString("base64url");

export function decodeCursor(cursor: string | undefined): bigint {
  if (cursor === undefined || cursor === "") return 0n;
  const m = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .match(/^v1:(\d{1,19})$/);
  if (!m || BigInt(m[1]) > 9223372036854775807n)
    throw BadRequest.field("publicListChanges", "cursor", "Pattern", "cursor is not one this API gave");
  return BigInt(m[1]);
}

/** Summaries of rows, marked with what the key's account may open. */
export async function summariesOf(
  entitlements: Pick<EntitlementsService, "scopeOf" | "covers">,
  actor: Actor,
  rows: PublicDocumentRow[],
): Promise<Summary[]> {
  const scope = await entitlements.scopeOf(actor);
  return rows.map((d) => ({
    id: d.id,
    contentCode: d.contentCode,
    designation: d.displayDesignation,
    title: d.title,
    publisher: d.publisher.key,
    documentType: d.documentType,
    status: d.status,
    isLatest: d.isLatest,
    editionYear: d.editionYear,
    publishedDate: dateOnly(d.publishedDate),
    language: d.languageCode,
    entitled: entitlements.covers(scope, { publisherId: d.publisherId, collectionIds: d.collectionIds ?? [] }),
  }));
}

export function createPublicApiService(deps: {
  repo: PublicApiRepo;
  search: Pick<SearchService, "search">;
  entitlements: Pick<EntitlementsService, "scopeOf" | "covers">;
  usage: Pick<UsageRecorder, "recordQuietly">;
}) {
  const { repo, entitlements } = deps;
  const summaries = (actor: Actor, rows: PublicDocumentRow[]) => summariesOf(entitlements, actor, rows);

  async function visible(actor: Actor, id: number): Promise<PublicDocumentRow> {
    const doc = await repo.byId(actor.tenantId, id);
    if (!doc) throw new NotFound(`No document ${id}`);
    return doc;
  }

  return {
    async search(
      actor: Actor,
      tenant: TenantLike,
      q: { q: string; field?: "all" | "keyword" | "designation"; page?: number; size?: 25 | 50 | 75 | 100 },
    ): Promise<SearchPage> {
      const page = q.page ?? 0;
      const size = q.size ?? 25;
      const reply = await deps.search.search(
        actor,
        tenant,
        "content",
        { keywords: q.q, searchField: q.field ?? "all" },
        { page, size },
      );
      const ids = reply.result.map((r) => r.id);
      const byId = new Map((await repo.byIds(actor.tenantId, ids)).map((d) => [d.id, d]));
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return { count: reply.count, page, size, hasMore: reply.nextPageFlag, results: await summaries(actor, rows) };
    },

    async document(actor: Actor, id: number): Promise<PublicDocument> {
      const doc = await visible(actor, id);
      // The metadata of an item: a COUNTER investigation, as the reader's document page is.
      await deps.usage.recordQuietly(actor, {
        kind: "METADATA_VIEW",
        action: "investigation",
        document: { id: doc.id, contentType: doc.contentType, bookId: doc.bookId },
        details: { contentCode: doc.contentCode, apiKeyId: actor.apiKeyId },
      });
      const [summary] = await summaries(actor, [doc]);
      return {
        ...summary,
        designationNumber: doc.designationNo,
        description: doc.description,
        lastUpdateDate: dateOnly(doc.lastUpdateDate),
        publisherName: doc.publisher.name,
        formats: (await repo.formats(doc.id)) as PublicDocument["formats"],
      };
    },

    async editions(actor: Actor, id: number) {
      const doc = await visible(actor, id);
      return { editions: await summaries(actor, await repo.editions(actor.tenantId, doc)) };
    },

    async changes(actor: Actor, q: { cursor?: string; limit?: number }): Promise<ChangePage> {
      const after = decodeCursor(q.cursor);
      const limit = q.limit ?? 100;
      const rows = await repo.changes(actor.tenantId, after, limit + 1);
      const page = rows.slice(0, limit);
      const docs = await summaries(
        actor,
        page.map((r) => r.document),
      );
      return {
        changes: page.map((r, i) => ({
          kind: r.kind as ChangePage["changes"][number]["kind"],
          publishedAt: r.publishedAt.toISOString(),
          batchId: r.batchId,
          document: docs[i],
          previousDocumentId: r.previousDocumentId,
          status: r.status,
          previousStatus: r.previousStatus,
        })),
        nextCursor: encodeCursor(page.length ? page[page.length - 1].id : after),
        hasMore: rows.length > limit,
      };
    },
  };
}

export type PublicApiService = ReturnType<typeof createPublicApiService>;
