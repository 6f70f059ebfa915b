// Billboard logos of the publishers (spec 1 §2 "publisher nodes can carry billboard name and
// logo", §3 Billboard PublisherLogoFileName): the file a publisher's billboardLogo names, kept in
// blob storage under publishers/ (the seed puts them there). Logos are brand images of the
// publishers, the same for every tenant, and an <img> carries neither token nor X-Tenant: the
// operation is public and tenant-free. Browsers keep a logo a day and then revalidate it by ETag.
import { createHash } from "node:crypto";
import type { Db } from "@norma/db";
import type { BlobStorage } from "@norma/db/storage";
import { createTtlCache } from "@norma/db/ttl-cache";
import { NotFound } from "../../lib/errors.ts";
import { defineHandlers } from "../../lib/handlers.ts";

/** The storage folder of the logos (the seed writes publishers/<billboardLogo>). */
export const LOGO_FOLDER = "publishers";

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The image type of a plain logo file name; null for anything else (no paths, no other types). */
export function logoContentType(file: string | null | undefined): string | null {
  const m = file ? /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.([A-Za-z]+)$/.exec(file) : null;
  return m ? (CONTENT_TYPES[m[1].toLowerCase()] ?? null) : null;
}

export interface Logo {
  body: Buffer;
  contentType: string;
  etag: string;
}

export function createPublisherLogoService(deps: { db: Db; storage: BlobStorage }) {
  const { db, storage } = deps;
  // A logo is read once per file and kept with its ETag; logos are few and small (a few kB), the
  // bound only keeps the cache finite. No TTL, as before: a file is read once per process.
  const cache = createTtlCache<string, Logo>({ name: "publisher-logos", max: 1_000 });

  async function load(file: string, contentType: string): Promise<Logo | null> {
    const key = `${LOGO_FOLDER}/${file}`;
    if (!(await storage.exists(key))) return null;
    const body = await storage.get(key);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { body, contentType, etag };
  }

  return {
    /** The billboard logo of a publisher (by its code, e.g. ASTM); 404 when it has none. */
    async logo(publisherCode: string): Promise<Logo> {
      const publisher = await db.publisher.findUnique({
        where: { key: publisherCode.toUpperCase() },
        select: { showBillboard: true, billboardLogo: true },
      });
      const file = publisher?.showBillboard ? publisher.billboardLogo : null;
      const contentType = logoContentType(file);
      const missing = () =>
        new NotFound(`The publisher ${publisherCode} has no logo`, "error.publisher.logo.not-found");
      if (!file || !contentType) throw missing();
      // A missing (undefined) or failed file is asked again next time (it may be stored later).
      const logo = await cache.getOrLoad(file, async () => (await load(file, contentType)) ?? undefined);
      if (!logo) throw missing();
      return logo;
    },
  };
}

export type PublisherLogoService = ReturnType<typeof createPublisherLogoService>;

/** Whether an If-None-Match header names this ETag (a list, weak forms and * included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

export function publisherLogoHandlers(logos: PublisherLogoService) {
  return defineHandlers({
    getPublisherLogo: async (request, reply) => {
      const logo = await logos.logo(request.params.publisherCode);
      reply
        .header("cache-control", "public, max-age=86400")
        .header("etag", logo.etag)
        .header("x-content-type-options", "nosniff");
      if (matchesEtag(request.headers["if-none-match"], logo.etag)) return reply.code(304).send();
      // An SVG logo never runs scripts, even when opened on its own.
      if (logo.contentType === "image/svg+xml")
        reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
      return reply.code(200).header("content-type", logo.contentType).send(logo.body);
    },
  });
}
