// Blob storage on an S3-compatible object store (AWS S3, MinIO, Ceph RGW, …) through the AWS SDK,
// so that API replicas and workers on several machines share HTML, PDF, redlines, compare results
// and exports. Same contract as the local directory (storage.ts); the storage contract tests run
// against both.
import { createHash } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { assertValidKey, BlobNotFound, type BlobStorage } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO: http://minio:9000); AWS when absent. */
  endpoint?: string;
  /** Path-style addressing (http://host/bucket/key), which MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Static credentials; without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key ("norma/" keeps the bucket shareable); empty for none. */
  prefix: string;
  /** Per-request timeout; an unreachable store fails a request instead of hanging it. */
  requestTimeoutMs: number;
}

/**
 * Parts of a multipart upload are joined into pieces of at least this size (S3 refuses parts under
 * 5 MiB except the last, and allows 10,000 parts: 16 MiB pieces carry objects up to 160 GB).
 */
const UPLOAD_PIECE_BYTES = 16 * 1024 * 1024;

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.Code === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404
  );
}

export function createS3Storage(options: S3StorageOptions, client?: S3Client): BlobStorage & { client: S3Client } {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestHandler: {
      requestTimeout: options.requestTimeoutMs,
      connectionTimeout: Math.min(options.requestTimeoutMs, 5_000),
    },
    // A blob is small enough to be retried whole; three attempts ride out a store's restart.
    maxAttempts: 3,
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.accessKeyId && options.secretAccessKey)
    config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
  const s3 = client ?? new S3Client(config);
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return options.prefix + key;
  };
  const notFound = (key: string, err: unknown): never => {
    if (isMissing(err)) throw new BlobNotFound(`no blob ${key}`);
    throw err;
  };

  async function bodyBuffer(body: unknown): Promise<Buffer> {
    const b = body as { transformToByteArray?: () => Promise<Uint8Array> } | undefined;
    if (!b?.transformToByteArray) return Buffer.alloc(0);
    return Buffer.from(await b.transformToByteArray());
  }

  return {
    client: s3,
    async put(key, data) {
      const Key = objectKey(key);
      const buf = typeof data === "string" ? Buffer.from(data) : data;
      // A PUT replaces an object atomically: readers see the old object or the new one whole.
      await s3.send(new PutObjectCommand({ Bucket, Key, Body: buf, ContentLength: buf.length }));
      return { key, byteSize: buf.length, sha256: createHash("sha256").update(buf).digest("hex") };
    },
    async putParts(key, parts) {
      const total = parts.reduce((n, p) => n + p.length, 0);
      if (total < UPLOAD_PIECE_BYTES) return this.put(key, Buffer.concat(parts));
      // A multipart upload: the object appears whole when completed, never half-written, and
      // no copy of the whole blob is made in memory.
      const Key = objectKey(key);
      const hash = createHash("sha256");
      const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
      const uploaded: { ETag: string | undefined; PartNumber: number }[] = [];
      try {
        let piece: Buffer[] = [];
        let pieceBytes = 0;
        const send = async () => {
          const Body = piece.length === 1 ? piece[0] : Buffer.concat(piece);
          const PartNumber = uploaded.length + 1;
          const out = await s3.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength: Body.length }),
          );
          uploaded.push({ ETag: out.ETag, PartNumber });
          piece = [];
          pieceBytes = 0;
        };
        for (const part of parts) {
          hash.update(part);
          piece.push(part);
          pieceBytes += part.length;
          if (pieceBytes >= UPLOAD_PIECE_BYTES) await send();
        }
        if (pieceBytes > 0) await send();
        await s3.send(
          new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: uploaded } }),
        );
      } catch (err) {
        await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
        throw err;
      }
      return { key, byteSize: total, sha256: hash.digest("hex") };
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key }));
        return await bodyBuffer(out.Body);
      } catch (err) {
        return notFound(key, err);
      }
    },
    stream(key) {
      // The contract's stream is synchronous (the local one is a file stream); the object's body
      // is piped in once the store answers, and a missing object surfaces as the stream's error.
      const Key = objectKey(key);
      const out = new PassThrough();
      s3.send(new GetObjectCommand({ Bucket, Key })).then(
        (res) => {
          const body = res.Body as Readable | undefined;
          if (!body) return void out.end();
          body.on("error", (err) => out.destroy(err));
          body.pipe(out);
        },
        (err) => out.destroy(isMissing(err) ? new BlobNotFound(`no blob ${key}`) : (err as Error)),
      );
      return out;
    },
    async exists(key) {
      const Key = objectKey(key);
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async size(key) {
      const Key = objectKey(key);
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key }));
        return Number(head.ContentLength ?? 0);
      } catch (err) {
        return notFound(key, err);
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix);
      const Prefix = `${options.prefix}${prefix}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key as string }));
        // DeleteObjects takes at most 1,000 keys, as many as one listing page holds.
        if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
