// No secret in the web images' access log (issue 23 §2): web/nginx/default.conf.template logs each
// request's URI and Referer through two maps that drop secret query strings and share-link tokens.
// The maps' regular expressions are evaluated here as nginx evaluates a map (exact strings, then
// the regexes in order, first match wins; `~*` ignores case) over URIs built from the names of
// packages/contracts/src/log-redaction.ts, so a secret added there and not here fails. Where an
// nginx binary is installed, the rendered template also runs and its access log is read.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SECRET_PATHS, SECRET_QUERY_PARAMS } from "@norma/contracts/log-redaction";
import { describe, expect, it } from "vitest";
import { nginxInstalled, startTemplateNginx } from "../harness/template-nginx.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const template = readFileSync(join(root, "web/nginx/default.conf.template"), "utf8");

interface NginxMap {
  exact: Map<string, string>;
  regexes: { re: RegExp; value: string }[];
  fallback: string;
}

/** The map of `source` to `target` in the template, parsed. */
function parseMap(source: string, target: string): NginxMap {
  const start = template.indexOf(`map ${source} ${target} {`);
  expect(start, `map ${source} ${target}`).toBeGreaterThanOrEqual(0);
  const body = template.slice(template.indexOf("{", start) + 1, template.indexOf("\n}", start));
  const map: NginxMap = { exact: new Map(), regexes: [], fallback: "" };
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
    if (!m) throw new Error(`unparsed map line: ${line}`);
    const unquote = (s: string) => (s.startsWith('"') ? s.slice(1, -1) : s);
    const [key, value] = [unquote(m[1]), unquote(m[2])];
    if (key === "default") map.fallback = value;
    else if (key.startsWith("~*")) map.regexes.push({ re: new RegExp(key.slice(2), "i"), value });
    else if (key.startsWith("~")) map.regexes.push({ re: new RegExp(key.slice(1)), value });
    else map.exact.set(key, value);
  }
  return map;
}

/** What nginx would write for `input` (variables: the map's captures and the source itself). */
function evaluate(map: NginxMap, source: string, input: string): string {
  const expand = (value: string, groups: Record<string, string | undefined> = {}) =>
    value.replace(/\$\{?(\w+)\}?/g, (_m, name: string) =>
      `$${name}` === source ? input : (groups[name] ?? `<unknown $${name}>`),
    );
  const exact = map.exact.get(input);
  if (exact !== undefined) return expand(exact);
  for (const { re, value } of map.regexes) {
    const m = re.exec(input);
    if (m) return expand(value, m.groups ?? {});
  }
  return expand(map.fallback);
}

const SECRET = "S3cretValue0fTheTest_x";
const uriMap = parseMap("$request_uri", "$log_request_uri");
const refererMap = parseMap("$http_referer", "$log_http_referer");

