// Recently accessed documents (/recently-accessed): most recently opened first, 10 per page.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { client } from "../../api/client.ts";
import { useQuery } from "../../api/queries.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { DocumentCard } from "../../features/documents/DocumentCard.tsx";
import { useDates } from "../../i18n/useDates.ts";

const PAGE_SIZE = 10;

export function RecentlyAccessedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(
    `recent:${page}`,
    async () =>
      (await client.GET("/api/accessed-documents/current-user", { params: { query: { page, size: PAGE_SIZE } } })).data,
  );
  const total = q.data?.count ?? 0;
  return (
    <div className="page page--wide">
      <h1 className="page__title">{t("recent.title")}</h1>
      {q.loading && !q.data ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.failed ? (
        <LoadFailed onRetry={q.reload} />
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
