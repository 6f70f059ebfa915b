// Custom collections (/custom-collections; spec 2 §2, §7, §9): the account's documents in a table
// (Designation, Title, Publisher, download icon), sortable on designation — Z–A first on this page
// (ALPHA_DESC), A–Z on request — with page sizes 10, 20, 50 and 100, pagination and an empty
// message. The download icon saves the document's PDF (the call the spec does not show:
// GET /api/v1/custom-collection/current-user/download).
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { client, ui } from "../../api/client.ts";
import { DownloadIcon } from "../../components/icons.tsx";
import { customCollectionQuery } from "../../features/custom-collections/custom-collection-queries.ts";
import { DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { downloadPdf } from "../../features/documents/download-document.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import "./custom-collections.css";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type CollectionSort = "ALPHA_ASC" | "ALPHA_DESC";

/** The page's sort: ALPHA_DESC unless the URL says asc (spec 2 §7: the table's default). */
export function collectionSort(param: string | null): CollectionSort {
  return param === "asc" ? "ALPHA_ASC" : "ALPHA_DESC";
}

/** A page size of the selector (10 unless the URL names another allowed one). */
export function pageSize(param: string | null): PageSize {
  const n = Number(param);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : 10;
}

/** The publisher code is the first part of the content code (PUBLISHER|DESIGNATION|LANGUAGE). */
export const publisherCode = (contentCode: string) => contentCode.split("|")[0];

export function CustomCollectionsPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const [params, setParams] = useSearchParams();
  const sort = collectionSort(params.get("sort"));
  const size = pageSize(params.get("size"));
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(customCollectionQuery({ sortType: sort, pageSize: size, offset: page }));
  const total = q.data?.value.totalElements ?? 0;

  const go = (next: { sort?: CollectionSort; size?: PageSize; page?: number }) =>
    setParams({
      sort: (next.sort ?? sort) === "ALPHA_ASC" ? "asc" : "desc",
      size: String(next.size ?? size),
      page: String(next.page ?? 0),
    });

  const download = useMutation({
    mutationFn: (item: { contentCode: string; designation: string; downloadable: boolean }) =>
      downloadPdf(config, item, () =>
        client.GET("/api/v1/custom-collection/current-user/download", {
          params: { query: { contentCode: item.contentCode } },
          parseAs: "blob",
          ...ui({ silent: true }),
        }),
      ),
  });

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("customCollections.title")}</h1>
        <label className="custom-collections__size">
          {t("customCollections.pageSize")}{" "}
          <select
            className="field__input"
            value={size}
            onChange={(e) => go({ size: pageSize(e.target.value), page: 0 })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DocumentTable
        query={q}
        rows={q.data?.value.content ?? []}
        rowKey={(item) => item.contentID}
        total={total}
        empty={t("customCollections.none")}
        count={t("customCollections.count", { count: total })}
        paging={{ page, totalPages: Math.ceil(total / size), onPage: (p) => go({ page: p }) }}
        layout={{
          kind: "table",
          className: "custom-collections",
          columns: [
            {
              id: "designation",
              heading: (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => go({ sort: sort === "ALPHA_ASC" ? "ALPHA_DESC" : "ALPHA_ASC", page: 0 })}
                  aria-label={t(sort === "ALPHA_ASC" ? "customCollections.sortDesc" : "customCollections.sortAsc")}
                >
                  {t("customCollections.designation")} {sort === "ALPHA_ASC" ? "↑" : "↓"}
                </button>
              ),
              headingProps: { "aria-sort": sort === "ALPHA_ASC" ? "ascending" : "descending" },
              cell: (item) => <Link to={documentUrl(item.contentCode)}>{item.designation}</Link>,
            },
            { id: "title", heading: t("customCollections.documentTitle"), cell: (item) => item.title },
            {
              id: "publisher",
              heading: t("customCollections.publisher"),
              cell: (item) => publisherCode(item.contentCode),
              cellTitle: (item) => item.publisherName,
            },
            {
              id: "download",
              heading: <span className="visually-hidden">{t("customCollections.download")}</span>,
              actions: true,
              cell: (item) => (
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={
                    download.isPending && item.downloadable && download.variables.contentCode === item.contentCode
                  }
                  onClick={() => download.mutate(item)}
                >
                  <DownloadIcon />
                  <span className="visually-hidden">
                    {t("customCollections.downloadDocument", { designation: item.designation })}
                  </span>
                </button>
              ),
            },
          ],
        }}
      />
    </div>
  );
}
