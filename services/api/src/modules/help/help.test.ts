// Help resources (spec 1 §2, spec 3 §2, §7): the tenant's help PDFs (saved under their title,
// default support_help) and MARC 21 records of the catalogue's journals, manuals and standards
// abbreviations, as binary MARC (.mrc, ISO 2709) and MARCXML.
import type { Readable } from "node:stream";
import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { createHelpService, type MarcFormat, type MarcTitle } from "./help-service.ts";
import { decodeRecords } from "./marc.ts";

const api = useApi();
let individual: string;

const get = (url: string, token = individual) => api.request({ method: "GET", url, token });
/** Without signing in, on a tenant named by the X-Tenant header. */
const anonymous = (url: string, tenant: string) => api.request({ method: "GET", url, tenant });

beforeAll(async () => {
  individual = await api.login("individual@astm.example");
});

describe("help documents", () => {
  it("the default is the tenant's support guide as PDF, saved as support_help.pdf; no sign-in needed", async () => {
    const astm = await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } });
    const row = await api.db.helpDocument.findUniqueOrThrow({
      where: { tenantId_title_format: { tenantId: astm.id, title: "support_help", format: "pdf" } },
    });
    for (const res of [
      await get("/api/documents/getHelpDocument"),
      await anonymous("/api/documents/getHelpDocument", "astm"),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="support_help\.pdf"/);
      expect(res.rawPayload.equals(await api.storage.get(row.storageKey))).toBe(true);
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("each tenant has its own files: a guide one tenant has is 404 on another", async () => {
    const tenants = await api.db.tenant.findMany({ include: { helpDocuments: true } });
    const withGuide = tenants.find((t) => t.helpDocuments.some((h) => h.title === "guia_de_usuario"))!;
    const without = tenants.find((t) => !t.helpDocuments.some((h) => h.title === "guia_de_usuario"))!;
    const ok = await anonymous("/api/documents/getHelpDocument?title=guia_de_usuario&format=pdf", withGuide.code);
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers["content-disposition"])).toContain('filename="guia_de_usuario.pdf"');
    const own = await anonymous("/api/documents/getHelpDocument", without.code);
    const ownRow = without.helpDocuments.find((h) => h.title === "support_help")!;
    expect(own.rawPayload.equals(await api.storage.get(ownRow.storageKey))).toBe(true);
    const missing = await anonymous("/api/documents/getHelpDocument?title=guia_de_usuario&format=pdf", without.code);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("error.help.not-found");
  });

  it("a title or format that is not a plain name is 400 (no path can be asked for)", async () => {
    for (const url of [
      `/api/documents/getHelpDocument?title=${encodeURIComponent("../../etc/passwd")}`,
      "/api/documents/getHelpDocument?title=support_help&format=p.df",
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.length).toBeGreaterThan(0);
    }
  });
});

