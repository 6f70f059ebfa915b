// What a quality or PLM system runs, say every hour: the standards published, revised or withdrawn
// since it last looked, through the changes feed, resumed from the cursor it kept.
//
//   NORMA_URL=https://library.example.com NORMA_API_KEY=nk_… npx tsx examples/changes-feed.ts [cursor]
//
// The key needs the `changes` scope (the console's API keys page). It prints one line a change and,
// last, the cursor to give next time.
import { changesSince, createPublicApiClient } from "../src/index.ts";

const baseUrl = process.env.NORMA_URL;
const apiKey = process.env.NORMA_API_KEY;
if (!baseUrl || !apiKey) {
  console.error("Set NORMA_URL (the library's address) and NORMA_API_KEY (an API key with the changes scope).");
  process.exit(2);
}

const client = createPublicApiClient({ baseUrl, apiKey });
let cursor = process.argv[2];
for await (const page of changesSince(client, cursor)) {
  for (const change of page.changes)
    console.log([change.kind, change.publishedAt, change.document.designation, change.document.title].join("\t"));
  cursor = page.nextCursor;
}
console.log(`next cursor: ${cursor ?? "(none: the feed is empty)"}`);
