// The webhook event types (issue 30): what an endpoint can listen to. Its own module, free of
// Node's crypto and DNS (webhooks.ts), so that the console's endpoint form offers the same list
// the API validates and the workers deliver.

export const WEBHOOK_EVENT_TYPES = [
  "document.published",
  "document.revised",
  "document.withdrawn",
  "document.status_changed",
  "tracking.document_changed",
  "compass_point.needs_check",
  "review.assigned",
  "review.signed_off",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
