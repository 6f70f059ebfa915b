// Document badges (spec 1 §2): document type, publisher code, status and 'replaced by'.
import { useTranslation } from "react-i18next";
import { statusTone } from "./document-links.ts";
import "./badges.css";

export function DocumentBadges({
  documentType,
  publisherCode,
  status,
  replacedBy,
}: {
  documentType?: string | null;
  publisherCode?: string | null;
  status?: string | null;
  replacedBy?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="badges" aria-label={t("document.badges")}>
      {documentType && (
        <li className="badge badge--type">
          <span className="visually-hidden">{t("document.type")}: </span>
          {documentType}
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
          {status}
        </li>
      )}
      {replacedBy && <li className="badge badge--replaced">{t("document.replacedBy", { designation: replacedBy })}</li>}
    </ul>
  );
}
