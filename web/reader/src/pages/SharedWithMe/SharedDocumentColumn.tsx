// What the shared-with-me and shared-publications tables have in common: the Document column,
// whose row opens the document only after the verification step says the user may (sharing never
// grants access; 1 §6: entitlementaccess must be 'true'), else the tenant's no-access message.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { showNoAccess } from "../../features/documents/access-messages.ts";
import type { DocumentColumn } from "../../features/documents/DocumentTable.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

export interface SharedRow {
  id: number;
  designationNo: string;
  document: { contentCode: string; documentTitle: string; publisherName: string };
}

export function useSharedDocumentColumn<R extends SharedRow>(): DocumentColumn<R> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useTenant();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(contentCode: string) {
    setOpening(contentCode);
    try {
      const result = await client.GET("/api/documents/verification/contentCode", {
        params: { query: { contentCode } },
        ...ui({ silent: true }),
      });
      if (result.response.headers.get("entitlementaccess") === "true") navigate(documentUrl(contentCode));
      else await showNoAccess(config);
    } finally {
      setOpening(null);
    }
  }

  return {
    id: "document",
    heading: t("sharedWithMe.document"),
    cell: (s) => (
      <>
        <button
          type="button"
          className="link-button"
          disabled={opening === s.document.contentCode}
          onClick={() => void open(s.document.contentCode)}
        >
          <strong>{s.designationNo}</strong> {s.document.documentTitle}
        </button>
        <div className="muted">{s.document.publisherName}</div>
      </>
    ),
  };
}
