// The document header (spec 1 §2): badges (document type, publisher, status, replaced by), the
// designation and title, the date (last updated, or published for a research report; falling back
// to published, then published online), the translation and other-version dropdowns (a
// translation switch waits 1000 ms so quick changes do not load every document), the document
// details link and, for publishers other than the tenant's own, the additional details link; then
// the supersession line (what it replaces, its editions, what replaces it: issue 27).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Modal } from "../../components/Modal.tsx";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { DocumentBadges, statusLabel } from "../../features/documents/Badges.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { additionalDetailsQuery, publisherDetailsQuery } from "../../features/documents/document-queries.ts";
import { SupersessionLine } from "../../features/references/SupersessionLine.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { langAttribute } from "../../features/tenant/tenant-config.ts";
import { useDates } from "../../i18n/useDates.ts";
import { detailRows } from "./document-details.ts";
import { type DocumentMetadata, headerDate, newerEditionOf } from "./document-rules.ts";

export const TRANSLATION_DEBOUNCE_MS = 1000;

export function DocumentHeader({ metadata }: { metadata: DocumentMetadata }) {
  const { t, i18n } = useTranslation();
  const fmt = useDates();
  const { config } = useTenant();
  const { account } = useAuth();
  const navigate = useNavigate();
  const drm = isDrm(account);
  const date = headerDate(metadata);
  const [details, setDetails] = useState<"details" | "publisher" | null>(null);
  const translationId = useId();
  const versionId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [translation, setTranslation] = useState(metadata.contentCode);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setTranslation(metadata.contentCode), [metadata.contentCode]);
  const mainPublisher = config.publisher?.["publisher-code"] ?? null;
  // Newest first, as the server lists them.
  const versions = metadata.versions;
  // A historical edition points to the current one (issue 12: it had no notice of it).
  const latest = newerEditionOf(metadata);

  return (
    <header className="document__header">
      <DocumentBadges
        documentType={metadata.documentType}
        publisherCode={metadata.publisherCode}
        status={metadata.status}
      />
      {metadata.replacedByContentCode && (
        <p className="document__replaced">
          {t("document.replacedByLabel")}{" "}
          <Link to={documentUrl(metadata.replacedByContentCode, { drm })}>
            {metadata.replacedByFamilyValue || metadata.replacedByContentCode}
          </Link>
        </p>
      )}
      {latest && (
        <p className="document__replaced alert alert--info" role="note">
          {t("document.newerEdition")}{" "}
          <Link to={documentUrl(latest.contentCode, { drm })}>
            <bdi>{latest.displayDesignation || latest.designation}</bdi>
          </Link>
        </p>
      )}
      <h1 className="document__title">
        <span className="document__designation">{metadata.displayDesignation}</span>
        {/* The title is in the document's language, often not the interface's. */}
        <span className="document__name" dir="auto" lang={langAttribute(metadata.languageCode, i18n.language)}>
          {metadata.title}
        </span>
      </h1>
      <div className="document__meta">
        {date && (
          <p>
            {t(`document.date.${date.kind}`)}: <time dateTime={fmt(date.value, "iso")}>{fmt(date.value, "long")}</time>
          </p>
        )}
        {metadata.translations.length > 0 && (
          <div className="inline-field">
            <label htmlFor={translationId}>{t("document.translations")}</label>
            <select
              id={translationId}
              className="field__input field__input--sm"
              value={translation}
              onChange={(e) => {
                const code = e.target.value;
                setTranslation(code);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => navigate(documentUrl(code, { drm })), TRANSLATION_DEBOUNCE_MS);
              }}
            >
              <option value={metadata.contentCode}>
                {metadata.languageCode.split("-")[0].toUpperCase()} ({metadata.languageCode})
              </option>
              {metadata.translations.map((tr) => (
                <option key={tr.contentCode} value={tr.contentCode}>
                  {tr.displayCode}
                  {tr.languageCode ? ` (${tr.languageCode})` : ""}
                  {tr.original ? ` — ${t("document.original")}` : ""}
                </option>
              ))}
            </select>
          </div>
        )}
        {versions.length > 1 && (
          <div className="inline-field">
            <label htmlFor={versionId}>{t("document.otherVersions")}</label>
            <select
              id={versionId}
              className="field__input field__input--sm"
              value={metadata.contentCode}
              onChange={(e) => navigate(documentUrl(e.target.value, { drm }))}
            >
              {versions.map((v) => (
                <option key={v.id} value={v.contentCode}>
                  {v.displayDesignation ?? v.designationNo} — {statusLabel(t, v.status)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="button" className="link-button" onClick={() => setDetails("details")}>
          {t("document.details")}
        </button>
        {mainPublisher && metadata.publisherCode !== mainPublisher && (
          <button type="button" className="link-button" onClick={() => setDetails("publisher")}>
            {t("document.additionalDetails")}
          </button>
        )}
      </div>
      <SupersessionLine metadata={metadata} />
      {details && <DetailsDialog metadata={metadata} kind={details} onClose={() => setDetails(null)} />}
    </header>
  );
}

function DetailsDialog({
  metadata,
  kind,
  onClose,
}: {
  metadata: DocumentMetadata;
  kind: "details" | "publisher";
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useDates();
  const details = useQuery({ ...additionalDetailsQuery(metadata.contentCode), enabled: kind === "details" });
  const publisher = useQuery({ ...publisherDetailsQuery(metadata.contentCode), enabled: kind === "publisher" });
  const rows = useMemo((): [string, string][] | null => {
    if (kind === "details") {
      if (details.isPending) return null;
      return detailRows(
        {
          contentType: metadata.contentType,
          languageCode: metadata.languageCode,
          publishedDate: metadata.publishedDate,
          publishedOnlineDate: metadata.publishedOnlineDate,
          extra: (details.data as Record<string, unknown> | null | undefined) ?? null,
        },
        { t: (key, options) => String(t(key as never, options as never)), formatDate: fmt, locale: i18n.language },
      );
    }
    if (publisher.isPending) return null;
    const data = publisher.data;
    const out: [string, string][] = [];
    if (data) {
      out.push([t("document.publisher"), data.publisherName]);
      const list = (items: { key: string; name: string }[]) => items.map((i) => `${i.key} — ${i.name}`).join("; ");
      if (data.committees.length) out.push([t("document.fields.committees"), list(data.committees)]);
      if (data.icsCodes.length) out.push([t("document.fields.icsCodes"), list(data.icsCodes)]);
      if (data.sectors.length) out.push([t("document.fields.sectors"), list(data.sectors)]);
      if (data.topics.length) out.push([t("document.fields.topics"), list(data.topics)]);
      if (data.equivalent.length) out.push([t("document.fields.equivalent"), data.equivalent.join("; ")]);
      if (data.note.length) out.push([t("document.fields.note"), data.note.join("; ")]);
    }
    return out;
  }, [kind, details.isPending, details.data, publisher.isPending, publisher.data, metadata, t, fmt, i18n.language]);

  return (
    <Modal
      open
      title={t(kind === "details" ? "document.details" : "document.additionalDetails")}
      onClose={onClose}
      size="md"
    >
      {rows === null ? (
        <p>{t("common.loading")}</p>
      ) : rows.length === 0 ? (
        <p>{t("document.noDetails")}</p>
      ) : (
        <dl className="facts">
          {rows.map(([k, v], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are rebuilt whole, never reordered
            <div className="facts__row" key={index}>
              <dt>{k}</dt>
              <dd>
                <bdi>{v}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
