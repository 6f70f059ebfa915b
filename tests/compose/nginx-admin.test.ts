// The console at /admin/ of the reader's image (issue 26 §17): web/nginx/default.conf.template run
// through a real nginx, where one is installed, with a stand-in reader build at / and a console
// build at /admin/ laid out as the image lays them out. The spec's admin page addresses lead to
// the console's hash routes, the console's entry page is always fresh and carries the console's
// own policy, its hashed assets are cached, and the reader's pages are untouched.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxInstalled, startTemplateNginx, type TemplateNginx } from "../harness/template-nginx.ts";

const READER_CSP = "default-src 'self'; script-src 'self' 'sha256-reader'";
const ADMIN_CSP = "default-src 'self'; script-src 'self'";

describe.skipIf(!nginxInstalled)("the console at /admin/ (nginx, where installed)", () => {
  let server: TemplateNginx | null = null;
  let base = "";
  const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual" });

  beforeAll(async () => {
    server = await startTemplateNginx({
      prefix: "norma-nginx-admin-",
      prepare(dir) {
        for (const d of ["html/assets", "html/admin/assets"]) mkdirSync(join(dir, d), { recursive: true });
        writeFileSync(join(dir, "html/index.html"), "<html>reader</html>");
        writeFileSync(join(dir, "html/assets/reader-1a2b.js"), "// reader");
        writeFileSync(join(dir, "html/admin/index.html"), "<html>console</html>");
        writeFileSync(join(dir, "html/admin/assets/index-3c4d.js"), "// console");
        writeFileSync(join(dir, "html/admin/favicon.svg"), "<svg/>");
        writeFileSync(join(dir, "app-csp.conf"), `set $app_csp "${READER_CSP}";\n`);
        writeFileSync(join(dir, "admin-csp.conf"), `set $admin_csp "${ADMIN_CSP}";\n`);
      },
    });
    base = server.base;
  });

  afterAll(() => server?.stop());

  it("/admin and the console's entry page: the console's page, always fresh, with the console's policy", async () => {
    const bare = await get("/admin");
    expect(bare.status).toBe(301);
    expect(new URL(bare.headers.get("location") ?? "", base).pathname).toBe("/admin/");
    for (const path of ["/admin/", "/admin/index.html", "/admin/some/deep/path"]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(await r.text(), path).toBe("<html>console</html>");
      expect(r.headers.get("content-security-policy"), path).toBe(ADMIN_CSP);
      expect(r.headers.get("cache-control"), path).toBe("no-cache");
    }
    const icon = await get("/admin/favicon.svg");
    expect(await icon.text()).toBe("<svg/>");
  });

  it("caches the console's hashed assets for a year; a missing one is a 404, not the page", async () => {
    const asset = await get("/admin/assets/index-3c4d.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("max-age=31536000");
    expect((await get("/admin/assets/gone-0000.js")).status).toBe(404);
  });

  it("leads the spec's admin page addresses to the console's screens", async () => {
    const screens: Record<string, string> = {
      "/admin/user-management": "/admin/#/users",
      "/admin/metrics": "/admin/#/metrics",
      "/admin/health": "/admin/#/health",
      "/admin/configuration": "/admin/#/configuration",
      "/admin/audits": "/admin/#/audits",
      "/admin/logs": "/admin/#/logs",
      "/admin/docs": "/admin/#/docs",
      "/admin/docs/": "/admin/#/docs",
    };
    for (const [path, target] of Object.entries(screens)) {
      const r = await get(path);
      expect(r.status, path).toBe(302);
      const location = new URL(r.headers.get("location") ?? "", base);
      expect(`${location.pathname}${location.hash}`, path).toBe(target);
    }
  });

  it("leaves the reader's pages as they were, with the reader's policy", async () => {
    for (const path of ["/", "/search", "/administration"]) {
      const r = await get(path);
      expect(await r.text(), path).toBe("<html>reader</html>");
      expect(r.headers.get("content-security-policy"), path).toBe(READER_CSP);
    }
    expect((await get("/assets/reader-1a2b.js")).headers.get("cache-control")).toBe("max-age=31536000");
  });
});
