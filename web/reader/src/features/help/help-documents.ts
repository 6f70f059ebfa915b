// Help PDFs and MARC records (spec 3 §7): blobs saved as files named by their title.
import { client, ui } from "../../api/client.ts";
import { fileNameOf, saveBlob } from "../../api/download.ts";

export const DEFAULT_HELP_TITLE = "support_help";

/** The title of a help-document address of the tenant's help menu or tips (…/getHelpDocument?title=x). */
export function helpTitleOf(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^[A-Za-z0-9_-]{1,100}$/.test(url)) return url;
  try {
    const parsed = new URL(url, "http://reader.local");
    if (!parsed.pathname.endsWith("/api/documents/getHelpDocument")) return null;
    return parsed.searchParams.get("title") || DEFAULT_HELP_TITLE;
  } catch {
    return null;
  }
}

export async function downloadHelpDocument(title: string = DEFAULT_HELP_TITLE, format = "pdf"): Promise<void> {
  const result = await client.GET("/api/documents/getHelpDocument", {
    params: { query: { title, format } },
    parseAs: "blob",
    ...ui({ errorMessage: { key: "help.downloadFailed" } }),
  });
  if (result.data)
    saveBlob(result.data as Blob, fileNameOf(result.response.headers.get("content-disposition"), `${title}.${format}`));
}

export type MarcTitle = "journals" | "manuals" | "standards_abbreviations";

export async function downloadMarc(title: MarcTitle, format: "mrc" | "xml"): Promise<void> {
  const result = await client.GET("/api/documents/getMarcDocument", {
    params: { query: { title, format } },
    parseAs: "blob",
  });
  if (result.data)
    saveBlob(result.data as Blob, fileNameOf(result.response.headers.get("content-disposition"), `${title}.${format}`));
}
