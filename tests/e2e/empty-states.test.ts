// The empty states of the reader's list pages (issue 26 §21): for a user with nothing in them,
// each list page says so in a sentence of its own instead of an empty table, in English and in
// Arabic. single@astm.example has one account of its own and nothing saved; for the length of
// the test its account gets the custom collection and Compass Points switched on (with no
// collection items and no points), so that those two pages open at all.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();
const db = () => reader.api.db;
const EMAIL = "single@astm.example";

/** Each list page, the sentence it shows when empty (en, ar), and the photo's name. */
const PAGES = [
  {
    path: "/favorites",
    en: "No favorites record found.",
    ar: "لا توجد سجلات في المفضلة.",
    photo: "favorites",
  },
  {
    path: "/tracked-documents",
    en: "You are not tracking any documents.",
    ar: "أنت لا تتتبّع أي مستندات.",
    photo: "tracked-documents",
  },
  {
    path: "/custom-collections",
    en: "Your custom collection has no documents.",
    ar: "لا تحتوي مجموعتك المخصصة على مستندات.",
    photo: "custom-collections",
  },
  {
    path: "/groups",
    en: "You are not in any group yet. Create a group to share documents with colleagues.",
    ar: "لست عضوًا في أي مجموعة بعد. أنشئ مجموعة لمشاركة المستندات مع زملائك.",
    photo: "groups",
  },
  {
    path: "/compass-points-list",
    en: "You have no compass points yet. Select text in a document to create one.",
    ar: "لا توجد لديك نقاط بوصلة بعد. حدّد نصًا في مستند لإنشاء نقطة.",
    photo: "compass-points",
  },
  {
    path: "/reviews",
    en: "There are no reviews yet. A review opens when a document your account tracks gets a new edition or is withdrawn.",
    ar: "لا توجد مراجعات بعد. تُفتح مراجعة عندما يصدر إصدار جديد من وثيقة يتتبّعها حسابك أو تُسحب.",
    photo: "reviews",
  },
] as const;

let accountId = 0;
let flags = { customCollection: false, compassPointFlag: false };

beforeAll(async () => {
  const api = reader.api;
  const session = (await api.request({ method: "GET", url: "/api/account", token: await api.login(EMAIL) })).json();
  accountId = session.selectedAccountId;
  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  flags = { customCollection: account.customCollection, compassPointFlag: account.compassPointFlag };
  await db().account.update({ where: { id: accountId }, data: { customCollection: true, compassPointFlag: true } });
});

afterAll(async () => {
  if (accountId) await db().account.update({ where: { id: accountId }, data: flags });
});

/** Opens a list page and waits for its empty sentence (the page, not a refusal, is shown). */
async function emptyPage(page: Page, path: string, sentence: string) {
  await page.goto(`${reader.baseUrl}${path}`);
  await page.getByText(sentence, { exact: true }).waitFor();
  await expect(page.getByText("You are not authorized to access this page.").count()).resolves.toBe(0);
}

describe("the reader's empty list pages", { timeout: 180_000 }, () => {
  it("the user has nothing in any of the lists (the premise of the test)", async () => {
    const user = await db().user.findFirstOrThrow({ where: { email: EMAIL } });
    const counts = await Promise.all([
      db().favorite.count({ where: { userId: user.id } }),
      db().trackedDocument.count({ where: { userId: user.id } }),
      db().customCollectionItem.count({ where: { collection: { accountId } } }),
      db().groupMember.count({ where: { userId: user.id } }),
      db().compassPoint.count({ where: { createdById: user.id } }),
      db().revisionReview.count({ where: { accountId } }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("each list page says it is empty, in English and in Arabic", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, EMAIL);
    for (const p of PAGES) {
      await emptyPage(page, p.path, p.en);
      await reader.screenshot(page, `empty-${p.photo}`);
    }
    await page.context().addCookies([{ name: "norma_locale", value: "ar", url: reader.baseUrl }]);
    for (const p of PAGES) {
      await emptyPage(page, p.path, p.ar);
      await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
      await reader.screenshot(page, `empty-${p.photo}-arabic`);
    }
    expect(reader.pageErrors(page)).toEqual([]);
  });
});
