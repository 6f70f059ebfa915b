// Publisher logos (spec 1 §2, §3: billboardLogo of publisher nodes, PublisherLogoFileName of the
// billboard) are images the API serves by publisher code, cached by the browser (getPublisherLogo).

/** The URL of a publisher's logo; null when the publisher names no logo file. */
export function publisherLogoUrl(
  publisherCode: string | null | undefined,
  file: string | null | undefined,
): string | null {
  return publisherCode && file ? `/api/publishers/${encodeURIComponent(publisherCode)}/logo` : null;
}
