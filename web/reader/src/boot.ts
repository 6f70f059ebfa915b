// The first script of the page (its own small chunk; the Vite plugin of scripts/boot-vite-plugin.ts
// places it before the app's entry): starts the requests the first screen needs at once, in
// parallel, while the app's JavaScript is still loading. The app then finds their answers
// (api/prefetch.ts) instead of asking one after the other. It also starts the English catalogue's
// chunk when English is the interface language (i18n/index.ts waits for it before the first render)
// and, without a valid session, the sign-in screens' chunk (AuthGate shows them).
import { bootLanguage, earlyRequests, firstScreen } from "./api/early-requests.ts";
import { prefetch } from "./api/prefetch.ts";
import { loadEnglish } from "./i18n/english.ts";
import { DEFAULT_LOCALE } from "./i18n/locales.ts";

for (const r of earlyRequests(location)) prefetch(r.method, r.url, r.body);
// Not awaited: a failure shows when i18n/index.ts asks for the same module.
if (bootLanguage() === DEFAULT_LOCALE) loadEnglish().catch(() => {});
if (!firstScreen(location).session) import("./features/auth/signed-out-screens.ts").catch(() => {});
