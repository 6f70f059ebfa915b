// The console's languages: the reader's 14 codes, each translating every label the console shows
// (its own messages and the resources' names and fields) and react-admin's chrome, Arabic right to
// left.
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { i18nProvider, messagesOf, ownMessagesOf } from "./index.ts";
import { directionOf, LOCALES } from "./locales.ts";

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : leaves(v, `${prefix}${k}.`)));
}
const at = (tree: Tree, path: string) =>
  path.split(".").reduce<Tree | string | undefined>((t, k) => (t && typeof t === "object" ? t[k] : undefined), tree);

/** Words an English label may share with a translation (codes, names of things). */
const SAME =
  /^(API|URL|ID|Id|JWKS URI|CPUs?|Favicon|Banner|Status|Version|Feedback.*|Total|Position|Code|Logs|Audits|Compass points|Compass point.*|Filter|Details|Links|Name|Type|Tenants?.*|Accounts?.*|E-mail|Pages|Designation|Document|Datasource|Garbage collection|Threads.*|Configuration|Global|Acronym|Content|Label|Prefix|Metrics|Profil)$/;

describe("console languages", () => {
  it("translate every label of the console and name no key English does not have", async () => {
    const english = leaves({ norma: en.norma, resources: en.resources } as Tree);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const own = (await ownMessagesOf(locale)) as Tree;
      const theirs = leaves({ norma: own.norma, resources: own.resources } as Tree);
      expect(
        theirs.filter((k) => !english.includes(k)),
        locale,
      ).toEqual([]);
      // Every label is there (the health badges' UP/DOWN codes stay as they are).
      const missing = english.filter((k) => !k.startsWith("norma.health.statuses.") && at(own, k) === undefined);
      expect(missing, locale).toEqual([]);
    }
  });

  it("translate react-admin's chrome: menus, buttons, pages, paging, sign-in", async () => {
    const chrome = [
      "ra.action.save",
      "ra.action.create",
      "ra.action.edit",
      "ra.action.export",
      "ra.action.add_filter",
      "ra.page.dashboard",
      "ra.page.create",
      "ra.navigation.page_rows_per_page",
      "ra.navigation.page_range_info",
      "ra.auth.sign_in",
      "ra.auth.logout",
      "ra.action.cancel",
      "ra.boolean.true",
      "ra.notification.updated",
      "ra.validation.required",
    ];
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const messages = (await messagesOf(locale)) as unknown as Tree;
      for (const key of chrome) {
        const text = at(messages, key);
        expect(typeof text, `${locale} ${key}`).toBe("string");
        expect(text, `${locale} ${key}`).not.toBe(at(en as unknown as Tree, key));
      }
    }
  });

  it("leave few labels as in English", async () => {
    const english = leaves({ norma: en.norma, resources: en.resources } as Tree).filter(
      (k) => !k.startsWith("norma.health.statuses."),
    );
    for (const locale of ["ar", "zh-Hans", "ja", "ko", "ru"] as const) {
      const own = (await ownMessagesOf(locale)) as Tree;
      const same = english.filter((k) => at(own, k) === at(en as unknown as Tree, k) && !SAME.test(String(at(own, k))));
      expect(same, locale).toEqual([]);
    }
  });

  it("count in each language's plural forms (Arabic has six, Chinese, Japanese, Korean and Turkish one)", async () => {
    const t = (key: string, n: number) => i18nProvider.translate(key, { smart_count: n });
    await i18nProvider.changeLocale("ar");
    expect([t("resources.tenants.name", 1), t("resources.tenants.name", 2), t("resources.tenants.name", 12)]).toEqual([
      "مستأجر",
      "المستأجرون",
      "المستأجرون",
    ]);
    for (const [locale, five] of [
      ["ja", "5 件選択中"],
      ["tr", "5 öğe seçildi"],
      ["de", "5 Elemente ausgewählt"],
    ] as const) {
      await i18nProvider.changeLocale(locale);
      expect(t("ra.action.bulk_actions", 5), locale).toBe(five);
    }
    await i18nProvider.changeLocale("en");
  });

  it("write Arabic right to left, the others left to right", () => {
    expect(LOCALES.filter((l) => directionOf(l) === "rtl")).toEqual(["ar"]);
  });
});
