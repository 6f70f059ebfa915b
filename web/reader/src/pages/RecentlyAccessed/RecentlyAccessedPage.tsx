// Recently accessed documents (/recently-accessed): most recently opened first, 10 per page.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { DocumentCard } from "../../features/documents/DocumentCard.tsx";
import { accessedDocumentsQuery } from "../../features/history/history-queries.ts";
import { useDates } from "../../i18n/useDates.ts";

const PAGE_SIZE = 10;

export function RecentlyAccessedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(accessedDocumentsQuery(page, PAGE_SIZE));
  const total = q.data?.count ?? 0;
  return (
    <div className="page page--wide">
      <h1 className="page__title">{t("recent.title")}</h1>
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : total === 0 ? (
        <p className="empty">{t("home.empty.recent")}</p>
      ) : (
        <>
          <ul className="doc-list">
            {q.data?.result.map((a) => (
              <li key={a.id}>
                <DocumentCard
                  headingLevel={2}
                  document={a.document}
                  footer={t("recent.footer", { date: fmt(a.lastAccessedDate, "time"), count: a.accessCount })}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={Math.ceil(total / PAGE_SIZE)}
            onPage={(p) => {
              setParams({ page: String(p) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
