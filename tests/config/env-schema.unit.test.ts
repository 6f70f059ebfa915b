// The API and the workers read their environment through one schema (@norma/contracts/env): a bad
// value stops either at start with the variable's name, every problem at once, and a variable both
// read means the same in both. The documentation's configuration tables list exactly the
// variables the schemas know.
import { readFileSync } from "node:fs";
import { apiEnvFields, loadConfig } from "@norma/api/src/config.ts";
import { ConfigError, sharedFields } from "@norma/contracts/env";
import { loadWorkersConfig, workersEnvFields } from "@norma/workers/src/config.ts";
import { describe, expect, it } from "vitest";

const base = { DATABASE_URL: "postgresql://u@localhost:5432/norma", JWT_SECRET: "x".repeat(32) };

function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems.map((p) => `${p.variable} ${p.message}`);
  }
  return expect.fail("should have thrown");
}

describe("one environment schema for the API and the workers", () => {
  it("each service refuses a bad value of its own, naming the variable and what is expected", () => {
    expect(problems(() => loadConfig({ ...base, HSTS_INCLUDE_SUBDOMAINS: "maybe" }))).toEqual([
      "HSTS_INCLUDE_SUBDOMAINS must be true or false (got 'maybe')",
    ]);
    expect(problems(() => loadWorkersConfig({ ...base, EMAIL_CONCURRENCY: "100" }))).toEqual([
      "EMAIL_CONCURRENCY must be an integer between 1 and 64 (got '100')",
    ]);
  });

  it("reports several bad variables together, shared and own, in both services", () => {
    const env = { PUBLIC_BASE_URL: "reader.example", STORAGE_BACKEND: "ftp", NODE_ENV: "staging" };
    expect(problems(() => loadConfig({ ...env, PORT: "http" }))).toEqual([
      "NODE_ENV must be development, production or test (got 'staging')",
      "DATABASE_URL is required",
      "STORAGE_BACKEND must be local or s3",
      "PUBLIC_BASE_URL is not a valid URL",
      "PORT must be an integer between 0 and 65535 (got 'http')",
      "JWT_SECRET is required",
    ]);
    expect(problems(() => loadWorkersConfig({ ...env, OUTBOX_POLL_MS: "1" }))).toEqual([
      "NODE_ENV must be development, production or test (got 'staging')",
      "DATABASE_URL is required",
      "STORAGE_BACKEND must be local or s3",
      "PUBLIC_BASE_URL is not a valid URL",
      "OUTBOX_POLL_MS must be an integer between 50 and 60000 (got '1')",
    ]);
  });

  it("refuses a shared variable's bad value in both services with the same words", () => {
    for (const [name, value] of [
      ["DATABASE_URL", "mysql://db/norma"],
      ["REDIS_URL", "http://cache"],
      ["SMTP_URL", "mail.example"],
      ["REDIS_SENTINELS", "sentinel-a"],
      ["S3_PREFIX", "/abs"],
      ["COMPARE_PDF_MAX_PAGES", "0"],
      ["LOG_LEVEL", "verbose"],
    ]) {
      const env = { ...base, [name]: value };
      const api = problems(() => loadConfig(env));
      expect(api, name).toHaveLength(1);
      expect(api[0].startsWith(`${name} `), api[0]).toBe(true);
      expect(problems(() => loadWorkersConfig(env))).toEqual(api);
    }
  });

  it("parses the shared variables identically in both services", () => {
    const env = {
      ...base,
      NODE_ENV: "production",
      LOG_LEVEL: " debug ",
      REDIS_URL: "redis://:pw@cache:6380/2",
      REDIS_SENTINELS: "s1:26379,[::1]:26380",
      REDIS_SENTINEL_NAME: "primary",
      REDIS_PREFIX: "tenant-a",
      SMTP_URL: "smtps://mail.example:465",
      MAIL_FROM: "Library <lib@example.org>",
      STORAGE_BACKEND: "s3",
      S3_BUCKET: "norma-blobs",
      S3_ENDPOINT: "http://minio:9000",
      S3_PREFIX: "prod/",
      PUBLIC_BASE_URL: "https://reader.example",
      METRICS_TOKEN: "scrape-me",
      COMPARE_PDF_MAX_PAGES: "123",
      COMPARE_PDF_MAX_BYTES: "4096",
      WEBHOOK_SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
      WEBHOOK_MAX_ENDPOINTS_PER_TENANT: "7",
    };
    const api = loadConfig(env);
    const workers = loadWorkersConfig(env);
    for (const key of [
      "env",
      "logLevel",
      "databaseUrl",
      "redisUrl",
      "redis",
      "redisPrefix",
      "smtpUrl",
      "mailFrom",
      "storageDir",
      "storage",
      "publicBaseUrl",
    ] as const)
      expect(workers[key], key).toEqual(api[key]);
    const { replaysPerHour: _own, secretGraceHours: _grace, ...apiWebhooks } = api.webhooks;
    const {
      attempts,
      backoffMs,
      timeoutMs,
      failuresToDisable,
      concurrency,
      emailsPerTenantPerHour,
      logRetentionDays,
      pruneEveryMs,
      ...workersWebhooks
    } = workers.webhooks;
    expect(workersWebhooks).toEqual(apiWebhooks);
    expect(apiWebhooks).toMatchObject({ requireHttps: true, allowLoopback: false, maxEndpointsPerTenant: 7 });
    expect(workers.logLevel).toBe("debug");
    expect(workers.storage).toMatchObject({ backend: "s3", bucket: "norma-blobs", forcePathStyle: true });
    expect(workers.metrics.token).toBe(api.metricsToken);
    expect([workers.compare.pdfMaxPages, workers.compare.pdfMaxBytes]).toEqual([
      api.compare.pdfMaxPages,
      api.compare.pdfMaxBytes,
    ]);
  });

  it("refuses webhooks without a sealing key, or with loopback targets allowed, in production", () => {
    const env = { ...base, NODE_ENV: "production", WEBHOOK_ALLOW_LOOPBACK: "true" };
    for (const load of [() => loadConfig(env), () => loadWorkersConfig(env)])
      expect(problems(load)).toEqual([
        "WEBHOOK_SECRET_KEY is required in production",
        "WEBHOOK_ALLOW_LOOPBACK must not be true in production",
      ]);
    // Outside production loopback may be allowed (tests, local trials) and the key derived.
    expect(loadConfig({ ...base, WEBHOOK_ALLOW_LOOPBACK: "true" }).webhooks).toMatchObject({
      allowLoopback: true,
      requireHttps: false,
    });
  });

  it("each shared variable is defined once: the services' schemas take the shared field itself", () => {
    for (const [name, schema] of Object.entries(sharedFields)) {
      expect(apiEnvFields[name as keyof typeof apiEnvFields], name).toBe(schema);
      expect(workersEnvFields[name as keyof typeof workersEnvFields], name).toBe(schema);
    }
  });

  it("the configuration tables of the docs list exactly the variables the schemas know", () => {
    // A table row's first cell names one or more variables (`A`, `B`); its second says who reads it.
    const documented = new Set<string>();
    const readByServices = new Set<string>();
    for (const file of ["docs/operations.md", "docs/security.md"]) {
      const md = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
      for (const line of md.split("\n")) {
        const cells = line.split("|").map((c) => c.trim());
        if (cells.length < 4 || !cells[1].startsWith("`")) continue;
        const names = [...cells[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]);
        for (const n of names) documented.add(n);
        if (/\b(api|workers)\b/.test(cells[2])) for (const n of names) readByServices.add(n);
      }
    }
    // Paths of bundled deployments, read where the file is looked for (plugins/openapi.ts, the
    // migration runner, which the migrate CLI also runs without any service configuration).
    const readOutsideTheSchemas = ["OPENAPI_FILE", "MIGRATIONS_DIR"];
    const known = new Set([...Object.keys(apiEnvFields), ...Object.keys(workersEnvFields), ...readOutsideTheSchemas]);
    expect([...known].filter((n) => !documented.has(n)).sort(), "in the schemas, not in the docs").toEqual([]);
    expect([...readByServices].filter((n) => !known.has(n)).sort(), "in the docs, not in the schemas").toEqual([]);
  });
});
