// My shared publications (/publicationsShared; spec 2 §2 — its call is "not shown": the API's
// GET /api/shared-documents/shared-by/current-user/PUBLICATION): the publications the user shared,
// with whom and when, 10 a page (pagination only above 10), and an empty message. A row opens the
// document after the same verification step as shared-with-me.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { publicationsSharedQuery } from "../../features/sharing/sharing-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { SharedDocumentsTable } from "./SharedDocumentsTable.tsx";
import { SHARED_PAGE_SIZE, showsPagination } from "./SharedWithMePage.tsx";
import "./shared-with-me.css";

export function PublicationsSharedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(publicationsSharedQuery({ page, size: SHARED_PAGE_SIZE }));
  const total = q.data?.responseData.totalCount ?? 0;

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("publicationsShared.title")}</h1>
      </div>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : total === 0 ? (
        <p className="empty">{t("publicationsShared.none")}</p>
      ) : (
        <>
          <SharedDocumentsTable
            rows={q.data?.responseData.list ?? []}
            personHeading={t("publicationsShared.sharedWith")}
            person={(s) => (
              <>
                <div>{s.sharedWith}</div>
                <div className="muted">{fmt(s.sharedDate, "short")}</div>
              </>
            )}
          />
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
