// My shared publications (/publicationsShared; spec 2 §2 — its call is "not shown": the API's
// GET /api/shared-documents/shared-by/current-user/PUBLICATION): the publications the user shared,
// with whom and when, 10 a page (pagination only above 10), and an empty message. A row opens the
// document after the same verification step as shared-with-me.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { publicationsSharedQuery } from "../../features/sharing/sharing-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { useSharedDocumentColumn } from "./SharedDocumentColumn.tsx";
import { SHARED_PAGE_SIZE, showsPagination } from "./SharedWithMePage.tsx";

export function PublicationsSharedPage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(publicationsSharedQuery({ page, size: SHARED_PAGE_SIZE }));
  const total = q.data?.responseData.totalCount ?? 0;
  const documentColumn = useSharedDocumentColumn<Schemas["SharedDocument"]>();

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("publicationsShared.title")}</h1>
      </div>
      <DocumentTable
        query={q}
        rows={q.data?.responseData.list ?? []}
        rowKey={(s) => s.id}
        total={total}
        empty={t("publicationsShared.none")}
        paging={
          showsPagination(total)
            ? {
                page,
                totalPages: Math.ceil(total / SHARED_PAGE_SIZE),
                onPage: (p) => setParams({ page: String(p) }),
              }
            : undefined
        }
        layout={{
          kind: "table",
          className: "shared-table",
          columns: [
            documentColumn,
            {
              id: "shared-with",
              heading: t("publicationsShared.sharedWith"),
              cell: (s) => (
                <>
                  <div>{s.sharedWith}</div>
                  <div className="muted">{fmt(s.sharedDate, "short")}</div>
                </>
              ),
            },
          ],
        }}
      />
    </div>
  );
}
