// What the shared-with-me and shared-publications pages have in common: the table of shared
// documents (Document, then a column about the person) and opening a row only after the
// verification step says the user may (sharing never grants access; 1 §6: entitlementaccess must
// be 'true'), else the tenant's no-access message.
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { showNoAccess } from "../../features/documents/access-messages.ts";
import { documentUrl } from "../../features/documents/document-links.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";

export interface SharedRow {
  id: number;
  designationNo: string;
  document: { contentCode: string; documentTitle: string; publisherName: string };
}

export function SharedDocumentsTable<R extends SharedRow>(props: {
  rows: R[];
  /** The second column's heading (who shared it, or with whom). */
  personHeading: string;
  person: (row: R) => ReactNode;
}) {
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

  return (
    <table className="table shared-table">
      <thead>
        <tr>
          <th scope="col">{t("sharedWithMe.document")}</th>
          <th scope="col">{props.personHeading}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <button
                type="button"
                className="link-button"
                disabled={opening === s.document.contentCode}
                onClick={() => void open(s.document.contentCode)}
              >
                <strong>{s.designationNo}</strong> {s.document.documentTitle}
              </button>
              <div className="muted">{s.document.publisherName}</div>
            </th>
            <td>{props.person(s)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