describe("MARC records", () => {
  /** Field values of a binary record by tag; subfields split on the delimiter. */
  const subfields = (value: string) =>
    Object.fromEntries(
      value
        .split("\x1f")
        .slice(1)
        .map((s) => [s[0], s.slice(1)]),
    );

  it("journals: one serial record per journal, ISO 2709 with a valid leader and directory", async () => {
    const res = await get("/api/documents/getMarcDocument?title=journals&format=mrc");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/marc");
    expect(String(res.headers["content-disposition"])).toMatch(/^attachment; filename="journals\.mrc"/);
    const journals = await api.db.document.findMany({ where: { contentType: "JOURNALS", publisher: { key: "ASTM" } } });
    const issns = new Set(journals.map((j) => (j.extraMetadata as Record<string, string>).issn));
    const records = decodeRecords(res.rawPayload);
    expect(records).toHaveLength(issns.size);
    let total = 0;
    for (const r of records) {
      total += Number(r.leader.slice(0, 5));
      expect(r.leader.slice(5, 10)).toBe("nas a");
      expect(r.leader.slice(10, 12)).toBe("22");
      expect(r.leader.slice(20, 24)).toBe("4500");
      expect(r.fields.get("008")![0]).toHaveLength(40);
      const issn = subfields(r.fields.get("022")![0]).a;
      expect(issns.has(issn)).toBe(true);
      const name = journals.find((j) => (j.extraMetadata as Record<string, string>).issn === issn)!;
      expect(subfields(r.fields.get("245")![0]).a).toBe((name.extraMetadata as Record<string, string>).journalName);
      expect(subfields(r.fields.get("856")![0]).u).toContain("/document/?contentCode=");
    }
    expect(total).toBe(res.rawPayload.length);
  });

  it("MARCXML holds the same records with the same leaders", async () => {
    const [bin, xml] = await Promise.all([
      get("/api/documents/getMarcDocument?title=manuals&format=mrc"),
      get("/api/documents/getMarcDocument?title=manuals&format=xml"),
    ]);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers["content-type"]).toBe("application/marcxml+xml; charset=utf-8");
    expect(String(xml.headers["content-disposition"])).toContain('filename="manuals.xml"');
    expect(xml.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.body).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    const records = decodeRecords(bin.rawPayload);
    const manuals = await api.db.document.count({
      where: { contentType: "MANUAL_MONO_BOOKS", publisher: { key: "ASTM" } },
    });
    expect(records).toHaveLength(manuals);
    const leaders = [...xml.body.matchAll(/<leader>([^<]*)<\/leader>/g)].map((m) => m[1]);
    expect(leaders).toEqual(records.map((r) => r.leader));
    expect(xml.body.match(/<record>/g)).toHaveLength(manuals);
    expect(xml.body.match(/<\/record>/g)).toHaveLength(manuals);
    for (const r of records) expect(subfields(r.fields.get("020")![0]).q).toBe("electronic");
  });

  it("the standards-abbreviation list: one record per current standard, the designation as abbreviated title", async () => {
    const res = await get("/api/documents/getMarcDocument?title=standards_abbreviations");
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-disposition"])).toContain('filename="standards_abbreviations.mrc"');
    const expected = await api.db.document.findMany({
      where: {
        publisher: { key: "ASTM" },
        isLatest: true,
        translationOfId: null,
        supplementOfId: null,
        assetType: { in: ["Standard", "Regulation", "Specification"] },
      },
    });
    const records = decodeRecords(res.rawPayload);
    expect(records).toHaveLength(expected.length);
    expect(records.map((r) => subfields(r.fields.get("210")![0]).a).sort()).toEqual(
      expected.map((d) => d.displayDesignation).sort(),
    );
  });

  it("a tenant's records come from its own publisher's catalogue", async () => {
    const token = await api.login("individual@api.example");
    const records = decodeRecords(
      (await get("/api/documents/getMarcDocument?title=standards_abbreviations", token)).rawPayload,
    );
    const apiDocs = await api.db.document.count({
      where: {
        publisher: { key: "API" },
        isLatest: true,
        translationOfId: null,
        supplementOfId: null,
        assetType: { in: ["Standard", "Regulation", "Specification"] },
      },
    });
    expect(records).toHaveLength(apiDocs);
  });

  it("an unknown list or format is 400; no sign-in is 401", async () => {
    const title = await get("/api/documents/getMarcDocument?title=everything");
    expect(title.statusCode).toBe(400);
    expect(title.json().fieldErrors[0].field).toBe("title");
    const format = await get("/api/documents/getMarcDocument?title=journals&format=pdf");
    expect(format.statusCode).toBe(400);
    expect(format.json().fieldErrors[0].field).toBe("format");
    expect((await get("/api/documents/getMarcDocument")).statusCode).toBe(400);
    expect((await anonymous("/api/documents/getMarcDocument?title=journals", "astm")).statusCode).toBe(401);
  });
});

