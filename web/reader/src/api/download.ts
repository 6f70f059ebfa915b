// Saving a blob reply as a file (downloads, RIS citations, help PDFs, MARC records): the name
// comes from content-disposition, else the given default; the object URL is revoked after 1 s
// (spec: download link cleanup 1000 ms).

export const DOWNLOAD_CLEANUP_MS = 1000;

/** The file name of a content-disposition header (filename* first, then filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    a.remove();
  }, DOWNLOAD_CLEANUP_MS);
}
