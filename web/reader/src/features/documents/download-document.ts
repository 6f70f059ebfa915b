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

/** A PDF download's reply as the typed client gives it (null: no answer at all). */
type PdfReply = { data?: unknown; error?: unknown; response: Response } | null;

/**
 * One PDF download (spec 1 §2, §8), whichever call makes it: a document that may not be downloaded
 * shows the tenant's no-PDF message without asking; an empty file its no-access message; a
 * failure the tenant's access message, whose outcome is returned (undefined when saved).
 */
export async function downloadPdf(
  config: TenantConfig,
  document: { designation: string; downloadable: boolean },
  request: () => Promise<PdfReply>,
): Promise<Awaited<ReturnType<typeof documentFailure>> | undefined> {
  if (!document.downloadable) {
    await showNoPdf(config);
    return "no-pdf";
  }
  const result = await request().catch(() => null);
  if (!result) return undefined;
  if (result.data) {
    const blob = result.data as Blob;
    // Spec 1 §8: an empty download shows the tenant's no-access message.
    if (blob.size === 0) {
      await showNoAccess(config);
      return "no-access";
    }
    saveBlob(blob, fileNameOf(result.response.headers.get("content-disposition"), `${document.designation}.pdf`));
    return undefined;
  }
  return documentFailure(config, result.response.status, isProblem(result.error) ? result.error : null);
}

export async function downloadDocument(
  config: TenantConfig,
  document: { contentCode: string; designation: string; downloadable: boolean },
  compassPoints: boolean,
): Promise<void> {
  const outcome = await downloadPdf(config, document, () =>
    client.GET("/api/documents/download", {
      params: { query: { contentCode: document.contentCode, compassPoints } },
      parseAs: "blob",
      ...ui({ silent: true }),
    }),
  );
  if (outcome === "no-content") window.location.assign("/");
}
