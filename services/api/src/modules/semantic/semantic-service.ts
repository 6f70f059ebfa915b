// Semantic (discovery) search, beta (spec 1 §2): for accounts with semanticSearchFlag. The query
// is folded into the LSI concept space of the catalogue (prisma/src/semantic) and compared by
// cosine with every document vector, held in memory as int8 (64 bytes a document) and kept
// current by polling document_vectors for rows the workers' indexing job has changed.
import { quantise } from "@norma/db/semantic";
import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { RefinementsService, TenantLike } from "../refinements/refinements-service.ts";
import { formatHits } from "../search/search-format.ts";
import { assertSubmittable, sanitiseKeywords } from "../search/search-query.ts";
import type { SearchRepo } from "../search/search-repo.ts";
import type { SearchService } from "../search/search-service.ts";
import { PAGE_SIZES, type SearchReply } from "../search/search-types.ts";
import { createSemanticIndexCache } from "./semantic-index.ts";
import { MAX_RESULTS, rank } from "./semantic-rank.ts";
import type { SemanticRepo } from "./semantic-repo.ts";

export { MAX_RESULTS, MIN_SCORE } from "./semantic-rank.ts";

export function createSemanticService(deps: {
  repo: SemanticRepo;
  searchRepo: SearchRepo;
  search: SearchService;
  refinements: RefinementsService;
  refreshMs?: number;
}) {
  const { searchRepo, search, refinements } = deps;
  const vectors = createSemanticIndexCache(deps);
  const index = vectors.index;
  let warmed: Promise<void> | null = null;

  return {
    /** POST /api/semantic-search/v1/query */
    async query(
      actor: Actor,
      tenant: TenantLike,
      input: { keywords?: string },
      page: { page?: number; size?: number },
    ): Promise<SearchReply> {
      await search.assertSemanticAllowed(actor);
      const size = page.size ?? 25;
      if (!(PAGE_SIZES as readonly number[]).includes(size)) {
        throw BadRequest.field("semanticQuery", "size", "Enum", "the page size is 25, 50, 75 or 100");
      }
      const pageNo = page.page ?? 0;
      const keywords = sanitiseKeywords(input.keywords);
      assertSubmittable(keywords, "semantic");
      const ix = await index();
      const vector = ix?.embed({ title: keywords });
      if (!ix || !vector) return { count: 0, result: [], nextPageFlag: false };
      const view = await refinements.tenantView(tenant);
      const { best, matches } = rank(
        ix,
        quantise(vector),
        view.publishers.map((p) => p.id),
      );
      const count = Math.min(matches, MAX_RESULTS);
      const slice = best.slice(pageNo * size, (pageNo + 1) * size);
      const rows = await searchRepo.hits(slice.map((b) => b.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = slice.flatMap((b) => {
        const r = byId.get(b.id);
        return r ? [r] : [];
      });
      const related = await searchRepo.related(ordered);
      return {
        count,
        result: formatHits(ordered, related, new Map(slice.map((b) => [b.id, b.score]))),
        nextPageFlag: (pageNo + 1) * size < count,
      };
    },

    /** Drops the in-memory index (tests; the next query reloads it). */
    reset() {
      vectors.reset();
      warmed = null;
    },

    /**
     * Loads the index at server start, so that no reader's query waits for it (11 s at a million
     * documents) and a replica says it is ready only once it holds it.
     */
    warm(log?: { error(o: object, msg: string): void }): Promise<void> {
      warmed ??= index().then(
        () => undefined,
        (err) => {
          warmed = null;
          log?.error({ err }, "semantic index load failed");
        },
      );
      return warmed;
    },

    /** True once the index is in memory (or there is no model to load). */
    loaded: vectors.loaded,
  };
}

export type SemanticService = ReturnType<typeof createSemanticService>;
