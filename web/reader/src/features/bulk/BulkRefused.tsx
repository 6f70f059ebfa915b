// Which documents a bulk action refused and why (issue 29 §2), after its counts: a list folded by
// default (a long selection's refusals would push the results away), each line the document's
// designation and the reason in the reader's language. The API names a document it presents; one
// it does not (not found) is named as the result list showed it, else by its number.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BulkReply } from "./bulk-api.ts";

export function refusedOf(reply: BulkReply): BulkReply["items"] {
  return reply.items.filter((i) => i.outcome === "refused");
}

export function BulkRefused(props: {
  items: BulkReply["items"];
  designationOf?: (contentId: number) => string | undefined;
}) {
  const { t } = useTranslation();
  // The lines are drawn once it is opened: up to the tenant's cap (5,000) of them.
  const [open, setOpen] = useState(false);
  if (props.items.length === 0) return null;
  return (
    <details className="bulk-refused" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t("search.bulk.refusedList", { count: props.items.length })}</summary>
      {open && (
        <ul className="bulk-refused__list">
          {props.items.map((item) => (
            <li key={item.contentId}>
              <bdi className="bulk-refused__designation">
                {item.displayDesignation ??
                  props.designationOf?.(item.contentId) ??
                  t("search.bulk.unknown", { id: item.contentId })}
              </bdi>
              {" — "}
              <span>{t(`search.bulk.why.${item.reason ?? "not-allowed"}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
