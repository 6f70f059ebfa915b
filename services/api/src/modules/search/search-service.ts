// Search (spec 1 §2–§5, §7, §9): content search and its entitled-documents twin, refinement
// counts (top-level first, full counts when a node opens), type-ahead and search feedback.
// The service is composed of its sub-services, each in its own file:
//   - search-resolver.ts: a request resolved into the index's filter, and its matches;
//   - search-results-service.ts: the result pages;
//   - search-counts-service.ts: the refinement counts;
//   - type-ahead-service.ts: type-ahead;
// and keeps the search feedback and the semantic-search permission here.

import type { Actor } from "../../lib/actor.ts";
import { BadRequest, Forbidden } from "../../lib/errors.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { RefinementRoot } from "../refinements/refinement-roots.ts";
import type { RefinementsService } from "../refinements/refinements-service.ts";
import type { UsageRecorder } from "../usage/usage-recorder.ts";
import type { LiveSearchIndex } from "./live-search-index.ts";
import { createSearchCountsService } from "./search-counts-service.ts";
import { decodeKeepingPercents } from "./search-query.ts";
import type { SearchRepo } from "./search-repo.ts";
import { createSearchResolver, type SearchResolverDeps } from "./search-resolver.ts";
import { createSearchResultsService } from "./search-results-service.ts";
import { createTypeAheadService } from "./type-ahead-service.ts";

export interface SearchFeedbackInput {
  documentSearching?: string;
  additionalFeedback?: string;
  searchText?: string;
}

export function createSearchService(deps: {
  repo: SearchRepo;
  refinements: RefinementsService;
  entitlements: EntitlementsService;
  index: LiveSearchIndex;
  matchAllTtlMs?: number;
  usage: UsageRecorder;
  citingDocumentIds?: SearchResolverDeps["citingDocumentIds"];
}) {
  const { repo, refinements, entitlements, index } = deps;
  const resolver = createSearchResolver({
    repo,
    refinements,
    entitlements,
    index,
    citingDocumentIds: deps.citingDocumentIds,
  });

  return {
    ...createSearchResultsService({ repo, entitlements, resolver, usage: deps.usage }),
    ...createSearchCountsService({ refinements, index, resolver, matchAllTtlMs: deps.matchAllTtlMs }),
    ...createTypeAheadService({ repo, refinements, entitlements, index }),

    /** POST /api/documents/search/feedback: 'search result not found' feedback, kept for the tenant's administrators. */
    async feedback(actor: Actor, input: SearchFeedbackInput) {
      const documentSearching = input.documentSearching?.trim() ?? "";
      if (!documentSearching) {
        throw BadRequest.field("searchFeedback", "documentSearching", "NotBlank", "feedbackform.required");
      }
      const additional = input.additionalFeedback?.trim() || null;
      const searchText = input.searchText === undefined ? null : decodeKeepingPercents(input.searchText).trim() || null;
      return repo.saveFeedback({
        tenantId: actor.tenantId,
        userId: actor.userId,
        accountId: actor.accountId,
        documentSearching,
        additionalFeedback: additional,
        searchText,
      });
    },

    /** Semantic search is for accounts with semanticSearchFlag (spec 1 §2). */
    async assertSemanticAllowed(actor: Actor) {
      if (!(await repo.semanticSearchFlag(actor.tenantId, actor.accountId))) {
        throw new Forbidden("Semantic search is not enabled for this account", {
          messageKey: "error.semantic.notEnabled",
        });
      }
    },

    resolve: resolver.resolve,
    refinements,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
export type { RefinementRoot };
