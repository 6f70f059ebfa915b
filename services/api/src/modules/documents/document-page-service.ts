// The document page (spec 1 §3): everything it shows about a document — its metadata, versions,
// translations, tabs and the actor's own state on it (favourite, compass points).

import { referenceKey } from "@norma/documents/designations/designation-scan";
import type { Actor } from "../../lib/actor.ts";
import { allNamed } from "../../lib/all-named.ts";
import type { DocumentAccess, Tenant } from "./document-access.ts";
import type { DocumentRow, DocumentsRepo, VersionRow } from "./documents-repo.ts";
import type { SupersessionRow } from "./documents-supersession-queries.ts";
import { extraMetadataOf, isoDate, PAPER_TYPES, TAB_POSITIONS, type TabName } from "./documents-types.ts";

export interface DocumentPageServiceDeps {
  repo: DocumentsRepo;
  access: DocumentAccess;
}

/** The other languages of the document (its translation group). */
async function translationsOf(repo: DocumentsRepo, actor: Actor, doc: { id: number; translationOfId: number | null }) {
  const group = await repo.translationGroup(actor.tenantId, doc.translationOfId ?? doc.id);
  return group
    .filter((d) => d.id !== doc.id)
    .map((d) => ({
      contentId: d.id,
      contentCode: d.contentCode,
      displayCode: d.languageCode.split("-")[0].toUpperCase(),
      languageCode: d.languageCode,
      title: d.title,
      original: d.translationOfId === null,
    }));
}

/** What the page shows beside the document's own fields, read at once. */
function pageFacts(repo: DocumentsRepo, actor: Actor, doc: DocumentRow) {
  return allNamed({
    versions: repo.versions(actor.tenantId, doc),
    translations: translationsOf(repo, actor, doc),
    favorite: actor.userId !== null ? repo.favoriteId(actor.userId, doc.id) : null,
    cpStates:
      actor.accountId !== null ? repo.compassPointStates(actor.tenantId, actor.accountId, doc.id) : new Set<string>(),
    workItems: repo.hasWorkItems(doc.publisherId, doc.family),
    relations: repo.hasRelations(actor.tenantId, doc.id),
    supplements: repo.supplementsOf(actor.tenantId, doc.id),
    elearning: repo.hasElearning(doc.publisherId, doc.family),
    videos: repo.videosOfDocument(doc.id),
    account: actor.accountId !== null ? repo.account(actor.tenantId, actor.accountId) : null,
    cpSettings: actor.accountId !== null ? repo.compassSettings(actor.tenantId, actor.accountId, doc.id) : null,
    references: repo.hasReferences(doc.id, referenceKey(doc.publisher.key, doc.designationNo)),
    replaces: repo.replaces(actor.tenantId, doc),
    replacedBy: repo.replacedBy(actor.tenantId, doc),
  });
}

type PageFacts = Awaited<ReturnType<typeof pageFacts>>;

