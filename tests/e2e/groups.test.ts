/// <reference lib="dom" />
// Groups in Chromium (spec 2 §2, §5, §9): the groups page reached from the sidebar (cards A-Z and
// Z-A, the owner's menu and '(Me)', the e-mail icon of a member, the e-mail dialog); the group
// detail (6 members then 'N more...' and 'show less', the owner's buttons); the create wizard
// with each of its enabling rules, going to the new group's page; the edit dialogs; deleting a
// document and the group, back on /groups; the guards (no group-enable, company sessions).
// English and Arabic screenshots.

import { colleagues, companyOf, documentsOf } from "@norma/api/src/modules/groups/groups-fixtures.ts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useReader } from "../harness/browser.ts";

const reader = useReader();

const ADMIN = "admin@astm.example";

interface ListedGroup {
  groupID: number;
  name: string;
  createdById: number;
  rosters: { user: { userId: number } }[];
}

async function groupsOf(email: string): Promise<ListedGroup[]> {
  const api = reader.api;
  const res = await api.request({
    method: "GET",
    url: "/api/group/listByCurrentAccount",
    token: await api.login(email),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const cardNames = (page: Page) => page.locator("ul.group-cards .group-card__name").allInnerTexts();
const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });

async function toArabic(page: Page) {
  await page.locator("header .header__language button").first().click();
  await page.getByRole("menuitem", { name: /العربية/ }).click();
  await page.locator("html[dir='rtl'][lang='ar']").waitFor({ state: "attached" });
}

describe("groups", { timeout: 240_000 }, () => {
  it("lists the groups A-Z and Z-A with the owner's menu, '(Me)' and the member's e-mail icon; the detail", async () => {
    const api = reader.api;
    const admin = await api.db.user.findFirstOrThrow({ where: { email: ADMIN } });
    const groups = await groupsOf(ADMIN);
    const own = groups.find((g) => g.createdById === admin.id && g.rosters.length > 6);
    const other = groups.find((g) => g.createdById !== admin.id);
    expect(
      own && other,
      "the seed: a group of the admin with more than 6 members, and one of another user",
    ).toBeTruthy();

    const page = await reader.newPage();
    await reader.signIn(page, ADMIN);
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.getByRole("link", { name: "Groups", exact: true }).click();
    await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
    await page.locator("ul.group-cards").waitFor();
    const names = groups.map((g) => g.name).sort(byName);
    expect(await cardNames(page)).toEqual(names);

    // The owner's card: '(Me)' and the menu; the other: only the e-mail icon.
    const ownCard = page.locator(".group-card", { hasText: own!.name });
    await expect(ownCard.innerText()).resolves.toContain("(Me)");
    await ownCard.getByRole("button", { name: `Actions for ${own!.name}` }).click();
    const items = await page.getByRole("menuitem").allInnerTexts();
    expect(items).toEqual(["Edit", "E-mail group", "Delete"]);
    // The menu by keyboard: Edit opens the name and description dialog.
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit name and description" });
    expect(await edit.getByLabel("Group name").inputValue()).toBe(own!.name);
    expect(await edit.getByRole("button", { name: "Update" }).isDisabled()).toBe(true);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await edit.waitFor({ state: "hidden" });
    const otherCard = page.locator(".group-card", { hasText: other!.name });
    await expect(otherCard.innerText()).resolves.not.toContain("(Me)");
    expect(await otherCard.getByRole("button", { name: /^Actions for/ }).count()).toBe(0);
    // Roster cards: 3 names, then '+N more'.
    await expect(ownCard.locator(".group-card__roster").innerText()).resolves.toContain(
      `+${own!.rosters.length - 3} more`,
    );
    await reader.screenshot(page, "groups");

    // Z-A.
    await page.getByLabel("Sort").selectOption("desc");
    await expect.poll(() => cardNames(page)).toEqual([...names].reverse());
    expect(page.url()).toContain("sort=desc");

    // The member's e-mail icon: the e-mail dialog; send waits for a subject and a message, Enter
    // in the subject does not send.
    await otherCard.getByRole("button", { name: `E-mail the group ${other!.name}` }).click();
    const mail = page.getByRole("dialog", { name: `E-mail the group ${other!.name}` });
    const send = mail.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await mail.getByLabel("Subject").fill("Quarterly review");
    await mail.getByLabel("Subject").press("Enter");
    expect(await send.isDisabled()).toBe(true);
    await mail.getByLabel("Message").fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await mail.getByLabel("Message").fill("Please read the new editions before Friday.");
    await mail.getByLabel("Send me a copy").check();
    await reader.screenshot(page, "groups-email");
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/group/sendMailToGroup")),
      send.click(),
    ]);
    expect(sent.status()).toBe(200);
    expect(sent.request().postDataJSON()).toEqual({
      groupId: other!.groupID,
      subject: "Quarterly review",
      message: "Please read the new editions before Friday.",
      copyMeFlag: true,
    });
    await page.getByText("The e-mail was sent.").waitFor();
    await mail.waitFor({ state: "hidden" });

    // The owner's group: its page with 6 members, then 'N more...' and 'show less'.
    await ownCard.getByRole("link", { name: own!.name }).click();
    await page.waitForURL(new RegExp(`/group-detail/\\?groupId=${own!.groupID}$`));
    await page.getByRole("heading", { name: own!.name, level: 1 }).waitFor();
    const members = page.locator(".group-detail__members li");
    expect(await members.count()).toBe(6);
    await page.getByRole("button", { name: `${own!.rosters.length - 6} more...` }).click();
    expect(await members.count()).toBe(own!.rosters.length);
    await page.getByRole("button", { name: "show less" }).click();
    expect(await members.count()).toBe(6);
    for (const name of ["E-mail group", "Delete group", "Edit name and description", "Edit members", "Add documents"])
      await page.getByRole("button", { name, exact: true }).waitFor();
    expect(await page.getByRole("button", { name: /^Remove .* from the group$/ }).count()).toBeGreaterThan(0);
    await reader.screenshot(page, "group-detail");

    // A member's view of another's group: e-mail only.
    await page.goto(`${reader.baseUrl}/group-detail/?groupId=${other!.groupID}`);
    await page.getByRole("heading", { name: other!.name, level: 1 }).waitFor();
    await page.getByRole("button", { name: "E-mail group", exact: true }).waitFor();
    for (const name of ["Delete group", "Edit name and description", "Edit members", "Add documents"])
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);

    // Arabic: the list and the detail mirrored.
    await toArabic(page);
    await page.getByRole("heading", { name: other!.name, level: 1 }).waitFor();
    await page.getByRole("link", { name: "العودة إلى المجموعات" }).waitFor();
    await reader.screenshot(page, "group-detail-arabic");
    await page.getByRole("link", { name: "العودة إلى المجموعات" }).click();
    await page.getByRole("heading", { name: "المجموعات", level: 1 }).waitFor();
    await page.locator("ul.group-cards").waitFor();
    await reader.screenshot(page, "groups-arabic");

    // A phone: the cards in one column, the wizard's two lists one above the other.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "إنشاء مجموعة" }).click();
    const phoneWizard = page.getByRole("dialog", { name: "إنشاء مجموعة" });
    await phoneWizard.getByLabel("اسم المجموعة").fill("مجموعة");
    await phoneWizard.getByLabel("الوصف").fill("وصف");
    await phoneWizard.getByRole("button", { name: "التالي" }).click();
    await phoneWizard.getByLabel("البحث عن المستخدمين بالاسم").waitFor();
    await reader.screenshot(page, "group-wizard-phone-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("the create wizard's enabling rules, the new group's page, the edit dialogs, and deleting", async () => {
    const api = reader.api;
    const admin = await api.db.user.findFirstOrThrow({ where: { email: ADMIN } });
    const company = await companyOf(api.db, "astm");
    const [colleague, second] = (await colleagues(api.db, company.id, 10)).filter(
      (c) => (c.lastName ?? "").length >= 3 && c.id !== admin.id,
    );
    // Two documents the picker offers (the type-ahead: what the account may open and the tenant
    // presents), each with the keywords that find it.
    const token = await api.login(ADMIN);
    const picks: { keywords: string; title: string; contentCode: string }[] = [];
    for (const d of (await documentsOf(api.db, company, 40)).filter((x) => x.designationNo.length >= 3)) {
      const res = await api.request({
        method: "POST",
        url: "/api/group/documents/search/type-ahead?size=100",
        token,
        payload: { keywords: d.designationNo },
      });
      const hit = (res.json() as { contentCode: string; documentTitle: string }[]).find(
        (h) => !picks.some((p) => p.contentCode === h.contentCode || p.title === h.documentTitle),
      );
      if (hit) picks.push({ keywords: d.designationNo, title: hit.documentTitle, contentCode: hit.contentCode });
      if (picks.length === 2) break;
    }
    const [first, another] = picks;
    expect(colleague && second && first && another).toBeTruthy();

    const page = await reader.newPage();
    const searches: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/user/searchUsers")) searches.push(r.postDataJSON().fullName);
    });
    await reader.signIn(page, ADMIN, { path: "/groups" });
    await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Create group" }).click();
    const wizard = page.getByRole("dialog", { name: "Create group" });
    const next = wizard.getByRole("button", { name: "Next" });

    // Step 0: Next needs a name and a description, not blank after trimming; Enter is blocked in
    // the name; the notice at exactly 255 characters.
    await wizard.getByText("Step 1 of 3: Name and description").waitFor();
    expect(await next.isDisabled()).toBe(true);
    const name = wizard.getByLabel("Group name");
    const description = wizard.getByLabel("Description");
    await name.fill("x".repeat(255));
    await wizard.getByText("You have reached the limit of 255 characters.").first().waitFor();
    expect(await name.inputValue()).toHaveLength(255);
    const longName = `Pressure vessels and piping working group ${"of the plant ".repeat(2)}`.trim();
    expect(longName.length).toBeGreaterThan(50);
    await name.fill(longName);
    expect(await wizard.getByText("You have reached the limit").count()).toBe(0);
    expect(await next.isDisabled()).toBe(true);
    await description.fill("   ");
    expect(await next.isDisabled()).toBe(true);
    await description.fill("Standards the piping team follows");
    await name.press("Enter");
    await wizard.getByText("Step 1 of 3").waitFor();
    await name.fill("  ");
    expect(await next.isDisabled()).toBe(true);
    await name.fill(longName);
    expect(await next.isDisabled()).toBe(false);
    await reader.screenshot(page, "group-wizard-0");
    await next.click();

    // Step 1: Next needs a member; the server search needs 3 characters and waits 500 ms.
    await wizard.getByText("Step 2 of 3: Members").waitFor();
    expect(await next.isDisabled()).toBe(true);
    const userSearch = wizard.getByLabel("Search users by name");
    await userSearch.fill(colleague.lastName!.slice(0, 2));
    await page.waitForTimeout(900);
    expect(searches).toEqual([]);
    await userSearch.pressSequentially(colleague.lastName!.slice(2), { delay: 30 });
    const available = wizard.getByRole("list", { name: "Available users" });
    const colleagueBox = available.getByRole("checkbox", { name: new RegExp(colleague.email.replace(/\./g, "\\.")) });
    await colleagueBox.waitFor();
    expect(searches).toEqual([colleague.lastName]);
    await colleagueBox.check();
    await wizard.getByRole("button", { name: "Add the checked (1) to the group" }).click();
    const groupSide = wizard.getByRole("list", { name: "Group members" });
    await groupSide.getByRole("checkbox", { name: new RegExp(colleague.email.replace(/\./g, "\\.")) }).waitFor();
    expect(await next.isDisabled()).toBe(false);
    // Removing the only member disables Next again.
    await wizard.getByRole("button", { name: "Select all", exact: true }).nth(1).click();
    await wizard.getByRole("button", { name: "Remove the checked (1) from the group" }).click();
    await wizard.getByText("No members yet.").waitFor();
    expect(await next.isDisabled()).toBe(true);
    await colleagueBox.check();
    await wizard.getByRole("button", { name: /^Add the checked/ }).click();
    expect(await next.isDisabled()).toBe(false);
    await reader.screenshot(page, "group-wizard-1");

    // Back: one step, the search and the available list cleared, the group's members kept.
    await wizard.getByRole("button", { name: "Back" }).click();
    await wizard.getByText("Step 1 of 3").waitFor();
    expect(await name.inputValue()).toBe(longName);
    await next.click();
    await wizard.getByText("Step 2 of 3").waitFor();
    expect(await userSearch.inputValue()).toBe("");
    expect(await available.count()).toBe(0);
    await groupSide.getByRole("checkbox").first().waitFor();
    expect(await next.isDisabled()).toBe(false);
    await next.click();

    // Step 2: the confirm needs a document; the document search needs 3 characters (Enter or the button).
    await wizard.getByText("Step 3 of 3: Documents").waitFor();
    const create = wizard.getByRole("button", { name: "Create group" });
    expect(await create.isDisabled()).toBe(true);
    const docSearch = wizard.getByLabel("Search documents");
    await docSearch.fill("ab");
    expect(await wizard.getByRole("button", { name: "Search", exact: true }).isDisabled()).toBe(true);
    await docSearch.fill(first.keywords);
    await docSearch.press("Enter");
    const docBox = wizard
      .getByRole("list", { name: "Available documents" })
      .getByRole("checkbox", { name: first.title })
      .first();
    await docBox.check();
    await wizard.getByRole("button", { name: /^Add the checked/ }).click();
    expect(await create.isDisabled()).toBe(false);
    await reader.screenshot(page, "group-wizard-2");
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/group/save")),
      create.click(),
    ]);
    expect(saved.status()).toBe(201);
    const { groupID } = await saved.json();

    // After create: the group's page, its name cut at 50 characters.
    await page.waitForURL(new RegExp(`/group-detail/\\?groupId=${groupID}$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toBe(`${longName.slice(0, 50)}…`);
    expect(await heading.getAttribute("title")).toBe(longName);
    await page.getByText("The group was created.").waitFor();
    const colleagueName = [colleague.firstName, colleague.lastName].filter(Boolean).join(" ") || colleague.email;
    await expect(page.locator(".group-detail__members").innerText()).resolves.toContain(colleagueName);
    expect(await page.locator(".group-detail__documents tbody tr").count()).toBe(1);

    // Edit name and description: Update waits for a change and non-blank fields.
    await page.getByRole("button", { name: "Edit name and description" }).click();
    const editName = page.getByRole("dialog", { name: "Edit name and description" });
    const update = editName.getByRole("button", { name: "Update" });
    expect(await update.isDisabled()).toBe(true);
    await editName.getByLabel("Group name").fill(" ");
    expect(await update.isDisabled()).toBe(true);
    await editName.getByLabel("Group name").fill("Piping");
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await page.getByText("The group was updated.").waitFor();
    await page.getByRole("heading", { name: "Piping", level: 1 }).waitFor();

    // Edit members: Update disabled without a member; adding a second one.
    await page.getByRole("button", { name: "Edit members" }).click();
    const editMembers = page.getByRole("dialog", { name: "Edit members" });
    const updateMembers = editMembers.getByRole("button", { name: "Update" });
    expect(await updateMembers.isDisabled()).toBe(false);
    await editMembers.getByRole("button", { name: "Select all", exact: true }).nth(1).click();
    await editMembers.getByRole("button", { name: /^Remove the checked/ }).click();
    expect(await updateMembers.isDisabled()).toBe(true);
    await editMembers.getByLabel("Search users by name").fill(second.lastName!);
    const secondBox = editMembers
      .getByRole("list", { name: "Available users" })
      .getByRole("checkbox", { name: new RegExp(second.email.replace(/\./g, "\\.")) });
    await secondBox.check();
    await editMembers.getByRole("button", { name: /^Add the checked/ }).click();
    expect(await updateMembers.isDisabled()).toBe(false);
    await reader.screenshot(page, "group-edit-members");
    const [membersSaved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/group/update/memberIds")),
      updateMembers.click(),
    ]);
    expect(membersSaved.request().postDataJSON()).toEqual({ groupID, memberIds: [second.id] });
    await page.getByText("The members were updated.").waitFor();

    // Edit documents: Update disabled without a document; adding another.
    await page.getByRole("button", { name: "Add documents" }).click();
    const editDocs = page.getByRole("dialog", { name: "Edit documents" });
    const updateDocs = editDocs.getByRole("button", { name: "Update" });
    expect(await updateDocs.isDisabled()).toBe(false);
    await editDocs.getByRole("button", { name: "Select all", exact: true }).nth(1).click();
    await editDocs.getByRole("button", { name: /^Remove the checked/ }).click();
    expect(await updateDocs.isDisabled()).toBe(true);
    // Put the first back (it is in the available list again only after a search) and add another.
    for (const d of [first, another]) {
      await editDocs.getByLabel("Search documents").fill(d.keywords);
      await editDocs.getByRole("button", { name: "Search", exact: true }).click();
      await editDocs
        .getByRole("list", { name: "Available documents" })
        .getByRole("checkbox", { name: d.title })
        .first()
        .check();
      await editDocs.getByRole("button", { name: /^Add the checked/ }).click();
    }
    expect(await updateDocs.isDisabled()).toBe(false);
    await updateDocs.click();
    await page.getByText("The documents were updated.").waitFor();
    await expect.poll(() => page.locator(".group-detail__documents tbody tr").count()).toBe(2);

    // Delete a document, after confirming.
    await page
      .getByRole("button", { name: /^Remove .* from the group$/ })
      .first()
      .click();
    const confirm = page.locator("dialog[open]").filter({ hasText: "Remove document" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("The document was removed from the group.").waitFor();
    await expect.poll(() => page.locator(".group-detail__documents tbody tr").count()).toBe(1);

    // Delete the group: confirm, then /groups without it.
    await page.getByRole("button", { name: "Delete group" }).click();
    const confirmGroup = page.locator("dialog[open]").filter({ hasText: "Piping" });
    await reader.screenshot(page, "group-delete-confirm");
    await confirmGroup.getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/groups$/);
    await page.getByText("The group was deleted.").waitFor();
    await page.locator("ul.group-cards").waitFor();
    expect(await cardNames(page)).not.toContain("Piping");
    expect(await api.db.group.findUnique({ where: { id: groupID } })).toBeNull();

    // The wizard in Arabic.
    await toArabic(page);
    await page.getByRole("button", { name: "إنشاء مجموعة" }).click();
    const arWizard = page.getByRole("dialog", { name: "إنشاء مجموعة" });
    await arWizard.getByLabel("اسم المجموعة").fill("مجموعة الاختبار");
    await arWizard.getByLabel("الوصف").fill("معايير المختبر");
    await arWizard.getByRole("button", { name: "التالي" }).click();
    await arWizard.getByLabel("البحث عن المستخدمين بالاسم").fill(colleague.lastName!);
    await arWizard.getByRole("list", { name: "المستخدمون المتاحون" }).getByRole("checkbox").first().check();
    await arWizard.getByRole("button", { name: /^إضافة المحدد/ }).click();
    await reader.screenshot(page, "group-wizard-arabic");
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("says so when the user is in no group", async () => {
    const page = await reader.newPage();
    await reader.signIn(page, "single@astm.example", { path: "/groups" });
    await page.getByRole("heading", { name: "Groups", level: 1 }).waitFor();
    await page.getByText("You are not in any group yet. Create a group to share documents with colleagues.").waitFor();
    expect(await page.locator("ul.group-cards").count()).toBe(0);
    await page.getByRole("button", { name: "Create group" }).waitFor();
    await reader.screenshot(page, "groups-empty");
    // Someone else's group (404) and an address without a group id: 'This group does not exist.'
    const [foreign] = await groupsOf(ADMIN);
    for (const query of [`?groupId=${foreign.groupID}`, "?groupId=abc"]) {
      await page.goto(`${reader.baseUrl}/group-detail/${query}`);
      await page.getByText("This group does not exist.").waitFor();
      await page.getByRole("link", { name: "Back to groups" }).waitFor();
    }
    expect(reader.pageErrors(page)).toEqual([]);
  });

  it("is not offered without the tenant's group-enable, nor to a company session", async () => {
    // api has no group-enable: no sidebar entry, and the page refuses.
    const page = await reader.newPage();
    await reader.signIn(page, "individual@api.example", { path: "/?tenant=api" });
    await page.getByRole("button", { name: "Show the main menu" }).click();
    await page.getByRole("link", { name: "Favorites" }).waitFor();
    expect(await page.getByRole("link", { name: "Groups", exact: true }).count()).toBe(0);
    await page.goto(`${reader.baseUrl}/groups`);
    await page.getByText("You are not authorized to access this page.").waitFor();
    await page.goto(`${reader.baseUrl}/group-detail/?groupId=1`);
    await page.getByText("You are not authorized to access this page.").waitFor();

    // astm's company session (sign-in by address): no groups either.
    const company = await reader.newPage();
    await company.goto(`${reader.baseUrl}/?tenant=astm`);
    await company.getByRole("button", { name: /^Continue as/ }).click();
    await company.locator("main.app__main").waitFor();
    await company.goto(`${reader.baseUrl}/groups`);
    await company.getByText("You are not authorized to access this page.").waitFor();
    expect(reader.pageErrors(page)).toEqual([]);
    expect(reader.pageErrors(company)).toEqual([]);
  });
});
