// Issue 23 §6, defence in depth: whatever a stored tenant row holds, the reader keeps only http(s)
// addresses (or, for the older link fields, a path on this site or mailto:) where it makes links,
// redirects or loads a script; javascript: and data: become null.

import { isHttpUrl } from "@norma/contracts/tenant-links";
import { describe, expect, it } from "vitest";
import type { TenantConfig } from "../../api/types.ts";
import { signOutPlan } from "../auth/sign-out.ts";
import { withSafeUrls } from "./tenant-config.ts";

const HOSTILE = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " javascript:x",
];

function config(url: string): TenantConfig {
  return {
    tenantName: "Acme",
    title: "Acme",
    "has-favicon": false,
    features: [],
    "search-types-configuration": [],
    helpMenu: [{ id: 1, key: "guide", topic: "Guide", kind: "GUIDE", url }],
    supportEmail: "help@acme.example",
    "content-access-messages": {},
    enable_compass_points: false,
    clUrl: url,
    "tracker-url": url,
    elearning: url,
    "onetrust-script": url,
    profileManagementUrl: url,
    memberLinkUrl: url,
    footer: { home: url, about: url, contact: url, privacy: url, policies: url, copyright: url, address: "1 Main St" },
    userManagement: { enable: true, url },
    "tips-tricks": [
      { title: "t", content: "c", linkUrl: url, linkKind: "EXTERNAL" },
      { title: "d", content: "c", linkUrl: url, linkKind: "DOWNLOAD" },
    ],
    "authentication-methods": { sso: { enabled: true, "logout-config": { confirm: true, redirectUrl: url } } },
  };
}

/** Every address withSafeUrls looks at. */
function addresses(c: TenantConfig): unknown[] {
  return [
    c.clUrl,
    c["tracker-url"],
    c.elearning,
    c["onetrust-script"],
    c.profileManagementUrl,
    c.memberLinkUrl,
    ...c.helpMenu.map((h) => h.url),
    c.footer?.home,
    c.footer?.about,
    c.footer?.contact,
    c.footer?.privacy,
    c.footer?.policies,
    c.footer?.copyright,
    c.userManagement?.url,
    ...(c["tips-tricks"] ?? []).map((t) => t.linkUrl),
    (c["authentication-methods"]?.sso?.["logout-config"] as { redirectUrl?: unknown } | undefined)?.redirectUrl,
  ];
}

describe("the tenant configuration's addresses in the reader", () => {
  it.each(HOSTILE)("drops %s from every link, redirect and script", (url) => {
    const safe = withSafeUrls(config(url));
    expect(addresses(safe).every((a) => a === null)).toBe(true);
    expect(addresses(safe)).toHaveLength(17);
    // Everything else is kept.
    expect(safe.footer?.address).toBe("1 Main St");
    expect(signOutPlan("SSO", safe["authentication-methods"]?.sso?.["logout-config"]).redirect).toBeNull();
  });

  it("keeps https addresses", () => {
    const url = "https://www.acme.example/page";
    expect(addresses(withSafeUrls(config(url))).every((a) => a === url)).toBe(true);
  });

  it("keeps a path or mailto: only where the older link fields allow them, and a DOWNLOAD tip's key", () => {
    const path = withSafeUrls(config("/help/guide"));
    expect(path.footer?.about).toBe("/help/guide");
    expect(path.helpMenu[0].url).toBe("/help/guide");
    expect(path.footer?.home).toBeNull();
    expect(path.clUrl).toBeNull();
    expect(withSafeUrls(config("//evil.example/x")).footer?.about).toBeNull();
    expect(withSafeUrls(config("mailto:help@acme.example")).footer?.contact).toBe("mailto:help@acme.example");
    const key = withSafeUrls(config("support_help"))["tips-tricks"] ?? [];
    expect(key.map((t) => t.linkUrl)).toEqual([null, "support_help"]);
  });

  it("loads a cookie-consent script only over https", () => {
    expect(withSafeUrls(config("http://cdn.example/x.js"))["onetrust-script"]).toBeNull();
    expect(withSafeUrls(config("https://cdn.example/x.js"))["onetrust-script"]).toBe("https://cdn.example/x.js");
    expect(isHttpUrl("https://")).toBe(false);
  });
});
