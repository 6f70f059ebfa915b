// The console's calls that are not ra-data-simple-rest's CRUD — rotate a key or a webhook secret,
// replay a delivery — through the typed client (openapi.yaml's operations): a problem's detail is
// the error's message.
import { problemText } from "@norma/web-shared/problem";
import { client } from "../api/client.ts";

function failed(error: unknown): Error {
  return new Error(problemText(error) ?? "ra.notification.http_error");
}

/** A new secret for the key (shown once); the old ones work for `graceHours` more. */
export async function rotateApiKey(id: number, graceHours = 24) {
  const { data, error } = await client.POST("/api/admin/api-keys/{id}/rotate", {
    params: { path: { id } },
    body: { graceHours },
  });
  if (!data) throw failed(error);
  return data;
}

/** A new signing secret for the endpoint (shown once); the current one signs too for `graceHours` (default: the operator's). */
export async function rotateWebhookSecret(id: number, graceHours?: number) {
  const { data, error } = await client.POST("/api/admin/webhook-endpoints/{id}/rotate-secret", {
    params: { path: { id } },
    body: graceHours === undefined ? {} : { graceHours },
  });
  if (!data) throw failed(error);
  return data;
}

/** The same message to the same endpoint once more, as a new delivery. */
export async function replayDelivery(id: number) {
  const { data, error } = await client.POST("/api/admin/webhook-deliveries/{id}/replay", { params: { path: { id } } });
  if (!data) throw failed(error);
  return data;
}
