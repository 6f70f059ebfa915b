// What a PLM system runs to keep the standards its products use tracked in the library (each
// tracking e-mails its member the revision alerts), and to report the account's usage:
//
//   NORMA_URL=https://library.example.com NORMA_API_KEY=nk_… npx tsx examples/tracking-sync.ts <userId> [documentId…]
//
// The key is one account's, with the scopes `tracking`, `summaries` and `usage`. It tracks each
// document given for the member `userId`, prints the account's tracking list with what changed in
// each tracked edition, then the account's usage per month for the last 12 months.
import { createPublicApiClient, PublicApiError, trackedDocuments } from "../src/index.ts";

const baseUrl = process.env.NORMA_URL;
const apiKey = process.env.NORMA_API_KEY;
const [userArg, ...documentArgs] = process.argv.slice(2);
if (!baseUrl || !apiKey || !userArg) {
  console.error("Set NORMA_URL and NORMA_API_KEY (an account's key), and give a member's user id.");
  process.exit(2);
}
const userId = Number(userArg);
const client = createPublicApiClient({ baseUrl, apiKey });

for (const documentId of documentArgs.map(Number)) {
  const { data, error, response } = await client.POST("/api/public/v1/tracked-documents", {
    body: { documentId, userId },
  });
  if (!data) throw new PublicApiError(response.status, error);
  console.log(`${response.status === 201 ? "tracking" : "already tracked"}: ${data.document.designation}`);
}

for await (const t of trackedDocuments(client, { userId })) {
  const { data: summary } = await client.GET("/api/public/v1/documents/{id}/change-summary", {
    params: { path: { id: t.document.id } },
  });
  const changed = summary?.counts
    ? Object.entries(summary.counts)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")
    : (summary?.status ?? "not entitled");
  console.log([t.trackingFlag ? "on" : "off", t.document.designation, changed].join("\t"));
}

const { data: usage, error, response } = await client.GET("/api/public/v1/usage");
if (!usage) throw new PublicApiError(response.status, error);
for (const m of usage.months)
  console.log(
    [m.month, `requests ${m.requests}`, `investigations ${m.investigations}`, `searches ${m.searches}`].join("\t"),
  );
