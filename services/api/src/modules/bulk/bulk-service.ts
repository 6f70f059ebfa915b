// Bulk actions on search results (issue 29 §2): track, add to favourites, add to a custom
// collection, share with a group, export. Each is one request: the selection is resolved
// (bulk-selection.ts), its documents read at once (only those the tenant presents), and the
// owning module's service applies its own rules to all of them in one transaction (tracking,
// favourites, custom collections, sharing: one home for each rule). The reply counts what was
// done, what needed nothing, and what was refused and why, and lists every document's outcome.
import { negotiateLocale } from "@norma/contracts/locales";
import type { Actor } from "../../lib/actor.ts";
import type { BulkRefusal, BulkVerdict } from "../../lib/bulk-verdict.ts";
import type { CustomCollectionsService } from "../custom-collections/custom-collections-service.ts";
import type { EntitlementsService } from "../entitlements/entitlements-service.ts";
import type { FavoritesService } from "../favorites/favorites-service.ts";
import type { SharingService } from "../sharing/sharing-service.ts";
import type { TenantContext } from "../tenants/tenant-resolver.ts";
import type { TrackingService } from "../tracking/tracking-service.ts";
import { type ExportFormat, exportDocuments } from "./bulk-export.ts";
import type { BulkDocument, BulkRepo } from "./bulk-repo.ts";
import type { BulkSelectionInput, ResolvedSelection, ResolveSelection } from "./bulk-selection.ts";

export interface BulkServiceDeps {
  repo: BulkRepo;
  resolveSelection: ResolveSelection;
  entitlements: EntitlementsService;
  tracking: TrackingService;
  favorites: FavoritesService;
  customCollections: CustomCollectionsService;
  sharing: SharingService;
  publicBaseUrl: string;
}

type Item = {
  contentId: number;
  contentCode: string | null;
  displayDesignation: string | null;
  outcome: "done" | "already" | "refused";
  reason?: BulkRefusal;
};

/** The reply: every document's outcome in the selection's order, and the counts. */
export function bulkReply(
  selection: ResolvedSelection,
  docs: Map<number, BulkDocument>,
  verdicts: Map<number, BulkVerdict>,
) {
  const reasons: Record<BulkRefusal, number> = { "not-found": 0, "not-entitled": 0, "not-allowed": 0 };
  let done = 0;
  let already = 0;
  const items = selection.ids.map((id): Item => {
    const doc = docs.get(id);
    const base = {
      contentId: id,
      contentCode: doc?.contentCode ?? null,
      displayDesignation: doc?.displayDesignation ?? null,
    };
    // A document not read (not presented) is not found; one a service left undecided is refused as not allowed.
    const verdict = doc ? (verdicts.get(id) ?? "not-allowed") : "not-found";
    if (verdict === "done") done++;
    else if (verdict === "already") already++;
    else reasons[verdict]++;
    return verdict === "done" || verdict === "already"
      ? { ...base, outcome: verdict }
      : { ...base, outcome: "refused", reason: verdict };
  });
  return {
    requested: selection.ids.length,
    done,
    already,
    refused: selection.ids.length - done - already,
    reasons,
    capped: selection.capped,
    ...(selection.matched !== undefined ? { matched: selection.matched } : {}),
    limit: selection.limit,
    items,
  };
}

export function createBulkService(deps: BulkServiceDeps) {
  const { repo, resolveSelection, entitlements } = deps;

  /** The selection and its documents (those the tenant presents), by id. */
  async function load(actor: Actor, tenant: TenantContext, selection: BulkSelectionInput) {
    const resolved = await resolveSelection(actor, tenant, selection);
    const rows = await repo.documents(actor.tenantId, resolved.ids);
    const byId = new Map(rows.map((d) => [d.id, d]));
    // In the selection's order: the services write (and e-mail) in the order the reader chose.
    const docs = resolved.ids.flatMap((id) => byId.get(id) ?? []);
    return { resolved, byId, docs };
  }

  async function run(
    actor: Actor,
    tenant: TenantContext,
    selection: BulkSelectionInput,
    act: (docs: BulkDocument[]) => Promise<Map<number, BulkVerdict>>,
  ) {
    const { resolved, byId, docs } = await load(actor, tenant, selection);
    return bulkReply(resolved, byId, await act(docs));
  }

  return {
    track: (actor: Actor, tenant: TenantContext, selection: BulkSelectionInput) =>
      run(actor, tenant, selection, (docs) => deps.tracking.trackMany(actor, docs)),

    favorite: (actor: Actor, tenant: TenantContext, selection: BulkSelectionInput) =>
      run(actor, tenant, selection, (docs) => deps.favorites.addMany(actor, docs)),

    addToCollection: (actor: Actor, tenant: TenantContext, selection: BulkSelectionInput, collectionId: number) =>
      run(actor, tenant, selection, (docs) => deps.customCollections.addMany(actor, collectionId, docs)),

    /** Documents the account may open are shared (sharing never grants access; shareableBy's rule, for many). */
    shareWithGroup: (actor: Actor, tenant: TenantContext, selection: BulkSelectionInput, groupId: number) =>
      run(actor, tenant, selection, async (docs) => {
        const scope = await entitlements.scopeOf(actor, { fresh: true });
        const verdicts = new Map<number, BulkVerdict>();
        const open = docs.filter((d) => {
          const ok = actor.accountId !== null && entitlements.covers(scope, d);
          if (!ok) verdicts.set(d.id, "not-entitled");
          return ok;
        });
        const { results } = await deps.sharing.shareManyWithGroup(actor, tenant, groupId, open);
        for (const r of results) verdicts.set(r.doc.id, r.created ? "done" : "already");
        return verdicts;
      }),

    /**
     * The selection as a file. Search results are catalogue data every signed-in user of the
     * tenant sees, so every presented document is exported (with whether the user may open it);
     * ids the tenant does not present are left out and counted. The CSV's headers are in the
     * language asked for, else the user's, else the browser's (Accept-Language), as the review PDF.
     */
    async export(
      actor: Actor,
      tenant: TenantContext,
      selection: BulkSelectionInput,
      format: ExportFormat,
      language: { asked?: string; acceptLanguage?: string } = {},
    ) {
      const { resolved, docs } = await load(actor, tenant, selection);
      const [scope, langKey] = await Promise.all([
        entitlements.scopeOf(actor),
        format === "csv" ? repo.langKeyOf(actor.userId) : null,
      ]);
      const body = await exportDocuments(format, docs, {
        publicBaseUrl: deps.publicBaseUrl,
        entitled: (d) => entitlements.covers(scope, d),
        locale: negotiateLocale([language.asked, langKey, language.acceptLanguage]),
      });
      return { body, exported: docs.length, refused: resolved.ids.length - docs.length };
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;
