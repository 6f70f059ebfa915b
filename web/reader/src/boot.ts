// The first script of the page (its own small chunk; the Vite plugin of scripts/boot-vite-plugin.ts
// places it before the app's entry): starts the requests the first screen needs at once, in
// parallel, while the app's JavaScript is still loading. The app then finds their answers
// (api/prefetch.ts) instead of asking one after the other.
import { earlyRequests } from "./api/early-requests.ts";
import { prefetch } from "./api/prefetch.ts";

for (const r of earlyRequests(location)) prefetch(r.method, r.url, r.body);
