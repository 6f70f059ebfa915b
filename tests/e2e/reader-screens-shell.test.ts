// Issue 12, tests for the reader screens around the documents that had none: the home page's
// greeting, cards (favorites, subscriptions) and tips, the community card, the help menu, the
// footer, the publisher billboard (search page and refinement tree, its logo an image the API
// serves) and the proxy-access error page. Each asserts the seeded tenant's own texts and data;
// home, footer and billboard are photographed in English and Arabic (right to left).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { TENANTS } from "@norma/db/seed-data/tenants";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const ASTM = TENANTS.find((t) => t.code === "astm")!;

/** The reader reads the interface language from this cookie. */
const arabic = (page: Page) => page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);

/** Whether an <img> has loaded a real picture (not a broken image). */
const loadedWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe("reader shell and home screens", { timeout: 180_000 }, () => {
  it("home: greeting with the user's name, a favorite's card, the subscriptions' cards, tips and the community card", async () => {
    const user = await reader.api.db.user.findFirstOrThrow({ where: { email: "individual@astm.example" } });
    const doc = await reader.api.db.document.findFirstOrThrow({ where: { contentCode: "ASTM|D3039_D3039M-17|en-US" } });
    // A favorite made the way the reader makes one.
    const token = await reader.api.login("individual@astm.example");
    const fav = await reader.api.request({
      method: "POST",
      url: "/api/content-favorites",
      token,
      payload: { contentCode: doc.contentCode },
    });
    expect([200, 201]).toContain(fav.statusCode);

    const page = await reader.newPage();
    await reader.signIn(page);
    const greeting = page.locator("#home-greeting");
    await expect(greeting.innerText()).resolves.toBe(`${ASTM.greeting}, ${user.firstName} ${user.lastName}`);

    await page.getByRole("tab", { name: "Favorites" }).click();
    const card = page.locator(".doc-card", { hasText: doc.title });
    await card.waitFor();
    await expect(card.locator(".doc-card__designation").innerText()).resolves.toBe(doc.displayDesignation);
    await expect(card.locator(".doc-card__link").getAttribute("href")).resolves.toContain(
      encodeURIComponent(doc.contentCode),
    );

    await page.getByRole("tab", { name: "Subscriptions" }).click();
    const subscriptions = page.locator(".doc-card--subscription");
    await subscriptions.first().waitFor();
    const names = await subscriptions.locator(".doc-card__name").allInnerTexts();
    const reply = await reader.api.request({ method: "GET", url: "/api/user-subscriptions/current-user", token });
    const expected = (reply.json() as { subscriptionInfo: { subscriptionName: string } }[]).map(
      (s) => s.subscriptionInfo.subscriptionName,
    );
    expect(names).toEqual(expected.slice(0, names.length));
    expect(names.length).toBeGreaterThan(0);

    // The tenant's tips, in order, with their links.
    await expect(page.locator(".tip__title").allInnerTexts()).resolves.toEqual(ASTM.tips.map((t) => t.title));
    await expect(page.locator(".tip__text").allInnerTexts()).resolves.toEqual(ASTM.tips.map((t) => t.content));
    const trackerTip = page.locator(".tip", { hasText: "Track a standard" });
    await expect(trackerTip.getByRole("link").getAttribute("href")).resolves.toBe(
      ASTM.tips.find((t) => t.title === "Track a standard")?.link,
    );
    // The main tenant's community card opens the member area.
    const community = page.locator("section.community");
    await expect(community.innerText()).resolves.toContain(`Meet other ${ASTM.tenantName} users`);
    await expect(community.getByRole("link").getAttribute("href")).resolves.toMatch(/^https:\/\/members\./);
    await reader.screenshot(page, "home-cards-en");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("help menu: the tenant's topics; a guide opens in a new tab and the support guide downloads as a PDF", async () => {
    const tenant = await reader.api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const topics = await reader.api.db.tenantHelpMenuItem.findMany({
      where: { tenantId: tenant.id },
      orderBy: { position: "asc" },
    });
    const page = await reader.newPage();
    await reader.signIn(page);
    await page.getByRole("button", { name: "Help" }).click();
    const items = page.getByRole("menuitem");
    await items.first().waitFor();
    // Each topic by the interface's text of its key (the tenant's own text where there is none).
    const en = JSON.parse(
      await readFile(join(import.meta.dirname, "../../web/reader/src/i18n/locales/en.json"), "utf8"),
    );
    const textOf = (key: string) => key.split(".").reduce((o, k) => o?.[k], en) as unknown;
    const labels = (await items.allInnerTexts()).map((l) => l.replace(/\s+/g, " ").trim());
    expect(labels.length).toBe(topics.length);
    topics.forEach((t, i) => {
      const text = textOf(t.key);
      expect(labels[i].startsWith(typeof text === "string" ? text : t.topic)).toBe(true);
    });
    // The guides are the tenant's own pages (white-label: never the product's domain).
    const searching = page.getByRole("menuitem", { name: /^Searching the library/ });
    const href = await searching.getAttribute("href");
    expect(href).toBe(topics.find((t) => t.key === "help.guide.searching")?.url);
    expect(href).not.toMatch(/norma/i);
    await expect(searching.getAttribute("target")).resolves.toBe("_blank");
    await reader.screenshot(page, "help-menu");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Support guide (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("support_help.pdf");
    const pdf = await readFile((await download.path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The video tutorials entry goes to the videos page.
    await page.getByRole("button", { name: "Help" }).click();
    await page.getByRole("menuitem", { name: "Video tutorials" }).click();
    await page.getByRole("heading", { name: "Video tutorials" }).waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
  });

  for (const language of ["en", "ar"] as const) {
    it(`footer: home and support links, the tenant's tip, address, logo and copyright (${language})`, async () => {
      const page = await reader.newPage();
      await reader.signIn(page);
      if (language === "ar") {
        await arabic(page);
        await page.reload();
      }
      const footer = page.locator("footer.footer");
      await footer.waitFor();
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.locator("address").innerText()).resolves.toBe(ASTM.address);
      await expect.poll(() => loadedWidth(page, "footer .footer__logo")).toBeGreaterThan(0);
      await expect(footer.locator(".footer__logo").getAttribute("alt")).resolves.toBe(ASTM.tenantName);
      const year = new Date().getUTCFullYear();
      // Home and support, then the tenant's own pages in the configuration's order.
      const config = (
        await reader.api.request({ method: "POST", url: "/api/tenant/get-tenant-config-for-ui", payload: {} })
      ).json();
      const pages = ["about", "contact", "privacy", "policies", "copyright"]
        .map((k) => [k, config.footer?.[k]] as const)
        .filter(([, href]) => typeof href === "string" && /^https?:\/\//.test(href));
      expect(pages.length).toBeGreaterThan(0);
      const links = footer.getByRole("navigation").getByRole("link");
      await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).resolves.toEqual([
        "/",
        "/video",
        ...pages.map(([, href]) => href),
      ]);
      for (const [, href] of pages) expect(href).not.toMatch(/norma/i);
      if (language === "en") {
        const names = {
          about: "About",
          contact: "Contact",
          privacy: "Privacy",
          policies: "Policies",
          copyright: "Copyright",
        };
        const texts = (await links.allInnerTexts()).map((l) =>
          l
            .split("\n")[0]
            .trim()
            .replace(/ \(.*\)$/, ""),
        );
        expect(texts).toEqual(["Home", "Support", ...pages.map(([k]) => names[k as keyof typeof names])]);
        await expect(footer.locator(".footer__tips").innerText()).resolves.toBe(
          "Tip: type a designation such as D3039 in the search box to go straight to a standard.",
        );
        await expect(footer.locator(".footer__copyright").innerText()).resolves.toBe(
          `© ${year} ${ASTM.tenantName}. All rights reserved.`,
        );
      } else {
        await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
        await expect(footer.locator(".footer__copyright").innerText()).resolves.toContain(ASTM.tenantName);
        await expect(footer.locator(".footer__tips").innerText()).resolves.not.toBe(
          "Tip: type a designation such as D3039 in the search box to go straight to a standard.",
        );
      }
      await expect(footer.innerText()).resolves.not.toMatch(/norma/i);
      await reader.screenshot(page, `footer-${language}`);
      expect(reader.pageErrors(page)).toEqual([]);
    });

    it(`billboard: a publisher's logo and name in the refinement tree and on its search (${language})`, async () => {
      const astm = await reader.api.db.publisher.findUniqueOrThrow({ where: { key: "ASTM" } });
      const page = await reader.newPage();
      await reader.signIn(page);
      if (language === "ar") await arabic(page);
      await page.goto(`${reader.baseUrl}/content-search/?content=steel`);
      const node = page.locator(".refinements__item", { has: page.locator(".refinements__billboard") }).first();
      await node.waitFor();
      await expect(node.locator(".refinements__billboard-name").innerText()).resolves.toBe(astm.billboardName);
      await expect(node.locator(".refinements__name").innerText()).resolves.toBe(astm.name);
      // The checkbox is named by its publisher first (the billboard's name follows).
      await expect(node.getByRole("checkbox", { name: new RegExp(`^${astm.name}`) }).count()).resolves.toBe(1);
      await expect(node.locator("img.refinements__logo").getAttribute("src")).resolves.toBe(
        "/api/publishers/ASTM/logo",
      );
      await expect.poll(() => loadedWidth(page, ".refinements__item img.refinements__logo")).toBe(320);
      // Publishers without a billboard show neither.
      const plain = page.locator(".refinements__item", { hasText: "American Association of State Highway" });
      if ((await plain.count()) > 0) await expect(plain.locator(".refinements__billboard").count()).resolves.toBe(0);
      await reader.screenshot(page, `refinements-billboard-${language}`);

      await page.goto(`${reader.baseUrl}/content-search/?content=steel&publisherid=ASTM`);
      const billboard = page.locator("aside.billboard");
      await billboard.waitFor();
      await expect(billboard.locator(".billboard__name").innerText()).resolves.toBe(astm.billboardName);
      await expect(billboard.locator(".billboard__title").innerText()).resolves.toBe(astm.billboardTitle);
      await expect.poll(() => loadedWidth(page, "aside.billboard img.billboard__logo")).toBe(320);
      await expect(billboard.innerText()).resolves.not.toMatch(/norma/i);
      // The logo is an image of the API, cached by the browser.
      const logo = await page.request.get(`${reader.baseUrl}/api/publishers/ASTM/logo`);
      expect(logo.headers()["content-type"]).toBe("image/png");
      expect(logo.headers()["cache-control"]).toBe("public, max-age=86400");
      await reader.screenshot(page, `search-billboard-${language}`);
      if (language === "en") {
        // Back to all publishers.
        await billboard.getByRole("button").click();
        await billboard.waitFor({ state: "detached" });
        expect(new URL(page.url()).searchParams.get("publisherid")).toBeNull();
      }
      expect(reader.pageErrors(page)).toEqual([]);
    });
  }

  it("proxy page: the title, the explanation and the setup guide, without signing in", async () => {
    const page = await reader.newPage();
    await page.goto(`${reader.baseUrl}/proxy-error`);
    const card = page.getByRole("alert");
    await card.getByRole("heading", { name: "Access through your proxy failed" }).waitFor();
    await expect(card.innerText()).resolves.toContain("set up to pass requests to the library");
    await reader.screenshot(page, "proxy-error");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download the proxy setup guide" }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
