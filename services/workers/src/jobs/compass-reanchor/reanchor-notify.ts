// The e-mails of a re-anchoring run: one per owner whose points moved or were orphaned, listing
// them with links, in the tenant's branded layout (lib/mail/templates.tsx). The e-mail of an
// owner carries the idempotency key compass-reanchor:{batch}:{user} (the email job sends a key
// once) and lists every carried point of the batch, those of earlier attempts included.
import type { ReanchorItem } from "@norma/contracts/emails";
import { type EmailJob, parseJob, QUEUE_OF } from "@norma/contracts/queues";
import type { Db, Prisma } from "@norma/db";

/** The clause number a carried point was placed in, from its stored evidence (null when unknown). */
function clauseNumberOf(evidence: Prisma.JsonValue | null): string | null {
  const e = evidence as { clause?: { next?: { number?: unknown } | null } | null } | null;
  const n = e?.clause?.next?.number;
  return typeof n === "string" && n ? n.slice(0, 40) : null;
}

/**
 * One e-mail per owner with moved or orphaned points among the batch's carried points. A point
 * already orphaned on the previous edition is not listed again (its owner was told once).
 */
export async function notifyOwners(db: Db, base: string, batchId: string, newIds: number[]) {
  const carried = await db.compassPoint.findMany({
    where: {
      documentId: { in: newIds },
      sourceCompassPointId: { not: null },
      deletedAt: null,
    },
    select: {
      uuid: true,
      name: true,
      placement: true,
      pageNumber: true,
      anchorCandidates: true,
      sourcePoint: { select: { placement: true } },
      createdBy: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          langKey: true,
          activated: true,
          tenant: { select: { id: true, tenantName: true, code: true } },
        },
      },
      document: { select: { contentCode: true, displayDesignation: true, title: true } },
    },
    orderBy: [{ createdById: "asc" }, { documentId: "asc" }, { id: "asc" }],
  });
  const byOwner = new Map<number, typeof carried>();
  for (const c of carried) byOwner.set(c.createdBy.id, [...(byOwner.get(c.createdBy.id) ?? []), c]);
  const events: Prisma.OutboxEventCreateManyInput[] = [];
  for (const [userId, points] of byOwner) {
    const owner = points[0].createdBy;
    if (!owner.activated) continue;
    const changed = points.filter(
      (p) => p.placement === "MOVED" || (p.placement === "ORPHANED" && p.sourcePoint?.placement !== "ORPHANED"),
    );
    if (!changed.length) continue;
    const tenant = owner.tenant.code;
    const items: ReanchorItem[] = changed.map((p) => ({
      name: p.name,
      placement: p.placement as "MOVED" | "ORPHANED",
      designation: p.document.displayDesignation,
      title: p.document.title,
      page: p.pageNumber,
      clause: p.placement === "MOVED" ? clauseNumberOf(p.anchorCandidates) : null,
      pointUrl: `${base}/compasspoint/${p.uuid}?tenant=${encodeURIComponent(tenant)}`,
      documentUrl: `${base}/document/?contentCode=${encodeURIComponent(p.document.contentCode)}&compasspointuuid=${p.uuid}&tenant=${encodeURIComponent(tenant)}`,
    }));
    const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ").trim();
    const email: EmailJob = {
      idempotencyKey: `compass-reanchor:${batchId}:${userId}`,
      to: owner.email,
      locale: owner.langKey,
      template: "compass-reanchor",
      // The owner's tenant brands the e-mail (its logo, colours, support contact: lib/mail/layout).
      tenantId: owner.tenant.id,
      data: {
        tenant: owner.tenant.tenantName,
        recipient: name || owner.email,
        exactCount: points.filter((p) => p.placement === "EXACT").length,
        items,
        listUrl: `${base}/compass-points-list?tenant=${encodeURIComponent(tenant)}`,
      },
    };
    events.push({
      queue: QUEUE_OF["email.send"],
      type: "email.send",
      payload: parseJob("email.send", email) as unknown as Prisma.InputJsonObject,
      tenantId: null,
    });
  }
  if (events.length) await db.outboxEvent.createMany({ data: events });
  return events.length;
}
