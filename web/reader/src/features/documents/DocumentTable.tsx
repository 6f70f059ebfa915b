// The lists of documents of the personal pages — favourites, recently accessed, tracked, shared
// with me, my shared publications, the custom collection — which all show: a loading line, a
// failure with "try again", the page's empty message, else an optional count, the rows and the
// pagination (a page change scrolls to the top). The rows are document cards (`cards`: the
// document, a footer line and actions) or a table (`table`: columns, the first one the row's
// header). What differs from page to page is in the props.
import type { Key, ReactNode, ThHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { ListedDocument } from "../../api/types.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { DocumentCard } from "./DocumentCard.tsx";
import "./document-table.css";

/** What the table needs of a query (TanStack Query's result). */
export interface ListingQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface CardRows<Row> {
  kind: "cards";
  document: (row: Row) => ListedDocument;
  footer?: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
}

export interface DocumentColumn<Row> {
  /** Names the column among the others (React's key). */
  id: string;
  heading: ReactNode;
  headingProps?: ThHTMLAttributes<HTMLTableCellElement>;
  cell: (row: Row) => ReactNode;
  /** The cell's tooltip. */
  cellTitle?: (row: Row) => string;
  /** A column of buttons: as narrow as they are. */
  actions?: boolean;
}

export interface TableRows<Row> {
  kind: "table";
  /** The page's own class (its tests and styles find the table by it). */
  className: string;
  /** The first column is each row's header. */
  columns: DocumentColumn<Row>[];
}

export function DocumentTable<Row>(props: {
  query: ListingQuery;
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** The number of documents of every page. */
  total: number;
  /** Said when there are none. */
  empty: string;
  /** A line above the rows ("12 favourites"); none when absent. */
  count?: string;
  /** Absent: no pagination. */
  paging?: { page: number; totalPages: number; onPage: (page: number) => void };
  layout: CardRows<Row> | TableRows<Row>;
}) {
  const { t } = useTranslation();
  const { query, layout, paging } = props;
  if (query.isPending) return <p className="empty">{t("common.loading")}</p>;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (props.total === 0) return <p className="empty">{props.empty}</p>;
  return (
    <>
      {props.count !== undefined && <p className="page__count">{props.count}</p>}
      {layout.kind === "cards" ? (
        <ul className="doc-list">
          {props.rows.map((row) => (
            <li key={props.rowKey(row)}>
              <DocumentCard
                headingLevel={2}
                document={layout.document(row)}
                footer={layout.footer?.(row)}
                actions={layout.actions?.(row)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <table className={`table document-table ${layout.className}`}>
          <thead>
            <tr>
              {layout.columns.map((c) => (
                <th key={c.id} scope="col" {...c.headingProps}>
                  {c.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {layout.columns.map((c, i) => {
                  const cell = {
                    title: c.cellTitle?.(row),
                    className: c.actions ? "document-table__actions" : undefined,
                  };
                  return i === 0 ? (
                    <th key={c.id} scope="row" {...cell}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.id} {...cell}>
                      {c.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {paging && (
        <Pagination
          page={paging.page}
          totalPages={paging.totalPages}
          onPage={(p) => {
            paging.onPage(p);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

/**
 * A button acting on one document of a list: its visible label, and the document's designation
 * for screen readers ("Remove ASTM D3039"), so that a list of them can be told apart.
 */
export function DocumentAction(props: {
  label: ReactNode;
  designation: string;
  onClick: () => void;
  variant?: "secondary" | "danger";
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button button--${props.variant ?? "secondary"} button--sm`}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.label}
      <span className="visually-hidden"> {props.designation}</span>
    </button>
  );
}
