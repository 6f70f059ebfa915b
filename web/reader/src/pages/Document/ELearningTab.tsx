// E-learning (spec 1 §2, §8): the courses of the document's family; opening one checks the
// entitlement (status true opens the site in a new tab; code '300' says not entitled; else retry).
// Every course opens the tenant's e-learning site: the courses' reply (GET
// /api/v1/documents/getELearningAssetsByFamily, spec 1 §3 "E-learning item: title, productCode")
// carries no address of its own, and the spec names none to build from the product code.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { eLearningQuery } from "../../features/documents/document-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { openElearning } from "../../shell/Sidebar.tsx";
import type { DocumentMetadata } from "./document-rules.ts";

export function ELearningTab({ metadata }: { metadata: DocumentMetadata }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const q = useQuery(eLearningQuery(metadata.family));
  if (q.isPending) return <p className="empty">{t("common.loading")}</p>;
  const courses = q.data ?? [];
  if (!courses.length) return <p className="empty">{t("elearning.none")}</p>;
  return (
    <ul className="elearning">
      {courses.map((c) => (
        <li key={c.productCode} className="elearning__item">
          <span>
            <strong>{c.title}</strong> <span className="muted">{c.productCode}</span>
          </span>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void openElearning(config.elearning ?? null)}
          >
            {t("elearning.open")}
            <span className="visually-hidden">
              {" "}
              {c.title} ({t("common.newTab")})
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
