const { loadConfig } = await import("/work/wt-i13-search/services/api/src/config.ts");
const { buildApp } = await import("/work/wt-i13-search/services/api/src/app.ts");
const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  DATABASE_URL: process.env.DBURL,
  JWT_SECRET: "relevance-secret-that-is-long-enough-for-hs256",
  REDIS_PREFIX: `dbg-${process.pid}`,
  STORAGE_DIR: "/tmp/i13-storage-5k",
});
const app = await buildApp(config, { logger: false });
await app.ready();
const login = await app.inject({
  method: "POST",
  url: "/api/authenticate",
  headers: { "x-tenant": "astm" },
  payload: { email: "individual@astm.example", password: "norma-demo" },
});
const token = login.json().id_token;
for (const q of process.argv.slice(2)) {
  const [keywords, language, field] = q.split("|");
  const res = await app.inject({
    method: "POST",
    url: "/api/documents/search?size=25",
    headers: { authorization: `Bearer ${token}` },
    payload: { keywords, searchField: field || "all", ...(language ? { language } : {}) },
  });
  const b = res.json();
  console.log(`== ${q}: ${b.count}`);
  for (const d of (b.result ?? []).slice(0, 8))
    console.log(`  ${d.score ?? ""} ${d.contentCode} | ${d.documentTitle.slice(0, 70)}`);
  if (!b.result) console.log(b);
}
await app.close();
