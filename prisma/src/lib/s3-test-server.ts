// A local S3-compatible server for tests (s3rver, files in a temporary directory), so the storage
// contract runs against a real S3 HTTP API: signing, path-style addressing, 404s, listing. On
// loopback only; each caller gets its own port, directory and bucket.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "./storage-s3.ts";

export interface S3TestServer {
  endpoint: string;
  options(bucket?: string, prefix?: string): S3StorageOptions;
  close(): Promise<void>;
}

export async function startS3TestServer(buckets: string[] = ["norma-test"]): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "norma-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    options: (bucket = buckets[0], prefix = "") => ({
      bucket,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      // s3rver's fixed development credentials.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      prefix,
      requestTimeoutMs: 5_000,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
