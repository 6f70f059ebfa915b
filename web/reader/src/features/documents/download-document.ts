// Downloading a document's PDF (spec 1 §2, §8), with or without the user's compass points in it:
// from the document's action bar and from its Compass Points tab. A document that may not be
// downloaded shows the tenant's no-PDF message; an empty file its no-access message; a failure
// the tenant's access outcome (no content: back to /).
import { isProblem } from "@norma/web-shared/problem";
import { client, ui } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";
import type { TenantConfig } from "../../api/types.ts";
import { documentFailure, showNoAccess, showNoPdf } from "./access-messages.ts";

/**
 * Whether the PDF can be downloaded with the user's compass points in it: a signed-in user with
 * compass points on, a document with activated compass points, outside DRM reading.
 */
export function mayDownloadWithCompassPoints(
  account: { compassPointFlag?: boolean | null } | null,
  document: { hasActivatedCompassPoint?: boolean | null },
  { anonymous, drm }: { anonymous: boolean; drm: boolean },
): boolean {
  return account?.compassPointFlag === true && document.hasActivatedCompassPoint === true && !anonymous && !drm;
}

export async function downloadDocument(
  config: TenantConfig,
  document: { contentCode: string; designation: string; downloadable: boolean },
  compassPoints: boolean,
): Promise<void> {
  if (!document.downloadable) {
    await showNoPdf(config);
    return;
  }
  const result = await client
    .GET("/api/documents/download", {
      params: { query: { contentCode: document.contentCode, compassPoints } },
      parseAs: "blob",
      ...ui({ silent: true }),
    })
    .catch(() => null);
  if (!result) return;
  if (result.data) {
    const blob = result.data as unknown as Blob;
    // Spec 1 §8: an empty download shows the tenant's no-access message.
    if (blob.size === 0) {
      await showNoAccess(config);
      return;
    }
    saveBlob(blob, fileNameOf(result.response.headers.get("content-disposition"), `${document.designation}.pdf`));
    return;
  }
  const outcome = await documentFailure(config, result.response.status, isProblem(result.error) ? result.error : null);
  if (outcome === "no-content") window.location.assign("/");
}
