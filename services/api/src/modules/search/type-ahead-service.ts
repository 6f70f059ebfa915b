// Type-ahead (spec 1 §5): POST /api/documents/search/type-ahead (a few results per publisher)
// and /type-ahead/publisher (more of one publisher). Runs only for more than 2 characters; in
// "my subscription" search only over what the account is entitled to.

import type { Actor } from "../../lib/actor.ts";
import { BadRequest } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { RefinementsService, TenantLike } from "../refinements/refinements-service.ts";
import type { LiveSearchIndex } from "./live-search-index.ts";
import { decodeKeepingPercents, designationKey } from "./search-query.ts";
import type { SearchRepo } from "./search-repo.ts";
import type { SearchKind } from "./search-resolver.ts";

/** Type-ahead: results per publisher group, and candidates looked at. */
const TYPE_AHEAD_PER_PUBLISHER = 5;
const TYPE_AHEAD_MORE = 50;
export const TYPE_AHEAD_CANDIDATES = 60;

export interface TypeAheadInput {
  keywords?: string;
  publisher?: string | number;
  "search-type"?: string;
}

export interface TypeAheadServiceDeps {
  repo: SearchRepo;
  refinements: RefinementsService;
  entitlements: EntitlementsService;
  index: LiveSearchIndex;
}

/**
 * What the index looks for (search-index.ts `typeAhead`): the designation key of the typed text
 * and its first six words (bench:search compares the index with a library on the same queries).
 */
export function typeAheadQuery(keywords: string): { key: string; words: string[] } {
  const words = keywords
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 6);
  return { key: designationKey(keywords), words };
}

export function createTypeAheadService({ repo, refinements, entitlements, index }: TypeAheadServiceDeps) {
  return {
    /** POST /api/documents/search/type-ahead (publisher absent) and /type-ahead/publisher (more of one publisher). */
    async typeAhead(actor: Actor, tenant: TenantLike, input: TypeAheadInput, one = false) {
      const keywords = decodeKeepingPercents(input.keywords ?? "").trim();
      const searchType = (input["search-type"] ?? "content").toLowerCase();
      const kind: SearchKind = searchType === "mysubscription" || searchType === "entitled" ? "entitled" : "content";
      const view = await refinements.tenantView(tenant);
      let publishers = view.publishers;
      if (one) {
        if (input.publisher === undefined || String(input.publisher).trim() === "") {
          throw BadRequest.field("typeAheadRequest", "publisher", "NotNull", "the publisher is required");
        }
        const p = await refinements.publisher(decodeKeepingPercents(String(input.publisher)));
        publishers = publishers.filter((x) => x.id === p.id);
        if (publishers.length === 0) return [];
      }
      // Runs only for more than 2 characters (spec 1 §5).
      if (keywords.length <= 2) return [];
      const entitled = kind === "entitled" ? await entitlements.scopeOf(actor) : null;
      const limit = one ? TYPE_AHEAD_MORE + 1 : TYPE_AHEAD_CANDIDATES;
      const ix = await index.current();
      const found = ix.typeAhead(
        { publisherIds: publishers.map((p) => p.id), entitled, nodeGroups: [] },
        typeAheadQuery(keywords),
        limit,
      );
      const byId = new Map((await repo.typeAheadRows(found.map((f) => f.id))).map((row) => [row.id, row]));
      const rows = found.flatMap((f) => byId.get(f.id) ?? []);
      const related = await repo.related(rows.map((r) => ({ ...r, translation_of_id: null })));
      const perGroup = one ? TYPE_AHEAD_MORE : TYPE_AHEAD_PER_PUBLISHER;
      const groups = publishers.flatMap((p) => {
        const mine = rows.filter((r) => r.publisher_id === p.id);
        if (mine.length === 0) return [];
        return [
          {
            publisher: p.key,
            publisherName: p.name,
            publisherCode: p.key,
            flag: mine.length > perGroup,
            results: mine.slice(0, perGroup).map((r) => ({
              id: r.id,
              designation: r.display_designation,
              contentCode: r.content_code,
              documentTitle: r.title,
              designationNo: r.designation_no,
              connections: related.versions
                .filter(
                  (v) =>
                    v.publisher_id === r.publisher_id &&
                    v.family === r.family &&
                    v.language_code === r.language_code &&
                    v.id !== r.id,
                )
                .map((v) => ({ id: v.id, designationNo: v.designation, contentCode: v.content_code })),
            })),
          },
        ];
      });
      return groups;
    },
  };
}
