// Documents a user is (or is not) entitled to, asked of the API the way the reader asks
// (GET /api/documents/verification/contentCode answers the verdict in the entitlementaccess
// header), so that the browser tests do not depend on which publishers the seed grants.
import type { ApiFixture } from "../harness/index.ts";

export interface FoundDocument {
  id: number;
  contentCode: string;
  title: string;
  displayDesignation: string;
}

/**
 * The first latest English document (one per publisher, in id order) whose verification for this
 * user on this tenant answers `entitled`.
 */
export async function documentWithAccess(
  api: ApiFixture,
  options: { email: string; tenant: string; entitled: boolean },
): Promise<FoundDocument> {
  const token = await api.login(options.email, { tenant: options.tenant });
  const candidates = await api.db.document.findMany({
    where: { isLatest: true, languageCode: "en-US" },
    distinct: ["publisherId"],
    orderBy: { id: "asc" },
    select: { id: true, contentCode: true, title: true, displayDesignation: true },
  });
  for (const doc of candidates) {
    const reply = await api.request({
      method: "GET",
      url: `/api/documents/verification/contentCode?contentCode=${encodeURIComponent(doc.contentCode)}`,
      token,
      tenant: options.tenant,
    });
    if (reply.statusCode !== 200) continue;
    if ((reply.headers.entitlementaccess === "true") === options.entitled) return doc;
  }
  throw new Error(`no document ${options.entitled ? "open" : "refused"} to ${options.email} on ${options.tenant}`);
}
