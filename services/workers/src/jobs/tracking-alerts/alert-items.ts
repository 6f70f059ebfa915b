// The revision alert e-mail of one recipient: an item per change they hear of (what changed,
// the links to the document, its compare and its replacement, its clause-level changes, what
// became of their compass points, why they hear of it and a signed link that stops that), and
// the e-mail job around them. tracking-alerts-job.ts builds one per recipient.
import type { AlertItem } from "@norma/contracts/emails";
import type { EmailJob, TrackingAlertChange } from "@norma/contracts/queues";
import type { LinkScope } from "../../lib/mail/link-token.ts";
import { outcomeKey, type PointOutcome } from "./alert-changes.ts";
import type { Doc, Match } from "./alert-recipients.ts";
import { type CascadeKey, type CascadeMatch, cascadeOf } from "./alert-references.ts";

export interface Recipient {
  userId: number;
  tenantId: number;
  email: EmailJob;
  documentIds: number[];
  /**
   * The e-mail's cascade items (by their index in email.data.items) and the keys that say them
   * once: enqueueAlerts() keeps an item only when one of its keys is new, and trims its
   * referencedBy to those.
   */
  cascades: { item: number; keys: CascadeKey[]; designations: string[] }[];
}

export interface AlertUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  langKey: string;
  tenantId: number;
  tenant: { code: string; tenantName: string };
}

/** What the items of every recipient of a batch are made from. */
export interface BatchContext {
  batchId: string;
  changes: TrackingAlertChange[];
  docs: Map<number, Doc>;
  replacements: Map<string, Doc>;
  clauseChanges: Map<number, NonNullable<AlertItem["clauseChanges"]>>;
  pointOutcomes: Map<string, PointOutcome>;
  /** The reader's links (publicBaseUrl without its trailing slashes). */
  base: string;
  /** A signed unsubscribe link of the user for a scope (and its target). */
  link: (u: { id: number; tenantId: number }, scope: LinkScope, targetId: number | null) => string;
}

/** The kind of change as the e-mail words it. */
function changeOf(c: TrackingAlertChange): AlertItem["change"] {
  if (c.kind === "NEW_VERSION") return c.previousDocumentId ? "NEW_VERSION" : "FIRST";
  if (c.replacedByContentCode) return "REPLACED";
  if (c.status.toLowerCase().startsWith("withdrawn")) return "WITHDRAWN";
  return "STATUS";
}

/** The user's e-mail, or null when none of the batch's changes reaches them. */
export function alertRecipient(
  ctx: BatchContext,
  u: AlertUser,
  mine: Map<number, Match>,
  cascades: Map<number, CascadeMatch[]> = new Map(),
): Recipient | null {
  const { base, changes, docs, replacements, clauseChanges, pointOutcomes, link } = ctx;
  const documentUrl = (contentCode: string, tenant: string) =>
    `${base}/document/?contentCode=${encodeURIComponent(contentCode)}&tenant=${encodeURIComponent(tenant)}`;
  const compareUrl = (newCode: string, oldCode: string, tenant: string) =>
    `${base}/document/?contentCode=${encodeURIComponent(newCode)}&compareWith=${encodeURIComponent(oldCode)}&tenant=${encodeURIComponent(tenant)}`;
  const items: AlertItem[] = [];
  const documentIds: number[] = [];
  const cascadeItems: Recipient["cascades"] = [];
  for (const [i, c] of changes.entries()) {
    const direct = mine.get(i);
    const via = direct ? undefined : cascades.get(i);
    const d = docs.get(c.documentId);
    const kind = cascadeOf(c);
    // A cascade: the first tracking it comes through names the stop link (stop tracking that document).
    const m: Match | undefined =
      direct ??
      (via?.length && kind
        ? { user_id: u.id, idx: i, reason: "reference", ref_id: via[0]!.tracking_id, ref_label: null }
        : undefined);
    if (!m || !d) continue;
    if (via?.length && kind) {
      cascadeItems.push({
        item: items.length,
        keys: via.map((v) => ({ userId: u.id, sourceDocumentId: v.source_id, documentId: d.id, change: kind })),
        designations: via.map((v) => v.source_designation),
      });
    }
    const prev = c.previousDocumentId ? docs.get(c.previousDocumentId) : undefined;
    const replacement = c.replacedByContentCode ? replacements.get(c.replacedByContentCode) : undefined;
    const tenant = u.tenant.code;
    items.push({
      change: changeOf(c),
      designation: d.displayDesignation,
      title: d.title,
      ...(prev ? { previousDesignation: prev.displayDesignation } : {}),
      ...(c.kind === "NEW_VERSION"
        ? prev && c.previousStatus
          ? { statusFrom: c.previousStatus, statusTo: "Historical" }
          : {}
        : { statusFrom: c.previousStatus ?? undefined, statusTo: c.status }),
      ...(c.replacedByContentCode
        ? {
            replacedBy: replacement?.displayDesignation ?? c.replacedByContentCode,
            replacedByUrl: documentUrl(c.replacedByContentCode, tenant),
          }
        : {}),
      documentUrl: documentUrl(d.contentCode, tenant),
      ...(prev ? { compareUrl: compareUrl(d.contentCode, prev.contentCode, tenant) } : {}),
      ...(clauseChanges.has(d.id) ? { clauseChanges: clauseChanges.get(d.id) } : {}),
      ...(pointOutcomes.has(outcomeKey(u.id, d.id))
        ? {
            compassPoints: {
              ...pointOutcomes.get(outcomeKey(u.id, d.id))!,
              listUrl: `${documentUrl(d.contentCode, tenant)}&tab=COMPASS_POINTS`,
            },
          }
        : {}),
      reason: m.reason,
      publisher: d.publisher.name,
      ...(m.ref_label ? { workItem: m.ref_label } : {}),
      ...(via?.length ? { referencedBy: via.slice(0, 20).map((v) => v.source_designation) } : {}),
      stopUrl: link(u, m.reason === "reference" ? "document" : m.reason, m.ref_id),
    });
    documentIds.push(d.id);
  }
  if (items.length === 0) return null;
  const all = link(u, "all", null);
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return {
    userId: u.id,
    tenantId: u.tenantId,
    documentIds,
    cascades: cascadeItems,
    email: {
      idempotencyKey: `tracking-alert:${ctx.batchId}:${u.id}`,
      to: u.email,
      locale: u.langKey,
      template: "tracking-alert",
      tenantId: u.tenantId,
      data: { tenant: u.tenant.tenantName, recipient: name || u.email, unsubscribeUrl: all, items },
      listUnsubscribe: all,
    },
  };
}
