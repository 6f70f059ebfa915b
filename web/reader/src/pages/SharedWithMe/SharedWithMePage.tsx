// Shared with me (/sharedWithMe; spec 2 §2, §7): documents others shared with the user, directly
// or through a group, as two tables — standards and publications — with the columns Document and
// Shared by, 10 a page (pagination only above 10), and an empty message. A row opens the
// document only after the verification step says the user may (sharing never grants access):
// otherwise the tenant's no-access message.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { Tabs } from "../../components/Tabs.tsx";
import { DocumentTable } from "../../features/documents/DocumentTable.tsx";
import { type SharedKind, sharedWithMeQuery } from "../../features/sharing/sharing-queries.ts";
import { useDates } from "../../i18n/useDates.ts";
import { useSharedDocumentColumn } from "./SharedDocumentColumn.tsx";

export const SHARED_PAGE_SIZE = 10;

/** The tab of the URL (standards unless it says publications). */
export function sharedKind(param: string | null): SharedKind {
  return param === "publications" ? "PUBLICATION" : "STANDARD";
}

/** Spec 2 §2: pagination appears only when the count exceeds the page size. */
export function showsPagination(total: number): boolean {
  return total > SHARED_PAGE_SIZE;
}

/** "First Last", else the e-mail. */
export function sharerName(s: {
  email: string;
  sharedByUserAccount: { user: { firstName: string | null; lastName: string | null } };
}) {
  const { firstName, lastName } = s.sharedByUserAccount.user;
  return [firstName, lastName].filter((x) => x?.trim()).join(" ") || s.email;
}

export function SharedWithMePage() {
  const { t } = useTranslation();
  const fmt = useDates();
  const [params, setParams] = useSearchParams();
  const kind = sharedKind(params.get("tab"));
  const page = Math.max(0, Number.parseInt(params.get("page") ?? "0", 10) || 0);
  const q = useQuery(sharedWithMeQuery(kind, { page, size: SHARED_PAGE_SIZE }));
  const total = q.data?.responseData.totalCount ?? 0;
  const documentColumn = useSharedDocumentColumn<Schemas["SharedDocument"]>();

  const select = (id: string) => setParams(id === "publications" ? { tab: "publications" } : {});

  return (
    <div className="page page--wide">
      <div className="page__head">
        <h1 className="page__title">{t("sharedWithMe.title")}</h1>
      </div>
      <Tabs
        label={t("sharedWithMe.title")}
        idPrefix="shared"
        tabs={[
          { id: "standards", label: t("sharedWithMe.standards") },
          { id: "publications", label: t("sharedWithMe.publications") },
        ]}
        selected={kind === "STANDARD" ? "standards" : "publications"}
        onSelect={select}
      >
        <DocumentTable
          query={q}
          rows={q.data?.responseData.list ?? []}
          rowKey={(s) => s.id}
          total={total}
          empty={t(kind === "STANDARD" ? "sharedWithMe.noStandards" : "sharedWithMe.noPublications")}
          paging={
            showsPagination(total)
              ? {
                  page,
                  totalPages: Math.ceil(total / SHARED_PAGE_SIZE),
                  onPage: (p) =>
                    setParams({ ...(kind === "PUBLICATION" ? { tab: "publications" } : {}), page: String(p) }),
                }
              : undefined
          }
          layout={{
            kind: "table",
            className: "shared-table",
            columns: [
              documentColumn,
              {
                id: "shared-by",
                heading: t("sharedWithMe.sharedBy"),
                cell: (s) => (
                  <>
                    <div>{sharerName(s)}</div>
                    <div className="muted">
                      {s.sharedWithGroup
                        ? t("sharedWithMe.viaGroup", {
                            group: s.sharedWithGroup.name,
                            date: fmt(s.sharedDate, "short"),
                          })
                        : fmt(s.sharedDate, "short")}
                    </div>
                  </>
                ),
              },
            ],
          }}
        />
      </Tabs>
    </div>
  );
}
