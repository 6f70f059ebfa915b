// Document badges (spec 1 §2): document type, publisher code, status and 'replaced by'; the
// type and the status in the user's language (issue 12: they stayed English), publisher codes as they are.
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { statusTone } from "./document-links.ts";
import "./badges.css";

/** The key of a catalogue value's name: "Test Method" → "TEST_METHOD" (unknown values show as they are). */
export function badgeKey(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_");
}

/** A document status ("Active", "Historical", …) in the user's language; an unknown one as it is. */
export function statusLabel(t: TFunction, status: string): string {
  return t(`document.statuses.${badgeKey(status)}` as never, { defaultValue: status }) as string;
}

export function DocumentBadges({
  documentType,
  publisherCode,
  status,
  replacedBy,
  locked,
}: {
  documentType?: string | null;
  publisherCode?: string | null;
  status?: string | null;
  replacedBy?: string | null;
  /** The selected account is not entitled to open it (a lock badge). */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="badges" aria-label={t("document.badges")}>
      {documentType && (
        <li className="badge badge--type">
          <span className="visually-hidden">{t("document.type")}: </span>
          {t(`document.documentTypes.${badgeKey(documentType)}` as never, { defaultValue: documentType })}
        </li>
      )}
      {publisherCode && (
        <li className="badge badge--publisher">
          <span className="visually-hidden">{t("document.publisher")}: </span>
          {publisherCode}
        </li>
      )}
      {status && (
        <li className={`badge badge--status badge--${statusTone(status)}`}>
          <span className="visually-hidden">{t("document.status")}: </span>
          {statusLabel(t, status)}
        </li>
      )}
      {locked && (
        <li className="badge badge--locked">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
            <path
              fill="currentColor"
              d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3z"
            />
          </svg>{" "}
          {t("search.card.locked")}
        </li>
      )}
      {replacedBy && <li className="badge badge--replaced">{t("document.replacedBy", { designation: replacedBy })}</li>}
    </ul>
  );
}
