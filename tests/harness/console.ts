// Browser tests of the administration console (web/admin): the reader's fixture (API on a private
// database, Chromium) with a production build of the console served at /admin/ of the reader's
// origin, as the reader's image serves it (issue 26 §17). The build is made once per change of
// the console's sources and shared by every console test file (web-build.ts).
//
//   const admin = useConsole();
//   it("…", async () => {
//     const page = await admin.reader.newPage();
//     await admin.signIn(page, "admin@astm.example");
//     await page.goto(`${admin.url}/#/compass-points`);
//   });
import type { Page } from "playwright-core";
import { beforeAll } from "vitest";
import { type ReaderFixture, useReader } from "./browser.ts";
import { DEMO_PASSWORD } from "./index.ts";

export interface ConsoleFixture {
  reader: ReaderFixture;
  /** The console's address, e.g. http://127.0.0.1:41234/admin (tenant: the API's default, astm). */
  url: string;
  /** Signs in (the session stored as the sign-in form would), opens the console, waits for the dashboard. */
  signIn(page: Page, email: string, password?: string): Promise<void>;
}

export function useConsole(options: { workers?: boolean; env?: Record<string, string> } = {}): ConsoleFixture {
  const reader = useReader({ ...options, console: true });
  const fixture = { reader } as ConsoleFixture;

  beforeAll(() => {
    // Without a trailing slash: the tests write `${url}/#/audits` and `${url}/`.
    fixture.url = `${reader.baseUrl}/admin`;
  });

  // The sign-in form itself is tested by admin-login.test.ts; here the session is stored in the tab
  // as that form leaves it (the console and the reader share it), and the console opened once.
  fixture.signIn = async (page, email, password = DEMO_PASSWORD) => {
    await reader.storeSession(page, email, { password });
    await page.goto(`${fixture.url}/`);
    // The console's first load parses about 1.6 MB of script: slow on a busy machine.
    await page.getByRole("heading", { name: "API health" }).waitFor({ timeout: 60_000 });
  };

  return fixture;
}

/**
 * Chooses an option of one of the console's selects (MUI): opens it and clicks the option, again
 * while the list stays open — under load a click landing while the menu still grows in is not
 * taken (a clean-clone CI run photographed the list open, the option never chosen).
 */
export async function chooseOption(page: Page, select: string | RegExp, option: string): Promise<void> {
  const listbox = page.getByRole("listbox");
  for (let attempt = 1; ; attempt++) {
    if (!(await listbox.isVisible())) await page.getByRole("combobox", { name: select }).click();
    await page.getByRole("option", { name: option }).click();
    try {
      await listbox.waitFor({ state: "hidden", timeout: 3_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
