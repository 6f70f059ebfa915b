// Custom collections (/custom-collections; spec 2 §2, §7, §9): the account's documents in a table
// (Designation, Title, Publisher, download icon), sortable on designation — Z–A first on this page
// (ALPHA_DESC), A–Z on request — with page sizes 10, 20, 50 and 100, pagination and an empty
// message. The download icon saves the document's PDF (the call the spec does not show:
// GET /api/v1/custom-collection/current-user/download).
import { isProblem } from "@norma/web-shared/problem";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { client, ui } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import { DownloadIcon } from "../../components/icons.tsx";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { customCollectionQuery } from "../../features/custom-collections/custom-collection-queries.ts";
import { documentFailure, showNoAccess, showNoPdf } from "../../features/documents/access-messages.ts";
import { documentUrl } from "../../features/documents/document-links.ts";
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
  const [busy, setBusy] = useState<string | null>(null);
  const q = useQuery(customCollectionQuery({ sortType: sort, pageSize: size, offset: page }));
  const total = q.data?.value.totalElements ?? 0;

  const go = (next: { sort?: CollectionSort; size?: PageSize; page?: number }) =>
    setParams({
      sort: (next.sort ?? sort) === "ALPHA_ASC" ? "asc" : "desc",
      size: String(next.size ?? size),
      page: String(next.page ?? 0),
    });

  async function download(item: { contentCode: string; designation: string; downloadable: boolean }) {
    if (!item.downloadable) {
      await showNoPdf(config);
      return;
    }
    setBusy(item.contentCode);
    const result = await client
      .GET("/api/v1/custom-collection/current-user/download", {
        params: { query: { contentCode: item.contentCode } },
        parseAs: "blob",
        ...ui({ silent: true }),
      })
      .catch(() => null);
    setBusy(null);
    if (!result) return;
    if (result.data) {
      const blob = result.data as unknown as Blob;
      if (blob.size === 0) await showNoAccess(config);
      else saveBlob(blob, fileNameOf(result.response.headers.get("content-disposition"), `${item.designation}.pdf`));
      return;
    }
    await documentFailure(config, result.response.status, isProblem(result.error) ? result.error : null);
  }

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
      {q.isPending ? (
        <p className="empty">{t("common.loading")}</p>
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : total === 0 ? (
        <p className="empty">{t("customCollections.none")}</p>
      ) : (
        <>
          <p className="page__count">{t("customCollections.count", { count: total })}</p>
          <table className="table custom-collections">
            <thead>
              <tr>
                <th scope="col" aria-sort={sort === "ALPHA_ASC" ? "ascending" : "descending"}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => go({ sort: sort === "ALPHA_ASC" ? "ALPHA_DESC" : "ALPHA_ASC", page: 0 })}
                    aria-label={t(sort === "ALPHA_ASC" ? "customCollections.sortDesc" : "customCollections.sortAsc")}
                  >
                    {t("customCollections.designation")} {sort === "ALPHA_ASC" ? "↑" : "↓"}
                  </button>
                </th>
                <th scope="col">{t("customCollections.documentTitle")}</th>
                <th scope="col">{t("customCollections.publisher")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("customCollections.download")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data?.value.content.map((item) => (
                <tr key={item.contentID}>
                  <th scope="row">
                    <Link to={documentUrl(item.contentCode)}>{item.designation}</Link>
                  </th>
                  <td>{item.title}</td>
                  <td title={item.publisherName}>{publisherCode(item.contentCode)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      disabled={busy === item.contentCode}
                      onClick={() => void download(item)}
                    >
                      <DownloadIcon />
                      <span className="visually-hidden">
                        {t("customCollections.downloadDocument", { designation: item.designation })}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            totalPages={Math.ceil(total / size)}
            onPage={(p) => {
              go({ page: p });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
