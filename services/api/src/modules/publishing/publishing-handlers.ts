import { BadRequest } from "../../lib/errors.ts";
import { defineHandlers } from "../../lib/handlers.ts";
import type { PublishingService } from "./publishing-service.ts";
import type { PublishAsset, PublishBatch } from "./publishing-types.ts";

type WireAsset = Omit<PublishAsset, "content"> & { content?: string; contentBase64?: string };

/** Files arrive as text (content) or base64 (contentBase64); the service takes bytes or text. */
function asset(a: WireAsset, field: string): PublishAsset {
  const { contentBase64, ...rest } = a;
  if (contentBase64 === undefined) return rest;
  if (rest.content !== undefined)
    throw BadRequest.field("publishBatch", field, "NotNull", "give one of content, contentBase64 or storageKey");
  return { ...rest, content: Buffer.from(contentBase64, "base64") };
}

export function publishingHandlers(publishing: PublishingService) {
  return defineHandlers({
    publishBatch: async (request, reply) => {
      const body = request.body;
      const batch = {
        batchId: body.batchId,
        publishedAt: body.publishedAt ? new Date(body.publishedAt) : undefined,
        items: body.items.map((it, i) =>
          it.kind === "NEW_VERSION"
            ? { ...it, assets: it.assets?.map((a, j) => asset(a as WireAsset, `items[${i}].assets[${j}]`)) }
            : it,
        ),
      } as PublishBatch;
      return reply.code(201).send(await publishing.publish(request.actor!, batch));
    },
  });
}
