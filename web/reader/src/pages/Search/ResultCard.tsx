// A search result card (spec 1 §2): type, publisher and status badges; the update or publish
// date; the language; translations, versions and supplements dropdowns; the download icon (not
// for DRM content); the description with more/less details.

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { showNoAccess, tenantMessage } from "../../features/documents/access-messages.ts";
import { DocumentBadges } from "../../features/documents/Badges.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { downloadDocument } from "../../features/documents/download-document.ts";
import type { SearchResultDocument } from "../../features/search/search-api.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { langAttribute } from "../../features/tenant/tenant-config.ts";
import { useDates } from "../../i18n/useDates.ts";
import { cardDate, foldDescription, languageName, otherVersions } from "./result-card.ts";

export function ResultCard({
  doc,
  drm,
  selected,
  onSelect,
}: {
  doc: SearchResultDocument;
  drm: boolean;
  /** Bulk selection (issue 29 §2): the card's checkbox, when bulk actions are offered. */
  selected?: boolean;
  onSelect?: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { config } = useTenant();
  const formatDate = useDates();
  const [open, setOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const date = cardDate(doc);
  const versions = otherVersions(doc);
  const description = foldDescription(doc.description, open);
  const designation = doc.displayDesignation || doc.designationNo;
  const descriptionId = `desc-${doc.contentCode}`;
  const searchText = new URLSearchParams(useLocation().search).get("content");
  // Catalogue texts are in the document's language, often not the interface's.
  const docLang = langAttribute(doc.language, i18n.language);

  const locked = doc.entitled === false;
  const lockId = `lock-${doc.contentCode}`;

  async function download() {
    if (locked) {
      await showNoAccess(config, { searchQuery: searchText });
      return;
    }
    setDownloading(true);
    await downloadDocument(
      config,
      { contentCode: doc.contentCode, designation: doc.designationNo, downloadable: doc.downloadable !== false },
      false,
    ).finally(() => setDownloading(false));
  }

  return (
    <article className={locked ? "result-card result-card--locked" : "result-card"}>
      <div className="result-card__top">
        {onSelect && (
          <label className="result-card__select">
            <input type="checkbox" checked={selected === true} onChange={(e) => onSelect(e.target.checked)} />
            <span className="visually-hidden">{t("search.bulk.select", { designation })}</span>
          </label>
        )}
        <DocumentBadges
          documentType={doc.documentType}
          publisherCode={doc.publisherCode}
          status={doc.status}
          locked={locked}
        />
        {!drm && (
          <button
            type="button"
            className="icon-button result-card__download"
            aria-label={t("search.card.download", { designation })}
            title={t("search.card.download", { designation })}
            disabled={downloading}
            onClick={() => void download()}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
              <path
                fill="currentColor"
                d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1ZM3 15a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z"
              />
            </svg>
          </button>
        )}
      </div>
      {/* Catalogue texts take their own direction (mostly English inside an Arabic page). */}
      <h2 className="result-card__title" dir="auto">
        <Link
          to={documentUrl(doc.contentCode, { drm })}
          state={{ searchQuery: searchText }}
          className="result-card__link"
          aria-describedby={locked ? lockId : undefined}
        >
          <span className="result-card__designation">{designation}</span>
          <span className="result-card__name" lang={docLang}>
            {doc.documentTitle}
          </span>
        </Link>
      </h2>
      {locked && (
        // The tenant's no-access message, before the user finds out by opening the document.
        <p id={lockId} className="result-card__locked">
          {tenantMessage(config, "content-no-access-i18n-key")}
        </p>
      )}
      <dl className="result-card__meta">
        {date && (
          <div>
            <dt>{t(`search.card.${date.kind}`)}</dt>
            <dd>
              <time dateTime={formatDate(date.value, "iso")}>{formatDate(date.value, "long")}</time>
            </dd>
          </div>
        )}
        {doc.language && (
          <div>
            <dt>{t("search.card.language")}</dt>
            <dd>{languageName(doc.language, i18n.language)}</dd>
          </div>
        )}
        {doc.publisherName && (
          <div>
            <dt className="visually-hidden">{t("search.card.publisher")}</dt>
            <dd>
              <bdi>{doc.publisherName}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {(doc.translations.length > 0 || versions.length > 0 || doc.supplements.length > 0) && (
        <div className="result-card__related">
          {doc.translations.length > 0 && (
            <details className="dropdown">
              <summary className="dropdown__toggle">
                {t("search.card.translations", { count: doc.translations.length })}
              </summary>
              <ul className="dropdown__menu">
                {doc.translations.map((tr) => (
                  <li key={tr.contentCode}>
                    <Link to={documentUrl(tr.contentCode, { drm })} lang={tr.language}>
                      {languageName(tr.language, i18n.language)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {versions.length > 0 && (
            <details className="dropdown">
              <summary className="dropdown__toggle">{t("search.card.versions", { count: versions.length })}</summary>
              <ul className="dropdown__menu">
                {versions.map((v) => (
                  <li key={v.contentCode}>
                    <Link to={documentUrl(v.contentCode, { drm })}>
                      <bdi>{v.displayDesignation || v.designation}</bdi>
                      {v.isLatest && <span className="dropdown__note"> ({t("search.card.current")})</span>}
                      <span className="dropdown__note"> · {v.status}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {doc.supplements.length > 0 && (
            <details className="dropdown">
              <summary className="dropdown__toggle">
                {t("search.card.supplements", { count: doc.supplements.length })}
              </summary>
              <ul className="dropdown__menu">
                {doc.supplements.map((s) => (
                  <li key={s["supplement-content-code"]}>
                    <Link to={documentUrl(s["supplement-content-code"], { drm })}>
                      {s["supplement-display-designation"]}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {description.text && (
        <div className="result-card__description">
          <p id={descriptionId} dir="auto" lang={docLang}>
            {description.text}
          </p>
          {description.long && (
            <button
              type="button"
              className="link-button"
              aria-expanded={open}
              aria-controls={descriptionId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? t("search.card.lessDetails") : t("search.card.moreDetails")}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
