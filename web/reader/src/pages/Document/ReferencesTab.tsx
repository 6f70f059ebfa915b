// The References tab (issue 27): the documents this edition references, by kind (normative first:
// what the document requires), each with what became of it in the catalogue (active, superseded by
// its newer edition, withdrawn, not in the catalogue); and the current documents that cite this
// one, a page at a time, refinable by publisher and document type. A document the user may not
// open is listed with a lock, as search lists it. Then the picture of the network around it.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { ReferenceNetworkPicture } from "../../features/references/ReferenceNetworkPicture.tsx";
import {
  CITED_BY_PAGE_SIZE,
  type CitedByQuery,
  citedByQuery,
  type DocumentReference,
  documentReferencesQuery,
  KINDS,
} from "../../features/references/reference-queries.ts";
import { SEARCH_ROUTES } from "../../features/search/search-types.ts";
import { DEFAULT_STATE, writeSearchState } from "../../features/search/search-url.ts";
import type { DocumentMetadata } from "./document-rules.ts";
import "./references.css";

type Listed = Schemas["ReferencedDocument"];

/** A catalogue document as a link (its own direction: mostly English in an Arabic page), locked when the user may not open it. */
function DocumentLink({ doc, drm }: { doc: Listed; drm: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="references__doc" dir="auto">
      <Link to={documentUrl(doc.contentCode, { drm })}>{doc.displayDesignation}</Link>
      {doc.locked && (
        <span className="references__lock" title={t("references.locked")}>
          <span aria-hidden="true">🔒</span>
          <span className="visually-hidden">{t("references.locked")}</span>
        </span>
      )}
    </span>
  );
}

function ReferenceStatus({ r, drm }: { r: DocumentReference; drm: boolean }) {
  const { t } = useTranslation();
  const label = (
    <span className={`references__status references__status--${r.status.toLowerCase()}`}>
      {t(`references.status.${r.status}`)}
    </span>
  );
  if ((r.status === "SUPERSEDED" || r.status === "WITHDRAWN") && r.supersededBy)
    return (
      <>
        {label} <span className="references__by">{t("references.by")}</span>{" "}
        <DocumentLink doc={r.supersededBy} drm={drm} />
      </>
    );
  return label;
}

function ReferencesList({ metadata, drm }: { metadata: DocumentMetadata; drm: boolean }) {
  const { t } = useTranslation();
  const q = useQuery(documentReferencesQuery(metadata.contentId));
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const { counts, references, truncated, detected } = q.data;
  if (!detected) return <p className="empty">{t("references.notDetected")}</p>;
  if (counts.total === 0) return <p className="empty">{t("references.none")}</p>;
  return (
    <>
      <p className="references__summary">
        {t("references.summary", { count: counts.total })}
        {counts.notInCatalogue > 0 && <> · {t("references.notInCatalogue", { count: counts.notInCatalogue })}</>}
      </p>
      {KINDS.map((kind) => {
        const rows = references.filter((r) => r.kind === kind);
        if (rows.length === 0) return null;
        return (
          <div key={kind} className="references__group">
            <h3 className="references__kind">
              {t(`references.kind.${kind}`)} ({counts[kind]})
            </h3>
            <div className="references__table-wrap">
              <table className="table references__table">
                <thead>
                  <tr>
                    <th scope="col">{t("references.designation")}</th>
                    <th scope="col">{t("references.documentTitle")}</th>
                    <th scope="col">{t("references.statusColumn")}</th>
                    <th scope="col">{t("references.clause")}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.designation}|${r.edition ?? ""}|${r.kind}`}>
                      <td>
                        {r.target ? <DocumentLink doc={r.target} drm={drm} /> : <span dir="auto">{r.designation}</span>}
                      </td>
                      <td dir="auto">{r.target?.title ?? ""}</td>
                      <td>
                        <ReferenceStatus r={r} drm={drm} />
                      </td>
                      <td dir="auto">{r.clause ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
      {truncated && <p className="references__note">{t("references.truncated", { count: references.length })}</p>}
    </>
  );
}

function CitedByList({ metadata, drm }: { metadata: DocumentMetadata; drm: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<CitedByQuery>({ page: 0 });
  const q = useQuery(citedByQuery(metadata.contentId, query));
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const data = q.data;
  const refine = (next: Partial<CitedByQuery>) => setQuery((current) => ({ ...current, ...next, page: 0 }));
  const refined = Boolean(query.publisher || query.documentType);
  if (data.total === 0 && !refined) return <p className="empty">{t("references.citedByNone")}</p>;
  return (
    <>
      <div className="references__filters">
        <label>
          {t("references.publisher")}{" "}
          <select value={query.publisher ?? ""} onChange={(e) => refine({ publisher: e.target.value || undefined })}>
            <option value="">{t("references.allPublishers")}</option>
            {data.publishers.map((f) => (
              <option key={f.value} value={f.value}>
                {f.value} ({f.count})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("references.documentType")}{" "}
          <select
            value={query.documentType ?? ""}
            onChange={(e) => refine({ documentType: e.target.value || undefined })}
          >
            <option value="">{t("references.allTypes")}</option>
            {data.documentTypes.map((f) => (
              <option key={f.value} value={f.value}>
                {f.value} ({f.count})
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="references__summary" aria-live="polite">
        {t("references.citedBySummary", { count: data.total })}
        {data.total > 0 && (
          <>
            {" "}
            <Link to={`${SEARCH_ROUTES.content}?${writeSearchState({ ...DEFAULT_STATE, cites: metadata.contentId })}`}>
              {t("references.searchCiting")}
            </Link>
          </>
        )}
      </p>
      {data.citedBy.length > 0 && (
        <div className="references__table-wrap" aria-busy={q.isPlaceholderData}>
          <table className="table references__table">
            <thead>
              <tr>
                <th scope="col">{t("references.designation")}</th>
                <th scope="col">{t("references.documentTitle")}</th>
                <th scope="col">{t("references.citedAs")}</th>
                <th scope="col">{t("references.clause")}</th>
              </tr>
            </thead>
            <tbody>
              {data.citedBy.map((c) => (
                <tr key={c.document.contentCode}>
                  <td>
                    <DocumentLink doc={c.document} drm={drm} />
                  </td>
                  <td dir="auto">{c.document.title}</td>
                  <td>{t(`references.kind.${c.kind}`)}</td>
                  <td dir="auto">{c.clause ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={query.page}
        totalPages={Math.ceil(data.total / CITED_BY_PAGE_SIZE)}
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
        label={t("references.citedByPages")}
      />
    </>
  );
}

export function ReferencesTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const drm = isDrm(account);
  return (
    <div className="references">
      <section aria-labelledby="references-title">
        <h2 id="references-title" className="references__title">
          {t("references.title")}
        </h2>
        <ReferencesList metadata={metadata} drm={drm} />
      </section>
      <section aria-labelledby="cited-by-title">
        <h2 id="cited-by-title" className="references__title">
          {t("references.citedBy")}
        </h2>
        <CitedByList metadata={metadata} drm={drm} />
      </section>
      <ReferenceNetworkPicture contentId={metadata.contentId} drm={drm} />
    </div>
  );
}
