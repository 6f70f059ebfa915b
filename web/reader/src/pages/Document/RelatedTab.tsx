// Related content (spec 1 §2): collapsible sections Standard References, SOP, TMA and
// Supplemental Documents, each a table of designation and title; only non-empty sections count.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Schemas } from "../../api/types.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { isDrm } from "../../features/auth/guards.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { relatedContentQuery } from "../../features/documents/document-queries.ts";
import type { DocumentMetadata } from "./document-rules.ts";
import { AccordionItem } from "./WorkItemsTab.tsx";
import "./accordion.css";

const SECTIONS = [
  ["citedContent", "related.citedContent"],
  ["sop", "related.sop"],
  ["tma", "related.tma"],
  ["supplements", "related.supplements"],
] as const;

export function RelatedTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { account } = useAuth();
  const q = useQuery(relatedContentQuery(metadata.contentCode));
  const sections = SECTIONS.map(([key, label]) => ({
    key,
    label,
    items: (q.data?.[key] ?? []) as Schemas["RelatedItem"][],
  })).filter((s) => s.items.length > 0);
  const [open, setOpen] = useState<Set<string>>(new Set(["citedContent", "sop", "tma", "supplements"]));
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
  if (!sections.length) return <p className="empty">{t("related.none")}</p>;
  return (
    <ul className="accordion">
      {sections.map((s) => (
        <AccordionItem
          key={s.key}
          title={`${t(s.label)} (${s.items.length})`}
          open={open.has(s.key)}
          onToggle={() =>
            setOpen((o) => {
              const next = new Set(o);
              if (next.has(s.key)) next.delete(s.key);
              else next.add(s.key);
              return next;
            })
          }
        >
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("related.designation")}</th>
                <th scope="col">{t("related.title")}</th>
              </tr>
            </thead>
            <tbody>
              {s.items.map((item) => (
                <tr key={item.contentCode}>
                  <td>
                    <Link to={documentUrl(item.contentCode, { drm: isDrm(account) })}>{item.designationOrFamily}</Link>
                  </td>
                  <td>{item.title}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </AccordionItem>
      ))}
    </ul>
  );
}
