// A document card (home tabs, favourites, tracked and recently accessed lists): badges,
// designation, title and a footer; the whole card opens the document by its content code.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListedDocument } from "../../api/types.ts";
import { useAuth } from "../auth/AuthContext.tsx";
import { isDrm } from "../auth/guards.tsx";
import { DocumentBadges } from "./Badges.tsx";
import { documentUrl } from "./document-links.ts";
import "./document-card.css";

export function DocumentCard({
  document,
  footer,
  actions,
  headingLevel = 3,
}: {
  document: ListedDocument;
  footer?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { account } = useAuth();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="doc-card">
      <DocumentBadges
        documentType={document.documentType}
        publisherCode={document.publisherCode}
        status={document.status}
      />
      <Heading className="doc-card__title">
        <Link className="doc-card__link" to={documentUrl(document.contentCode, { drm: isDrm(account) })}>
          <span className="doc-card__designation">{document.displayDesignation || document.designationNo}</span>
          <span className="doc-card__name">{document.documentTitle}</span>
        </Link>
      </Heading>
      {(footer || actions) && (
        <div className="doc-card__footer">
          {footer && <div className="doc-card__meta">{footer}</div>}
          {actions && <div className="doc-card__actions">{actions}</div>}
        </div>
      )}
    </article>
  );
}