/** Every way a secret can reach nginx in a URI, from the shared list. */
function secretUris(): string[] {
  const uris: string[] = [];
  for (const name of SECRET_QUERY_PARAMS) {
    const encoded = [...name].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
    for (const spelling of [name, name.toUpperCase(), encoded, `${name}[]`, `${name}%5B%5D`]) {
      uris.push(`/api/anything?${spelling}=${SECRET}`);
      uris.push(`/set-password?tenant=astm&${spelling}=${SECRET}&lang=en`);
    }
  }
  for (const path of SECRET_PATHS) {
    const filled = path.replace(/\{[^}]+\}/, SECRET);
    uris.push(filled, `${filled}?x=1`, `${filled}/more`, filled.replace(/\//g, "//"), filled.toUpperCase());
  }
  return uris;
}

describe("the web images' access log", () => {
  it("writes no secret of a request URI", () => {
    for (const uri of secretUris()) {
      const logged = evaluate(uriMap, "$request_uri", uri);
      expect(logged.toLowerCase(), uri).not.toContain(SECRET.toLowerCase());
      expect(logged, uri).toContain("[REDACTED]");
    }
  });

  it("writes no secret of a Referer (the reader's pages send their own URL)", () => {
    for (const uri of secretUris()) {
      const referer = `https://reader.example${uri}`;
      const logged = evaluate(refererMap, "$http_referer", referer);
      expect(logged.toLowerCase(), referer).not.toContain(SECRET.toLowerCase());
      expect(logged, referer).toMatch(/^https:\/\/reader\.example\/.*\[REDACTED\]/);
    }
    expect(evaluate(refererMap, "$http_referer", "")).toBe("-");
  });

  it("keeps URIs without a secret as they are", () => {
    for (const uri of [
      "/content-search?q=a%20b&monkey=1&keys=2",
      "/api/contentShare/links",
      "/shared/whatever",
      "/document?contentCode=ASTM-D3039&tokens=1",
    ]) {
      expect(evaluate(uriMap, "$request_uri", uri)).toBe(uri);
      expect(evaluate(refererMap, "$http_referer", `https://r.example${uri}`)).toBe(`https://r.example${uri}`);
    }
  });

  it("uses the redacted variables in its only format, and keeps the error log (which quotes requests) to crit", () => {
    const format = /log_format\s+norma_redacted\s+((?:'[^']*'\s*)+);/.exec(template)?.[1] ?? "";
    expect(format).toContain("$log_request_uri");
    expect(format).toContain("$log_http_referer");
    for (const raw of ["$request ", '$request"', "$request_uri", "$http_referer", "$args", "$query_string", "$uri"])
      expect(format, raw).not.toContain(raw);
    const accessLogs = [...template.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((m) => m[1].trim());
    expect(accessLogs).toContain("/var/log/nginx/access.log norma_redacted");
    for (const a of accessLogs) expect(a === "off" || a.endsWith(" norma_redacted"), a).toBe(true);
    expect(template).toMatch(/^\s*error_log\s+\S+\s+crit;/m);
  });

  it("the API's load balancer (compose scale) writes no request line", () => {
    // HAProxy's httplog lines, which hold the request line, are written at info: the log level
    // warning keeps them out.
    const haproxy = readFileSync(join(root, "scripts/compose/haproxy.cfg"), "utf8");
    expect(haproxy).toMatch(/^\s*log stdout format raw local0 (warning|err|crit|alert|emerg)$/m);
    expect(haproxy).not.toMatch(/log-separate-errors|log-format/);
  });

  it.skipIf(!nginxInstalled)(
    "nginx itself writes the redacted lines (where an nginx binary is installed)",
    async () => {
      // What the image's entrypoint makes of COOKIE_CONSENT_SCRIPT_HOSTS (cookie-consent-sources.envsh).
      const consent = spawnSync(
        "sh",
        ["-c", `. "${join(root, "web/nginx/cookie-consent-sources.envsh")}"; printf %s "$COOKIE_CONSENT_CSP_SOURCES"`],
        {
          encoding: "utf8",
          env: { PATH: process.env.PATH, COOKIE_CONSENT_SCRIPT_HOSTS: "cdn.cookielaw.org, *.Consent.example,bad/host" },
        },
      );
      expect(consent.stdout).toBe("https://cdn.cookielaw.org https://*.consent.example");
      const server = await startTemplateNginx({
        prefix: "norma-nginx-",
        consentSources: consent.stdout,
        prepare(dir) {
          writeFileSync(join(dir, "html/index.html"), "<html></html>");
          // The policy as csp.mjs writes it for the image: the consent sources an nginx variable.
          writeFileSync(
            join(dir, "app-csp.conf"),
            "set $app_csp \"default-src 'self'; script-src 'self' $cookie_consent_sources\";\n",
          );
          writeFileSync(join(dir, "admin-csp.conf"), "set $admin_csp \"default-src 'self'\";\n");
        },
      });
      try {
        const uris = secretUris().filter((u) => !u.includes("[]"));
        for (const uri of uris)
          await fetch(`${server.base}${uri}`, {
            headers: { referer: `https://reader.example${uris[0]}` },
          }).then((r) => r.arrayBuffer());
        const access = readFileSync(join(server.dir, "logs/access.log"), "utf8");
        expect(access.trim().split("\n")).toHaveLength(uris.length);
        expect(access.toLowerCase()).not.toContain(SECRET.toLowerCase());
        expect(access).toContain("[REDACTED]");
        // The API is not there (502): the error log, which would quote the request, stays empty.
        expect(readFileSync(join(server.dir, "logs/error.log"), "utf8")).toBe("");
        // The pages' policy lets the tenant's cookie-consent script come from the operator's hosts only.
        const page = await fetch(`${server.base}/`);
        expect(page.headers.get("content-security-policy")).toBe(
          "default-src 'self'; script-src 'self' https://cdn.cookielaw.org https://*.consent.example",
        );
      } finally {
        await server.stop();
      }
    },
  );
});