describe("MARC lists are streamed, and only small ones cached", () => {
  const standardsWhere = (publisherKey: string) => ({
    publisher: { key: publisherKey },
    isLatest: true,
    translationOfId: null,
    supplementOfId: null,
    assetType: { in: ["Standard", "Regulation", "Specification"] },
  });
  const service = (
    o: Parameters<typeof createHelpService>[0]["marcCache"] = {},
    marcBatchSize?: number,
    clock?: () => Date,
  ) =>
    createHelpService({
      db: api.db,
      settings: api.app.tenantSettings,
      storage: api.storage,
      publicBaseUrl: api.config.publicBaseUrl,
      marcCache: o,
      marcBatchSize,
      clock,
    });
  const read = async (body: Readable | Buffer) => {
    if (Buffer.isBuffer(body)) return body;
    const parts: Buffer[] = [];
    for await (const c of body) parts.push(c as Buffer);
    return Buffer.concat(parts);
  };
  let astmId: number;
  beforeAll(async () => {
    astmId = (await api.db.tenant.findUniqueOrThrow({ where: { code: "astm" } })).id;
  });

  it("read in batches of 3, the binary list streams out whole: valid records, the same bytes as in one go", async () => {
    const small = await service({ maxEntryBytes: 0 }, 3).marcDocument(astmId, "standards_abbreviations", "mrc");
    expect(Buffer.isBuffer(small.body)).toBe(false);
    expect(small.byteSize).toBeUndefined();
    const streamed = await read(small.body);
    const records = decodeRecords(streamed);
    const expected = await api.db.document.count({ where: standardsWhere("ASTM") });
    expect(expected).toBeGreaterThan(3 * 5);
    expect(records).toHaveLength(expected);
    const whole = await read((await service({}, 5_000).marcDocument(astmId, "standards_abbreviations", "mrc")).body);
    expect(streamed.equals(whole)).toBe(true);
  });

  it("the streamed MARCXML is one well-formed collection with the binary list's leaders", async () => {
    const bin = decodeRecords(await read((await service({}, 2).marcDocument(astmId, "manuals", "mrc")).body));
    const xml = (
      await read((await service({ maxEntryBytes: 0 }, 2).marcDocument(astmId, "manuals", "xml")).body)
    ).toString("utf8");
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n'),
    ).toBe(true);
    expect(xml.endsWith("  </record>\n</collection>\n")).toBe(true);
    expect(xml.match(/<collection /g)).toHaveLength(1);
    expect([...xml.matchAll(/<leader>([^<]*)<\/leader>/g)].map((m) => m[1])).toEqual(bin.map((r) => r.leader));
  });

  it("the HTTP answer of a list made on the fly is chunked (no length known in advance)", async () => {
    const fresh = await api.request({
      method: "GET",
      url: "/api/documents/getMarcDocument?title=standards_abbreviations&format=xml",
      token: await api.login("admin@astm.example"),
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["content-type"]).toBe("application/marcxml+xml; charset=utf-8");
    expect(fresh.headers["transfer-encoding"]).toBe("chunked");
    expect(fresh.headers["content-length"]).toBeUndefined();
    expect(fresh.body.endsWith("</collection>\n")).toBe(true);
  });

  it("a list under the entry limit is served from the cache; one over it is made again every time", async () => {
    const doc = await api.db.document.findFirstOrThrow({ where: standardsWhere("ASTM"), orderBy: { id: "asc" } });
    const cached = service();
    const uncached = service({ maxEntryBytes: 1_000 });
    const titlesOf = async (s: ReturnType<typeof service>) =>
      (await read((await s.marcDocument(astmId, "standards_abbreviations", "xml")).body)).toString("utf8");
    const before = [await titlesOf(cached), await titlesOf(uncached)];
    await api.db.document.update({ where: { id: doc.id }, data: { title: "A renamed standard for the cache test" } });
    try {
      const second = await cached.marcDocument(astmId, "standards_abbreviations", "xml");
      expect(Buffer.isBuffer(second.body)).toBe(true);
      expect(second.byteSize).toBe((second.body as Buffer).length);
      expect((second.body as Buffer).toString("utf8")).toBe(before[0]);
      const again = await titlesOf(uncached);
      expect(again).not.toBe(before[1]);
      expect(again).toContain("A renamed standard for the cache test");
    } finally {
      await api.db.document.update({ where: { id: doc.id }, data: { title: doc.title } });
    }
  });

  it("the cache keeps to its byte budget, least recently used out first, and forgets after an hour", async () => {
    type List = [MarcTitle, MarcFormat];
    const [a, b, c]: List[] = [
      ["standards_abbreviations", "mrc"],
      ["manuals", "mrc"],
      ["manuals", "xml"],
    ];
    const sizeOf = async ([title, format]: List) =>
      (await read((await service({ maxEntryBytes: 0 }).marcDocument(astmId, title, format)).body)).length;
    const [sizeA, sizeB, sizeC] = [await sizeOf(a), await sizeOf(b), await sizeOf(c)];
    expect(sizeB).toBeLessThan(sizeC); // the same records as MARCXML are bigger
    let now = Date.parse("2026-06-01T00:00:00Z");
    // Room for a and c, or a and b, never all three.
    const s = service({ maxBytes: sizeA + sizeC }, undefined, () => new Date(now));
    /** Whether the list came from the cache; a list made now is read whole, so it is kept. */
    const cached = async ([title, format]: List) => {
      const reply = await s.marcDocument(astmId, title, format);
      if (Buffer.isBuffer(reply.body)) return true;
      await read(reply.body);
      return false;
    };
    expect(await cached(a)).toBe(false);
    expect(await cached(b)).toBe(false);
    expect(await cached(a)).toBe(true); // a is now the most recently used; b the least
    expect(await cached(c)).toBe(false); // over the budget: b goes, and only b
    expect(await cached(a)).toBe(true);
    expect(await cached(c)).toBe(true);
    expect(await cached(b)).toBe(false);
    now += 3_599_999;
    expect(await cached(b)).toBe(true);
    now += 1; // b was stored an hour ago
    expect(await cached(b)).toBe(false);
  });
});