export function createDocumentPageService({ repo, access }: DocumentPageServiceDeps) {
  const { visible, visibleById, recordUsage } = access;

  return {
    /** Everything the document page shows about a document (spec 1 §3). */
    async metadata(actor: Actor, contentCode: string) {
      const doc = await visible(actor, contentCode);
      // The document page shows the item's metadata and abstract: a COUNTER investigation.
      await recordUsage(actor, {
        kind: "METADATA_VIEW",
        action: "investigation",
        document: doc,
        details: { contentCode: doc.contentCode },
      });
      const tenant = await repo.tenant(actor.tenantId);
      const facts = await pageFacts(repo, actor, doc);
      const { versions, favorite, cpStates } = facts;
      const tabs = documentTabs(actor, tenant, doc, facts);
      return {
        contentId: doc.id,
        contentCode: doc.contentCode,
        family: doc.family,
        publisherCode: doc.publisher.key,
        publisherName: doc.publisher.name,
        organizationId: doc.organizationId,
        classification: doc.classification,
        assetId: doc.assetId,
        documentType: doc.documentType,
        assetType: doc.assetType,
        contentType: doc.contentType,
        designation: doc.designation,
        designationNo: doc.designationNo,
        displayDesignation: doc.displayDesignation,
        title: doc.title,
        description: doc.description,
        languageCode: doc.languageCode,
        status: doc.status,
        isLatest: doc.isLatest,
        video: doc.hasVideo ? ("Y" as const) : ("N" as const),
        downloadable: doc.downloadable && !tenant.drmView,
        allowToTrack: doc.allowToTrack,
        allowToFavorite: doc.allowToFavorite,
        contentFavorite: favorite ? { id: favorite.id } : null,
        publishedDate: isoDate(doc.publishedDate),
        publishedOnlineDate: isoDate(doc.publishedOnlineDate),
        lastUpdateDate: isoDate(doc.lastUpdateDate),
        versions: versions.map(versionItem),
        htmlVersions: assetVersions(versions, "HTML"),
        pdfVersions: assetVersions(versions, "PDF"),
        translations: facts.translations,
        replacedByContentCode: doc.replacedByContentCode,
        replacedByFamilyValue: doc.replacedByFamilyValue,
        supersession: {
          replaces: facts.replaces.map(supersessionItem),
          replacedBy: facts.replacedBy.map(supersessionItem),
        },
        citationArticleTypeExclude: doc.citationArticleTypeExclude,
        tabs,
        hasActivatedCompassPoint: cpStates.has("ACTIVE"),
        hasDeactivatedCompassPoint: cpStates.has("INACTIVE"),
        ...(PAPER_TYPES.has(doc.contentType) ? { paperId: doc.assetId } : {}),
        ...extraMetadataOf(doc.contentType, doc.extraMetadata),
      };
    },

    async translations(actor: Actor, contentId: number) {
      return translationsOf(repo, actor, await visibleById(actor, contentId));
    },

    async translationsByContentCode(actor: Actor, contentCode: string) {
      return translationsOf(repo, actor, await visible(actor, contentCode));
    },
  };
}

/** The tabs of the document page, in their positions (spec 1 §2): a tab shows when it has content. */
function documentTabs(actor: Actor, tenant: Tenant, doc: DocumentRow, facts: PageFacts) {
  const self = facts.versions.find((v) => v.id === doc.id);
  const tabs: { name: TabName; position: number }[] = [];
  const tab = (name: TabName) => tabs.push({ name, position: TAB_POSITIONS[name] });
  if (self?.assets.some((a) => a.kind === "PDF")) tab("PDF");
  if (self?.assets.some((a) => a.kind === "HTML")) tab("HTML");
  if (facts.workItems > 0) tab("WORK_ITEMS");
  if (doc.hasVideo && facts.videos.length) tab("VISUAL_CONTENT");
  if (facts.elearning > 0) tab("E_LEARNING");
  if (facts.relations > 0 || facts.supplements.length > 0) tab("RELATED_CONTENT");
  if (
    tenant.enableCompassPoints &&
    actor.userType === "INDIVIDUAL" &&
    actor.userId !== null &&
    facts.account?.compassPointFlag &&
    // The same rule as the download with compass points: a setting (document or account
    // level) that deactivates compass points removes the tab.
    facts.cpSettings?.activate !== false
  )
    tab("COMPASS_POINTS");
  if (facts.references) tab("REFERENCES");
  tabs.sort((a, b) => a.position - b.position);
  return tabs;
}

function supersessionItem(d: SupersessionRow) {
  return {
    contentCode: d.contentCode,
    displayDesignation: d.displayDesignation,
    title: d.title,
    status: d.status,
    editionYear: d.editionYear,
  };
}

function versionItem(v: VersionRow) {
  return {
    id: v.id,
    designationNo: v.designationNo,
    designation: v.designation,
    displayDesignation: v.displayDesignation,
    contentCode: v.contentCode,
    publisherCode: v.publisher.key,
    status: v.status,
    isLatest: v.isLatest,
    editionYear: v.editionYear,
    publishedDate: isoDate(v.publishedDate),
  };
}

function assetVersions(versions: VersionRow[], kind: "HTML" | "PDF") {
  return versions.flatMap((v) =>
    v.assets
      .filter((a) => a.kind === kind)
      .map((a) => ({
        id: a.id,
        contentId: v.id,
        contentCode: v.contentCode,
        designation: v.designation,
        displayDesignation: v.displayDesignation,
        status: a.status,
        editionYear: v.editionYear,
        ...(kind === "PDF" ? { assetId: a.assetId, pageCount: a.pageCount } : {}),
      })),
  );
}
