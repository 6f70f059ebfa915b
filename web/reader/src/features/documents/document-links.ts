// Addresses of the document page (spec 1 §2): /document/?contentCode=…, or /document-view/ for
// DRM sessions; extra parameters page, annotationid and compasspointuuid.
export function documentUrl(
  contentCode: string,
  options: { drm?: boolean; page?: number | null; tab?: string | null } = {},
): string {
  const params = new URLSearchParams({ contentCode });
  if (options.page && options.page > 0) params.set("page", String(options.page));
  if (options.tab) params.set("tab", options.tab);
  return `${options.drm ? "/document-view/" : "/document/"}?${params.toString()}`;
}

/** Statuses shown with the standard (current) badge. */
const CURRENT = new Set(["active", "adopted", "current"]);
const WITHDRAWN = /^withdrawn/i;

export function statusTone(status: string): "current" | "historical" | "withdrawn" | "replaced" {
  const s = status.trim().toLowerCase();
  if (CURRENT.has(s)) return "current";
  if (WITHDRAWN.test(s)) return "withdrawn";
  if (s === "replaced") return "replaced";
  return "historical";
}
