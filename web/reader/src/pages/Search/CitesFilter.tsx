// The "cites" filter of a search (issue 27): only the documents that cite one document, as its
// References tab's "cited by" list names them. Shown above the results with the cited document's
// designation (read from its cited-by list) and a button that lifts the filter.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { documentUrl } from "../../features/documents/document-links.ts";
import { citedByQuery } from "../../features/references/reference-queries.ts";

export function CitesFilter({ contentId, onClear }: { contentId: number; onClear: () => void }) {
  const { t } = useTranslation();
  const cited = useQuery(citedByQuery(contentId, { page: 0 }));
  const designation = cited.data?.displayDesignation;
  return (
    <section className="search-cites" aria-label={t("search.cites.group")}>
      <span className="search-cites__label">
        {designation ? (
          <>
            {t("search.cites.label")}{" "}
            <Link to={documentUrl(cited.data!.contentCode, { tab: "REFERENCES" })}>
              <bdi>{designation}</bdi>
            </Link>
          </>
        ) : cited.isError ? (
          t("search.cites.unavailable")
        ) : (
          t("search.cites.loading")
        )}
      </span>
      <button type="button" className="link-button search-cites__clear" onClick={onClear}>
        {t("search.cites.clear")}
      </button>
    </section>
  );
}
