// What opening a share link answered (POST /api/contentShare/links/open/{token}), for its landing
// page: the document to open, or why not — expired or revoked (410, told apart by the problem's
// message key), not entitled (403), unknown (404, or a token that cannot be one).
import type { Problem } from "@norma/web-shared/problem";

/** The shape of a link's token (openapi.yaml: 16 to 64 URL-safe characters). */
export const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export type LinkOutcome =
  | { kind: "open"; contentCode: string }
  | { kind: "expired" }
  | { kind: "revoked" }
  | { kind: "notEntitled" }
  | { kind: "unknown" }
  | { kind: "failed" };

export function linkOutcome(
  status: number,
  data: { contentCode: string } | undefined,
  problem: Problem | null,
): LinkOutcome {
  if (status >= 200 && status < 300 && data) return { kind: "open", contentCode: data.contentCode };
  if (status === 410) {
    const text = `${problem?.message ?? ""} ${problem?.detail ?? ""}`.toLowerCase();
    return text.includes("revoked") ? { kind: "revoked" } : { kind: "expired" };
  }
  if (status === 403) return { kind: "notEntitled" };
  if (status === 404 || status === 400) return { kind: "unknown" };
  return { kind: "failed" };
}
