// My shared publications (/publicationsShared; spec 2 §2 — its call is "not shown": the API's
// GET /api/shared-documents/shared-by/current-user/PUBLICATION): the publications the user shared,
// with whom and when, 10 a page (pagination only above 10), and an empty message. A row opens the
// document after the same verification step as shared-with-me.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { client, ui } from "../../api/client.ts";
import { useQuery } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { showNoAccess } from "../../features/documents/access-messages.ts";
import { documentUrl } from "../../features/documents/document-links.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { useDates } from "../../i18n/useDates.ts";
import { SHARED_PAGE_SIZE, showsPagination } from "./SharedWithMePage.tsx";
import "./shared-with-me.css";

export function PublicationsSharedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const navigate = useNavigate();
  const { config } = useTenant();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const [opening, setOpening] = useState<string | null>(null);
  const q = useQuery(
    `publicationsShared:${page}`,
    async () =>
      (
        await client.GET("/api/shared-documents/shared-by/current-user/PUBLICATION", {
          params: { query: { page, size: SHARED_PAGE_SIZE } },
        })
      ).data,
  );
  const total = q.data?.responseData.totalCount ?? 0;

  async function open(contentCode: string) {
    setOpening(contentCode);
    try {
      const result = await client.GET("/api/documents/verification/contentCode", {
        params: { query: { contentCode } },
        ...ui({ silent: true }),
      });
      if (result.response.headers.get("entitlementaccess") === "true") navigate(documentUrl(contentCode));
      else await showNoAccess(config);
    } finally {
      setOpening(null);
    }
  }

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("publicationsShared.title")}</h1>
      </div>
      {q.loading && !q.data ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.failed ? (
        <LoadFailed onRetry={q.reload} />
      ) : total === 0 ? (
        <p className="empty">{t("publicationsShared.none")}</p>
      ) : (
        <>
          <table className="table shared-table">
            <thead>
              <tr>
                <th scope="col">{t("sharedWithMe.document")}</th>
                <th scope="col">{t("publicationsShared.sharedWith")}</th>
              </tr>
            </thead>
            <tbody>
              {q.data?.responseData.list.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <button
                      type="button"
                      className="link-button"
                      disabled={opening === s.document.contentCode}
                      onClick={() => void open(s.document.contentCode)}
                    >
                      <strong>{s.designationNo}</strong> {s.document.documentTitle}
                    </button>
                    <div className="muted">{s.document.publisherName}</div>
                  </th>
                  <td>
                    <div>{s.sharedWith}</div>
                    <div className="muted">{fmt(s.sharedDate, "short")}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {showsPagination(total) && (
            <Pagination
              page={page}
              totalPages={Math.ceil(total / SHARED_PAGE_SIZE)}
              onPage={(p) => {
                setParams({ page: String(p) });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
