// How a document stands in the data of every webhook event that names one (document revised or
// withdrawn, tracking alert, compass point needs a check, review assigned or signed off): one home
// for the columns read and the shape sent, used by the API (reviews) and the workers (fan-outs),
// so that a receiver parses one document object whatever the event (and what the public API's
// document metadata starts with).
import type { Prisma } from "../generated/client.ts";

export const WEBHOOK_DOCUMENT_SELECT = {
  id: true,
  contentCode: true,
  displayDesignation: true,
  title: true,
  languageCode: true,
  status: true,
  publisher: { select: { name: true } },
} as const satisfies Prisma.DocumentSelect;

export type WebhookDocumentRow = Prisma.DocumentGetPayload<{ select: typeof WEBHOOK_DOCUMENT_SELECT }>;

/** The document as the event's `data.document`. */
export function webhookDocument(d: WebhookDocumentRow) {
  return {
    id: d.id,
    contentCode: d.contentCode,
    designation: d.displayDesignation,
    title: d.title,
    languageCode: d.languageCode,
    status: d.status,
    publisher: d.publisher.name,
  };
}
