// The console's open API screens (issue 30): a tenant administrator creates an API key with its
// scopes and sees its secret once (a dialog that says so), then rotates it (a new secret, once);
// registers a webhook endpoint and sees its signing secret once, then finds it in the list with
// its events, and its (empty) delivery log on its page; rotates an endpoint's signing secret (a
// confirmation, the new secret once, then until when the previous one signs too), in English and
// in Arabic, at a desktop's width and at a phone's.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useConsole } from "../harness/console.ts";

const admin = useConsole();

describe("console: API keys and webhooks", { timeout: 300_000 }, () => {
  it("creates a key (secret once), rotates it, and registers a webhook endpoint (signing secret once)", async () => {
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");

    await page.goto(`${admin.url}/#/api-keys/create`);
    await page.getByLabel("Name").fill("PLM sync");
    await page.getByLabel("Search").check();
    await page.getByLabel("Changes feed").check();
    await page.getByRole("button", { name: "Save" }).click();
    const secret = page.getByRole("textbox", { name: "Secret" });
    await secret.waitFor({ timeout: 30_000 });
    await expect(secret.inputValue()).resolves.toMatch(/^nk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText(/shown only this once/).count()).resolves.toBe(1);
    await admin.reader.screenshot(page, "console-api-key-secret");
    await page.getByRole("button", { name: "I have saved it" }).click();
    await page.getByRole("button", { name: "Rotate secret" }).waitFor();
    await expect(page.getByText("PLM sync").count()).resolves.toBeGreaterThan(0);
    await page.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = page.getByRole("textbox", { name: "Secret" });
    await rotated.waitFor();
    await expect(rotated.inputValue()).resolves.toMatch(/^nk_/);
    await page.getByRole("button", { name: "I have saved it" }).click();
    await admin.reader.screenshot(page, "console-api-key-show");

    await page.goto(`${admin.url}/#/webhook-endpoints/create`);
    // A public address written as such: the check needs no name lookup.
    await page.getByLabel("URL").fill("https://93.184.216.34/hooks/norma");
    await page.getByLabel("A new edition is published").check();
    await page.getByLabel("A document is withdrawn").check();
    await page.getByRole("button", { name: "Save" }).click();
    const signing = page.getByRole("textbox", { name: "Secret" });
    await signing.waitFor({ timeout: 30_000 });
    await expect(signing.inputValue()).resolves.toMatch(/^whsec_/);
    await page.getByRole("button", { name: "I have saved it" }).click();
    await page.getByText("Delivery log").first().waitFor();
    // A delivery the workers made (written here as their fan-out writes it): the log lists it,
    // its page shows the attempt, and Send again queues the same message as replay 1.
    const db = admin.reader.api.db;
    const endpointId = Number(page.url().match(/webhook-endpoints\/(\d+)/)?.[1]);
    const ep = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
    await db.webhookMessage.create({
      data: {
        id: "msg_console1",
        tenantId: ep.tenantId,
        eventType: "document.revised",
        sourceKey: "console:1",
        payload: { type: "document.revised", data: {} },
      },
    });
    const delivery = await db.webhookDelivery.create({
      data: {
        endpointId,
        messageId: "msg_console1",
        status: "FAILED",
        attempts: 1,
        lastStatusCode: 500,
        lastDurationMs: 42,
        lastError: "HTTP 500",
      },
    });
    await db.webhookAttempt.create({
      data: {
        deliveryId: delivery.id,
        attempt: 1,
        startedAt: new Date(),
        statusCode: 500,
        durationMs: 42,
        error: "HTTP 500",
        responseExcerpt: "upstream down",
      },
    });
    await page.reload();
    await page.getByText("HTTP 500").or(page.getByText("FAILED")).first().waitFor({ timeout: 30_000 });
    await admin.reader.screenshot(page, "console-webhook-edit");
    await page.getByText("FAILED").first().click();
    await page.getByText("upstream down").waitFor({ timeout: 30_000 });
    await admin.reader.screenshot(page, "console-webhook-delivery");
    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByText("The delivery is queued again").waitFor({ timeout: 30_000 });
    await expect(
      db.webhookDelivery.count({ where: { endpointId, messageId: "msg_console1", replayNumber: 1 } }),
    ).resolves.toBe(1);
    await page.goto(`${admin.url}/#/webhook-endpoints/${endpointId}`);
    await page.getByText("Delivery log").first().waitFor();
    // Disabled by its administrator: the reason is shown.
    await page.getByLabel("Enabled").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await page.goto(`${admin.url}/#/webhook-endpoints`);
    await page.getByText("Disabled by an administrator").waitFor({ timeout: 30_000 });

    await page.goto(`${admin.url}/#/webhook-endpoints`);
    await page.getByText("https://93.184.216.34/hooks/norma").waitFor();
    await expect(page.getByText("document.withdrawn").count()).resolves.toBe(1);
    await admin.reader.screenshot(page, "console-webhook-list");

    // A refused target is said on the form, naming the field.
    await page.goto(`${admin.url}/#/webhook-endpoints/create`);
    await page.getByLabel("URL").fill("https://169.254.169.254/latest");
    await page.getByLabel("A document is published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(/refused address/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(admin.reader.pageErrors(page)).toEqual([]);
  });

  /** A dialog's fade-in is over (a screenshot taken during it shows the page through the dialog). */
  const settled = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll(".MuiDialog-container")].every((d) => getComputedStyle(d).opacity === "1"),
    );

  it("rotates an endpoint's signing secret: confirmed, the new secret once, the grace period shown (English, Arabic, 375 px)", async () => {
    const db = admin.reader.api.db;
    const tenant = await db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const ep = await db.webhookEndpoint.create({
      data: {
        tenantId: tenant.id,
        url: "https://93.184.216.34/hooks/rotation",
        events: ["document.revised", "compass_point.needs_check", "review.signed_off"],
        secretSealed: "v1.placeholder-replaced-by-the-rotation",
      },
    });
    const page = await admin.reader.newPage();
    await admin.signIn(page, "admin@astm.example");
    await page.goto(`${admin.url}/#/webhook-endpoints/${ep.id}`);
    await page.getByText("Delivery log").first().waitFor({ timeout: 60_000 });
    // The new events are offered, and checked as the endpoint has them.
    await expect(page.getByLabel("A compass point needs a check").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("A review is signed off").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("A review is assigned").isChecked()).resolves.toBe(false);
    await expect(page.getByText(/also signed with the previous secret/).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByText(/signed with both the new and the current secret/).waitFor();
    await settled(page);
    await admin.reader.screenshot(page, "console-webhook-rotate-confirm");
    await page.getByRole("button", { name: "Confirm" }).click();
    const secret = page.getByRole("textbox", { name: "Secret" });
    await secret.waitFor({ timeout: 30_000 });
    const shown = await secret.inputValue();
    expect(shown).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "I have saved it" }).click();
    await page.getByText(/Deliveries are also signed with the previous secret until/).waitFor({ timeout: 30_000 });
    await admin.reader.screenshot(page, "console-webhook-rotated");
    const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: ep.id } });
    expect(row.previousSecretSealed).toBe("v1.placeholder-replaced-by-the-rotation");
    expect(row.previousSecretExpiresAt!.getTime() - row.secretRotatedAt!.getTime()).toBe(24 * 3_600_000);

    // Arabic: right to left, the grace period and the new events translated.
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.getByText(/تُوقَّع عمليات التسليم أيضًا بالسر السابق/).waitFor({ timeout: 60_000 });
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe("rtl");
    await page.getByText("نقطة بوصلة تحتاج إلى مراجعة").waitFor();
    await admin.reader.screenshot(page, "console-webhook-rotated-ar");
    await page.getByRole("button", { name: "تجديد السر" }).click();
    await page.getByText(/تجديد سر التوقيع؟/).waitFor();
    await settled(page);
    await admin.reader.screenshot(page, "console-webhook-rotate-confirm-ar");
    await page.keyboard.press("Escape");

    // A phone's width, Arabic still: nothing cut off.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByText(/تُوقَّع عمليات التسليم أيضًا بالسر السابق/).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    await admin.reader.screenshot(page, "console-webhook-rotated-375-ar");
    expect(admin.reader.pageErrors(page)).toEqual([]);

    // English at a phone's width.
    const phone = await admin.reader.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await admin.signIn(phone, "admin@astm.example");
    await phone.goto(`${admin.url}/#/webhook-endpoints/${ep.id}`);
    await phone.getByText(/Deliveries are also signed with the previous secret until/).waitFor({ timeout: 60_000 });
    await expect(phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBe(0);
    await admin.reader.screenshot(phone, "console-webhook-rotated-375");
    expect(admin.reader.pageErrors(phone)).toEqual([]);
  });
});
