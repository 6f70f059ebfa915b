// White label (issue 12): no tenant's configuration shows the product's name or mail domain —
// each tenant has its own name, support address domain and favicon (a file the reader serves).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { useApi } from "@norma/tests/harness";
import { describe, expect, it } from "vitest";

const api = useApi();
const TENANTS = ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"];
const PUBLIC = fileURLToPath(new URL("../../../../../web/reader/public/", import.meta.url));

const config = async (tenant: string) =>
  (await api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", tenant })).json();

describe("white label", () => {
  it("gives every tenant its own name, support domain and favicon", async () => {
    const domains = new Set<string>();
    for (const code of TENANTS) {
      const c = await config(code);
      expect(c.tenantName, code).not.toMatch(/norma\b/i);
      expect(c.title, code).not.toMatch(/norma\b/i);
      const domain = c.supportEmail.split("@")[1];
      expect(domain, code).not.toMatch(/(^|\.)norma(\.|$)/i);
      domains.add(domain);
      expect(c["has-favicon"], code).toBe(true);
      expect(existsSync(`${PUBLIC}tenants/${code}-favicon.svg`), code).toBe(true);
    }
    expect(domains.size).toBe(TENANTS.length);
  });

  it("has a neutral default favicon (not the product's mark)", () => {
    expect(readFileSync(`${PUBLIC}favicon.svg`, "utf8")).not.toMatch(/norma/i);
  });
});
