// What the shared-with-me and shared-publications tables have in common: the Document column,
// whose row opens the document only after the verification step says the user may (sharing never
// grants access; 1 §6: entitlementaccess must be 'true'), else the tenant's no-access message.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { showNoAccess } from "../../features/documents/access-messages.ts";
import type { DocumentColumn } from "../../features/documents/DocumentTable.tsx";
import { documentUrl } from "../../features/documents/document-links.ts";
import { documentVerificationQuery } from "../../features/documents/document-queries.ts";
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
  const queryClient = useQueryClient();
  // The document page's own verification query: the page then finds the answer in the cache.
  const opening = useMutation({
    mutationFn: async (contentCode: string) => {
      const { entitled } = await queryClient.fetchQuery(documentVerificationQuery(contentCode));
      if (entitled) navigate(documentUrl(contentCode));
      else await showNoAccess(config);
    },
  });

  return {
    id: "document",
    heading: t("sharedWithMe.document"),
    cell: (s) => (
      <>
        <button
          type="button"
          className="link-button"
          disabled={opening.isPending && opening.variables === s.document.contentCode}
          onClick={() => opening.mutate(s.document.contentCode)}
        >
          <strong>{s.designationNo}</strong> {s.document.documentTitle}
        </button>
        <div className="muted">{s.document.publisherName}</div>
      </>
    ),
  };
}
