// The reviews' small rules: the field a refusal names, its message key, names isolated in
// translated sentences, and the notice a change whose e-mails a limit kept back raises (in the
// reader's language: English and Arabic here, the 14 catalogues' keys in catalogue.test.ts).
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../i18n/index.ts";
import arabic from "../../i18n/locales/ar.json" with { type: "json" };
import english from "../../i18n/locales/en.json" with { type: "json" };
import { messageText } from "../notify/message.ts";
import { notifications } from "../notify/notify-store.ts";
import { emailsNotSentNotice, isolated, problemField, problemMessage } from "./reviews-queries.ts";

describe("reviews queries", () => {
  it("reads the field a problem+json refusal names", () => {
    expect(problemField({ fieldErrors: [{ objectName: "review", field: "dueDate" }] })).toBe("dueDate");
    expect(problemField({ message: "error.review.signedOff" })).toBeNull();
    expect(problemField(undefined)).toBeNull();
  });

  it("reads the refusal's message key, else its detail", () => {
    expect(problemMessage({ message: "error.review.itemChanged", detail: "x" })).toBe("error.review.itemChanged");
    expect(problemMessage({ detail: "Not found" })).toBe("Not found");
    expect(problemMessage(null)).toBeNull();
  });

  it("isolates a name or designation put into a sentence (first strong isolate … pop)", () => {
    expect(isolated("ASTM D3039-14")).toBe("\u2068ASTM D3039-14\u2069");
  });
});

describe("a change whose e-mails were not sent", () => {
  beforeEach(() => notifications.set([]));

  it("raises no notice when the reply has no emailsNotSent", () => {
    emailsNotSentNotice({});
    emailsNotSentNotice(undefined);
    expect(notifications.get()).toEqual([]);
  });

  it("tells its author which limit kept them back, in their language", async () => {
    emailsNotSentNotice({ emailsNotSent: { limit: "emailsPerUserPerHour", retryAfterSeconds: 600 } });
    emailsNotSentNotice({ emailsNotSent: { limit: "emailsPerTenantPerHour" } });
    emailsNotSentNotice({ emailsNotSent: { limit: "invitationsPerAddressPerDay" } });
    const shown = notifications.get();
    expect(shown.map((n) => n.type)).toEqual(["INFO", "INFO", "INFO"]);
    // The catalogues are loaded on demand in the reader: here they are added as the loader would.
    i18n.addResourceBundle("en", "translation", english, true, true);
    await i18n.changeLanguage("en");
    const en = shown.map((n) => messageText(n.message));
    expect(en[0]).toMatch(/^Your change is saved, but nobody was e-mailed about it: you have sent/);
    expect(en[1]).toContain("your organisation has sent");
    expect(en[2]).toContain("a limit on e-mail was reached");
    i18n.addResourceBundle("ar", "translation", arabic, true, true);
    await i18n.changeLanguage("ar");
    expect(messageText(shown[0]!.message)).toMatch(/^حُفظ تغييرك/);
    await i18n.changeLanguage("en");
  });
});
