// The document page and document delivery (spec 1 §2–§3, §5–§9; spec 2 §7–§8): metadata,
// translations, verification, the PDF/HTML/full-book/download calls with entitled and
// unentitled users, other tenants' ids, bad input, the tenant's no-PDF outcome, download with
// compass points as real PDF annotations, HTML safety, and the usage events of opening.

import { useApi } from "@norma/tests/harness";
import { beforeAll, describe, expect, it } from "vitest";
import { seededUser } from "../tracking/tracking-fixtures.ts";
import { addAsset, documentWithoutFiles, editionsWithFiles, readPdf, within } from "./documents-fixtures.ts";

const api = useApi();
let individual: string; // astm INDIVIDUAL account: ASTM and ISO
let admin: string; // astm COMPANY account (signed-in admin): ACI, API, ASTM, ... among them
let company: string; // an anonymous company session (sign-in by address) of the same account
let awwa: string; // awwa tenant: presents ASTM, AWWA, ISO only
let demowl: string; // a tenant that reads in DRM mode
let user: Awaited<ReturnType<typeof seededUser>>;
let d3039: Awaited<ReturnType<typeof editionsWithFiles>>;
let aci: Awaited<ReturnType<typeof editionsWithFiles>>;

const q = encodeURIComponent;
const get = (url: string, token?: string) => api.request({ method: "GET", url, token });

beforeAll(async () => {
  [individual, admin, awwa, demowl] = await Promise.all([
    api.login("individual@astm.example"),
    api.login("admin@astm.example"),
    api.login("individual@awwa.example"),
    api.login("individual@demowl.example"),
  ]);
  user = await seededUser(api.db, "individual@astm.example");
  const companyAccount = await api.db.account.findFirstOrThrow({ where: { tenantId: user.tenantId, type: "COMPANY" } });
  company = api.app.tokens.issue({
    userId: null,
    accountId: companyAccount.id,
    tenantCode: "astm",
    userType: "COMPANY",
    authType: "IP",
    authorities: [],
  }).token;
  d3039 = await editionsWithFiles(api.db, "ASTM", "D3039");
  aci = await editionsWithFiles(api.db, "ACI", "318");
});

function expectFileHeaders(res: { headers: Record<string, unknown> }, disposition: "inline" | "attachment") {
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(String(res.headers["content-disposition"])).toMatch(
    new RegExp(`^${disposition}; filename="[\\x20-\\x7e]+\\.pdf"; filename\\*=UTF-8''[A-Za-z0-9%!._~-]+\\.pdf$`),
  );
}

describe("document metadata", () => {
  it("gives every field of the document page: versions, html/pdf versions with Active/Historical, translations, tabs, flags", async () => {
    const res = await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({
      contentId: d3039.latest.id,
      contentCode: d3039.latest.contentCode,
      family: "D3039",
      publisherCode: "ASTM",
      designation: d3039.latest.designation,
      displayDesignation: d3039.latest.displayDesignation,
      title: d3039.latest.title,
      languageCode: "en-US",
      video: expect.stringMatching(/^[YN]$/),
      downloadable: true,
      allowToTrack: expect.any(Boolean),
      allowToFavorite: expect.any(Boolean),
      contentFavorite: null,
      hasActivatedCompassPoint: false,
      hasDeactivatedCompassPoint: false,
    });
    // Every edition of the line, newest first.
    expect(m.versions.map((v: { id: number }) => v.id)).toEqual([...d3039.docs].reverse().map((d) => d.id));
    for (const v of m.versions) {
      expect(v).toMatchObject({
        designationNo: expect.any(String),
        contentCode: expect.any(String),
        publisherCode: "ASTM",
      });
      expect(typeof v.status).toBe("string");
    }
    const latestPdf = d3039.file(d3039.latest, "PDF");
    const previousPdf = d3039.file(d3039.previous, "PDF");
    expect(m.pdfVersions).toContainEqual(
      expect.objectContaining({ id: latestPdf.id, contentId: d3039.latest.id, status: "Active" }),
    );
    expect(m.pdfVersions).toContainEqual(
      expect.objectContaining({ id: previousPdf.id, contentId: d3039.previous.id, status: "Historical" }),
    );
    expect(m.pdfVersions.every((v: object) => "assetId" in v)).toBe(true);
    expect(m.htmlVersions).toContainEqual(
      expect.objectContaining({ id: d3039.file(d3039.latest, "HTML").id, status: "Active" }),
    );
    // D3039 also exists in Spanish.
    expect(m.translations).toContainEqual(
      expect.objectContaining({ contentCode: expect.stringContaining("es-ES"), displayCode: "ES" }),
    );
    // Tabs sorted by position, de-duplicated, PDF then HTML first; D3039 has work items.
    const names = m.tabs.map((t: { name: string }) => t.name);
    expect(names.slice(0, 2)).toEqual(["PDF", "HTML"]);
    expect(names).toContain("WORK_ITEMS");
    expect(names).toContain("COMPASS_POINTS");
    expect(new Set(names).size).toBe(names.length);
    const positions = m.tabs.map((t: { position: number }) => t.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(m.tabs.find((t: { name: string }) => t.name === "WORK_ITEMS").position).toBe(2);
    expect(m.tabs.find((t: { name: string }) => t.name === "COMPASS_POINTS").position).toBe(5);
  });

  it("shows the user's favourite id and the compass point states of the account", async () => {
    const doc = d3039.previous;
    const fav = await api.db.favorite.create({
      data: { tenantId: user.tenantId, userId: user.id, documentId: doc.id },
    });
    await api.db.compassPoint.create({
      data: {
        tenantId: user.tenantId,
        accountId: user.accountId!,
        documentId: doc.id,
        createdById: user.id,
        name: "Old point",
        status: "INACTIVE",
      },
    });
    const m = (await get(`/api/documents/metadata?contentCode=${q(doc.contentCode)}`, individual)).json();
    expect(m.contentFavorite).toEqual({ id: fav.id });
    expect(m.hasActivatedCompassPoint).toBe(false);
    expect(m.hasDeactivatedCompassPoint).toBe(true);
  });

  it("anonymous company users get no compass points tab; the extra metadata of a journal article comes with it", async () => {
    const m = (await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`, company)).json();
    expect(m.tabs.map((t: { name: string }) => t.name)).not.toContain("COMPASS_POINTS");
    const journal = await api.db.document.findFirstOrThrow({ where: { contentType: "JOURNALS" } });
    const extra = journal.extraMetadata as Record<string, unknown>;
    const j = (await get(`/api/documents/metadata?contentCode=${q(journal.contentCode)}`, individual)).json();
    expect(j).toMatchObject({ contentType: "JOURNALS", doi: extra.doi, issn: extra.issn, paperId: journal.assetId });
  });

  it("a document the tenant does not present, or an unknown code, is 404 'Can not find content'", async () => {
    for (const [code, token] of [
      [aci.latest.contentCode, awwa],
      ["ASTM|NO-SUCH-DOC|en-US", individual],
    ]) {
      const res = await get(`/api/documents/metadata?contentCode=${q(code)}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(res.json().detail).toBe("Can not find content");
    }
  });

  it("bad input is 400 with fieldErrors; no token is 401", async () => {
    const missing = await get("/api/documents/metadata", individual);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toContainEqual(expect.objectContaining({ field: "contentCode" }));
    const long = await get(`/api/documents/metadata?contentCode=${"x".repeat(301)}`, individual);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0].field).toBe("contentCode");
    expect((await get(`/api/documents/metadata?contentCode=${q(d3039.latest.contentCode)}`)).statusCode).toBe(401);
  });
});

describe("translations", () => {
  it("by content id and by content code: the other languages of the edition", async () => {
    const spanish = await api.db.document.findFirstOrThrow({
      where: { family: "D3039", languageCode: "es-ES", translationOfId: { not: null } },
    });
    const original = await api.db.document.findUniqueOrThrow({ where: { id: spanish.translationOfId! } });
    const byId = await get(`/api/documents/translations?contentId=${original.id}`, individual);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toContainEqual(
      expect.objectContaining({ contentId: spanish.id, contentCode: spanish.contentCode, displayCode: "ES" }),
    );
    expect(byId.json().some((t: { contentId: number }) => t.contentId === original.id)).toBe(false);
    const byCode = await get(
      `/api/documents/translations/byContentCode?contentCode=${q(spanish.contentCode)}`,
      individual,
    );
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toContainEqual(
      expect.objectContaining({ contentId: original.id, displayCode: "EN", original: true }),
    );
  });

  it("other tenant's id is 404; a non-number id is 400", async () => {
    expect((await get(`/api/documents/translations?contentId=${aci.latest.id}`, awwa)).statusCode).toBe(404);
    const bad = await get("/api/documents/translations?contentId=abc", individual);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("contentId");
  });
});

describe("verification", () => {
  it("sets entitlementaccess true for an entitled user and false for one who is not", async () => {
    const ok = await get(
      `/api/documents/verification/contentCode?contentCode=${q(d3039.latest.contentCode)}`,
      individual,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.entitlementaccess).toBe("true");
    expect(ok.json()).toMatchObject({ entitlementAccess: true, contentId: d3039.latest.id });
    // The individual account has ASTM and ISO, not ACI; the company account has ACI.
    const no = await get(
      `/api/documents/verification/contentCode?contentCode=${q(aci.latest.contentCode)}`,
      individual,
    );
    expect(no.statusCode).toBe(200);
    expect(no.headers.entitlementaccess).toBe("false");
    expect(no.json().entitlementAccess).toBe(false);
    const yes = await get(`/api/documents/verification/contentCode?contentCode=${q(aci.latest.contentCode)}`, admin);
    expect(yes.headers.entitlementaccess).toBe("true");
  });

  it("other tenant's document is 404 'Can not find content'; missing code 400", async () => {
    const res = await get(`/api/documents/verification/contentCode?contentCode=${q(aci.latest.contentCode)}`, awwa);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe("Can not find content");
    expect((await get("/api/documents/verification/contentCode", individual)).statusCode).toBe(400);
  });
});

describe("PDF delivery", () => {
  it("the entitled user gets the PDF inline, never cached or sniffed, and the opening is recorded", async () => {
    const doc = d3039.latest;
    const res = await get(`/api/documents/pdf/contentCode?contentCode=${q(doc.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    expectFileHeaders(res, "inline");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const stored = await api.storage.get(d3039.file(doc, "PDF").storageKey);
    expect(res.rawPayload.equals(stored)).toBe(true);
    const accessed = await api.db.accessedDocument.findUniqueOrThrow({
      where: { userId_documentId: { userId: user.id, documentId: doc.id } },
    });
    expect(accessed.accountId).toBe(user.accountId);
    const events = await api.db.usageEvent.findMany({ where: { userId: user.id, documentId: doc.id, kind: "VIEW" } });
    expect(events).toHaveLength(1);
    expect(events[0].details).toMatchObject({ format: "PDF", contentCode: doc.contentCode });
    // Opening again counts again.
    await get(`/api/documents/pdf/contentCode?contentCode=${q(doc.contentCode)}`, individual);
    const again = await api.db.accessedDocument.findUniqueOrThrow({
      where: { userId_documentId: { userId: user.id, documentId: doc.id } },
    });
    expect(again.accessCount).toBe(accessed.accessCount + 1);
  });

  it("an unentitled user gets 403 with the tenant's no-access message; only the denial is recorded", async () => {
    const res = await get(`/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`, individual);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      title: "User is not entitled for the Document",
      message: "error.content-no-access.astm",
    });
    // No view: the refusal is a COUNTER No_License (modules/usage), nothing else.
    const events = await api.db.usageEvent.findMany({ where: { userId: user.id, documentId: aci.latest.id } });
    expect(events.map((e) => e.kind)).toEqual(["DENIED"]);
    expect(events[0].details).toMatchObject({ counter: { metrics: ["No_License"] } });
  });

  it("a document without a PDF gives the tenant's no-PDF outcome (message key and tenant name)", async () => {
    const doc = await documentWithoutFiles(api.db, "ASTM");
    const res = await get(`/api/documents/pdf/contentCode?contentCode=${q(doc.contentCode)}`, individual);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "error.content-no-pdf.astm", params: user.tenant.tenantName });
  });

  it("unknown or other tenant's documents are 404 'Can not find content'", async () => {
    const unknown = await get(`/api/documents/pdf/contentCode?contentCode=${q("ASTM|NOPE|en-US")}`, individual);
    expect(unknown.json()).toMatchObject({ status: 404, detail: "Can not find content" });
    const other = await get(`/api/documents/pdf/contentCode?contentCode=${q(aci.latest.contentCode)}`, awwa);
    expect(other.json()).toMatchObject({ status: 404, detail: "Can not find content" });
  });

  it("an older version's PDF by its file id; HTML ids, other tenants' ids and unknown ids are 404; bad ids 400", async () => {
    const old = d3039.file(d3039.docs[0], "PDF");
    const res = await get(`/api/documents/pdf/old/${old.id}`, individual);
    expect(res.statusCode).toBe(200);
    expectFileHeaders(res, "inline");
    expect(res.rawPayload.equals(await api.storage.get(old.storageKey))).toBe(true);
    const html = d3039.file(d3039.docs[0], "HTML");
    expect((await get(`/api/documents/pdf/old/${html.id}`, individual)).json().detail).toBe("Can not find content");
    expect((await get(`/api/documents/pdf/old/${aci.file(aci.docs[0], "PDF").id}`, awwa)).statusCode).toBe(404);
    expect((await get(`/api/documents/pdf/old/${aci.file(aci.docs[0], "PDF").id}`, individual)).statusCode).toBe(403);
    expect((await get("/api/documents/pdf/old/99999999", individual)).statusCode).toBe(404);
    const bad = await get("/api/documents/pdf/old/abc", individual);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("id");
  });

  it("the full book of a part (a supplement) is its parent's PDF; unentitled 403", async () => {
    const part = await api.db.document.findFirstOrThrow({
      where: {
        supplementOfId: { not: null },
        publisher: { key: { in: ["ASTM", "ISO"] } },
        supplementOf: { assets: { some: { kind: "PDF", status: "Active" } } },
      },
      include: { supplementOf: { include: { assets: { where: { kind: "PDF", status: "Active" } } } } },
    });
    const res = await get(`/api/documents/fullBook?contentCode=${q(part.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    expectFileHeaders(res, "inline");
    expect(res.rawPayload.equals(await api.storage.get(part.supplementOf!.assets[0].storageKey))).toBe(true);
    const events = await api.db.usageEvent.findMany({
      where: { userId: user.id, documentId: part.supplementOfId!, kind: "VIEW" },
    });
    expect(events.map((e) => (e.details as { format: string }).format)).toContain("FULL_BOOK");
    const refused = await get(`/api/documents/fullBook?contentCode=${q(aci.latest.contentCode)}`, individual);
    expect(refused.statusCode).toBe(403);
  });
});

describe("full book of a paper", () => {
  it("a paper's full book is its book's PDF (the catalogue links papers to books); unentitled 403", async () => {
    const paper = await api.db.document.findFirstOrThrow({
      where: {
        bookId: { not: null },
        assets: { some: { kind: "PDF" } },
        book: { assets: { some: { kind: "PDF", status: "Active" } } },
      },
      include: { assets: true, book: { include: { assets: { where: { kind: "PDF", status: "Active" } } } } },
    });
    expect(["STP_PAPER", "MANUAL_MONO_PAPERS", "DATA_SERIES_PAPERS"]).toContain(paper.contentType);
    const res = await get(`/api/documents/fullBook?contentCode=${q(paper.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    expectFileHeaders(res, "inline");
    const bookPdf = await api.storage.get(paper.book!.assets[0].storageKey);
    expect(res.rawPayload.equals(bookPdf)).toBe(true);
    // Not the paper itself.
    const ownPdf = await api.storage.get(paper.assets.find((a) => a.kind === "PDF")!.storageKey);
    expect(res.rawPayload.equals(ownPdf)).toBe(false);
    const events = await api.db.usageEvent.findMany({
      where: { userId: user.id, documentId: paper.bookId!, kind: "VIEW" },
    });
    expect(events.map((e) => (e.details as { format: string }).format)).toContain("FULL_BOOK");
    // The paper's own PDF is still the paper.
    const own = await get(`/api/documents/pdf/contentCode?contentCode=${q(paper.contentCode)}`, individual);
    expect(own.rawPayload.equals(ownPdf)).toBe(true);
    const single = await api.login("single@astm.example");
    expect((await get(`/api/documents/fullBook?contentCode=${q(paper.contentCode)}`, single)).statusCode).toBe(403);
  });

  it("a manual's chapter published into its manual: the full book is the manual's PDF; a book without one is the no-PDF outcome", async () => {
    const publish = api.app.services.publishing.publish;
    const manual = {
      kind: "NEW_VERSION" as const,
      publisherKey: "ASTM",
      family: "MNL990",
      designation: "MNL990-1ST",
      designationNo: "MNL990",
      displayDesignation: "MNL990-1ST",
      title: "Manual on Testing",
      documentType: "Manual",
      assetType: "Manual",
      contentType: "MANUAL_MONO_BOOKS",
    };
    const chapter = {
      kind: "NEW_VERSION" as const,
      publisherKey: "ASTM",
      family: "MNL99020250001",
      designation: "MNL99020250001",
      designationNo: "MNL99020250001",
      displayDesignation: "MNL99020250001",
      title: "Chapter 1: Sampling",
      documentType: "Manual",
      assetType: "Manual",
      contentType: "MANUAL_MONO_PAPERS",
      bookContentCode: "ASTM|MNL990-1ST|en-US",
    };
    const result = await publish("system", { items: [manual, chapter] });
    const [bookId, paperId] = result.changes.map((c) => c.documentId);
    expect((await api.db.document.findUniqueOrThrow({ where: { id: paperId } })).bookId).toBe(bookId);
    const url = `/api/documents/fullBook?contentCode=${q("ASTM|MNL99020250001|en-US")}`;
    const none = await get(url, individual);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: "error.content-no-pdf.astm" });
    const pdf = d3039.file(d3039.docs[0], "PDF");
    const bytes = await api.storage.get(pdf.storageKey);
    await addAsset(api.db, api.storage, bookId, "PDF", bytes, { status: "Active" });
    const res = await get(url, individual);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    // A book that does not exist is a field error of the batch.
    const refused = await publish("system", {
      items: [
        { ...chapter, family: "MNL99020250002", designation: "MNL99020250002", bookContentCode: "ASTM|NOPE|en-US" },
      ],
    }).catch((e: { fieldErrors?: { field: string }[] }) => e);
    expect((refused as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field)).toEqual([
      "items[0].bookContentCode",
    ]);
  });
});

describe("HTML delivery", () => {
  it("is sanitised and served under a sandboxing CSP: a script inside can never run in the app's origin", async () => {
    const evil = `<!DOCTYPE html><html><head><script>alert(1)</script><base href="https://evil.example/"></head><body>
      <h1 onclick="alert(2)">1. Scope</h1><p>Kept <b>text</b> <a href="javascript:alert(3)">link</a>
      <a href="https://example.org/x">ok</a></p><img src="https://evil.example/t.png" onerror="alert(4)">
      <iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>
      <form action="https://evil.example"><input name="q"></form><table><tr><td colspan="2">cell</td></tr></table></body></html>`;
    const asset = await addAsset(api.db, api.storage, d3039.latest.id, "HTML", evil);
    const res = await get(`/api/documents/html/${asset.id}`, individual);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("allow-scripts");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["html-sanitized"]).toBe("true");
    const html = res.body;
    expect(html).not.toMatch(/<script|<iframe|<form|<input|<svg|<base|onclick|onerror|javascript:|evil\.example/i);
    expect(html).toContain("1. Scope");
    expect(html).toContain("<b>text</b>");
    expect(html).toContain('href="https://example.org/x"');
    expect(html).toContain('<td colspan="2">cell</td>');
    const events = await api.db.usageEvent.findMany({ where: { userId: user.id, kind: "VIEW" } });
    expect(events.some((e) => (e.details as { assetId?: number }).assetId === asset.id)).toBe(true);
  });

  it("an unentitled user gets 403; other tenants' and PDF ids 404", async () => {
    expect((await get(`/api/documents/html/${aci.file(aci.latest, "HTML").id}`, individual)).statusCode).toBe(403);
    expect((await get(`/api/documents/html/${aci.file(aci.latest, "HTML").id}`, awwa)).statusCode).toBe(404);
    expect((await get(`/api/documents/html/${d3039.file(d3039.latest, "PDF").id}`, individual)).statusCode).toBe(404);
    expect((await get("/api/documents/html/0", individual)).statusCode).toBe(400);
  });
});

describe("download", () => {
  it("is an attachment with an RFC 6266 name (ASCII fallback and the exact UTF-8 name), recorded as a download", async () => {
    const doc = d3039.previous;
    await api.db.document.update({ where: { id: doc.id }, data: { displayDesignation: 'ASTM D3039 "Ré" 1/2' } });
    try {
      const res = await get(
        `/api/documents/download?contentCode=${q(doc.contentCode)}&compassPoints=false`,
        individual,
      );
      expect(res.statusCode).toBe(200);
      expectFileHeaders(res, "attachment");
      const cd = String(res.headers["content-disposition"]);
      expect(cd).toContain('filename="ASTM D3039 _Re_ 1_2.pdf"');
      // Quotes and slashes never reach a file name; the accent stays in the UTF-8 name.
      expect(decodeURIComponent(cd.split("filename*=UTF-8''")[1])).toBe("ASTM D3039 _Ré_ 1_2.pdf");
      expect(res.rawPayload.equals(await api.storage.get(d3039.file(doc, "PDF").storageKey))).toBe(true);
      const events = await api.db.usageEvent.findMany({
        where: { userId: user.id, documentId: doc.id, kind: "DOWNLOAD" },
      });
      expect(events).toHaveLength(1);
      expect(events[0].details).toMatchObject({ compassPoints: false });
    } finally {
      await api.db.document.update({ where: { id: doc.id }, data: { displayDesignation: doc.displayDesignation } });
    }
  });

  it("is refused when the document is not downloadable, or the tenant reads in DRM mode (the no-PDF message)", async () => {
    const doc = d3039.docs[0];
    await api.db.document.update({ where: { id: doc.id }, data: { downloadable: false } });
    const res = await get(`/api/documents/download?contentCode=${q(doc.contentCode)}`, individual);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("error.content-no-pdf.astm");
    await api.db.document.update({ where: { id: doc.id }, data: { downloadable: true } });
    const meta = (await get(`/api/documents/metadata?contentCode=${q(doc.contentCode)}`, individual)).json();
    expect(meta.downloadable).toBe(true);

    const drmUser = await seededUser(api.db, "individual@demowl.example");
    const sae = await api.db.document.findFirstOrThrow({
      where: { publisher: { key: "SAE" }, assets: { some: { kind: "PDF" } }, isLatest: true },
    });
    const drm = await get(`/api/documents/download?contentCode=${q(sae.contentCode)}`, demowl);
    expect(drm.statusCode).toBe(403);
    const drmKey = await api.db.tenantAccessMessage.findFirst({
      where: { tenantId: drmUser.tenantId, key: "content-no-pdf" },
    });
    expect(drm.json().message).toBe(drmKey?.value ?? "content-no-pdf");
    const drmMeta = (await get(`/api/documents/metadata?contentCode=${q(sae.contentCode)}`, demowl)).json();
    expect(drmMeta.downloadable).toBe(false);
  });

  it("unentitled 403, other tenant 404, no PDF the no-PDF outcome, bad compassPoints 400", async () => {
    expect((await get(`/api/documents/download?contentCode=${q(aci.latest.contentCode)}`, individual)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/documents/download?contentCode=${q(aci.latest.contentCode)}`, awwa)).statusCode).toBe(404);
    const none = await documentWithoutFiles(api.db, "ISO");
    const noPdf = await get(`/api/documents/download?contentCode=${q(none.contentCode)}`, individual);
    expect(noPdf.statusCode).toBe(404);
    expect(noPdf.json().message).toBe("error.content-no-pdf.astm");
    const bad = await get(
      `/api/documents/download?contentCode=${q(d3039.latest.contentCode)}&compassPoints=maybe`,
      individual,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe("compassPoints");
  });

  describe("with compass points", () => {
    const doc = () => d3039.latest;
    let selection: { text: string; page: number; x: number; y: number };
    let otherUserId: number;

    beforeAll(async () => {
      // Pick three words of a line of page 2 as the selected text, and remember where they are.
      const pages = await readPdf(await api.storage.get(d3039.file(doc(), "PDF").storageKey));
      const item = pages[1].items.find((it) => it.str.trim().split(/\s+/).length >= 6)!;
      selection = { text: item.str.trim().split(/\s+/).slice(0, 3).join(" "), page: 2, x: item.x, y: item.y };
      otherUserId = (await seededUser(api.db, "admin@astm.example")).id;
      const base = { tenantId: user.tenantId, accountId: user.accountId!, documentId: doc().id };
      await api.db.compassPoint.createMany({
        data: [
          {
            ...base,
            createdById: user.id,
            name: "Check the conditioning time",
            description: "<p>Our lab uses <b>48 h</b></p>",
            overlayDetails: "Applies to plant B",
            selectionText: selection.text,
            pageNumber: 2,
          },
          { ...base, createdById: otherUserId, name: "A colleague's point", pageNumber: 1 },
          { ...base, createdById: user.id, name: "A deactivated point", status: "INACTIVE", pageNumber: 1 },
          { ...base, createdById: user.id, name: "A deleted point", deletedAt: new Date(), pageNumber: 1 },
        ],
      });
    });

    it("the PDF carries each visible point as a highlight over the selected text and a note with name, description and overlay details", async () => {
      const res = await get(
        `/api/documents/download?contentCode=${q(doc().contentCode)}&compassPoints=true`,
        individual,
      );
      expect(res.statusCode).toBe(200);
      expectFileHeaders(res, "attachment");
      expect(decodeURIComponent(String(res.headers["content-disposition"]).split("''")[1])).toBe(
        `${doc().displayDesignation.replace(/\//g, "_")} with Compass Points.pdf`,
      );
      const pages = await readPdf(res.rawPayload);
      const all = pages.flatMap((p) => p.annotations);
      const highlight = pages[selection.page - 1].annotations.find((a) => a.subtype === "Highlight")!;
      expect(highlight).toBeDefined();
      expect(within(selection.x + 1, selection.y + 2, highlight.rect)).toBe(true);
      const contents = highlight.contentsObj!.str;
      expect(contents).toContain("Check the conditioning time");
      expect(contents).toContain("Our lab uses 48 h");
      expect(contents).toContain("Overlay details: Applies to plant B");
      expect(contents).toContain(selection.text);
      const note = pages[selection.page - 1].annotations.find(
        (a) => a.subtype === "Text" && a.titleObj?.str === "Check the conditioning time",
      );
      expect(note?.contentsObj?.str).toContain("Applies to plant B");
      // The colleague's point is visible with the default setting (All); deactivated or deleted ones never.
      expect(all.some((a) => a.subtype === "Text" && a.titleObj?.str === "A colleague's point")).toBe(true);
      expect(all.some((a) => a.contentsObj?.str.includes("A deactivated point"))).toBe(false);
      expect(all.some((a) => a.contentsObj?.str.includes("A deleted point"))).toBe(false);
      const event = await api.db.usageEvent.findFirstOrThrow({
        where: { userId: user.id, documentId: doc().id, kind: "DOWNLOAD" },
        orderBy: { id: "desc" },
      });
      expect(event.details).toMatchObject({ compassPoints: true, compassPointCount: 2 });
    });

    it("the view setting Own leaves other users' points out; None leaves them all out", async () => {
      const setting = await api.db.compassPointSetting.create({
        data: { tenantId: user.tenantId, accountId: user.accountId, documentId: doc().id, viewSetting: "Own" },
      });
      const own = await readPdf(
        (await get(`/api/documents/download?contentCode=${q(doc().contentCode)}&compassPoints=true`, individual))
          .rawPayload,
      );
      const titles = own.flatMap((p) => p.annotations).flatMap((a) => (a.subtype === "Text" ? [a.titleObj?.str] : []));
      expect(titles).toEqual(["Check the conditioning time"]);
      await api.db.compassPointSetting.update({ where: { id: setting.id }, data: { viewSetting: "None" } });
      const none = await readPdf(
        (await get(`/api/documents/download?contentCode=${q(doc().contentCode)}&compassPoints=true`, individual))
          .rawPayload,
      );
      expect(none.flatMap((p) => p.annotations)).toHaveLength(0);
      await api.db.compassPointSetting.delete({ where: { id: setting.id } });
    });

    it("anonymous company sessions are refused", async () => {
      const res = await get(`/api/documents/download?contentCode=${q(doc().contentCode)}&compassPoints=true`, company);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toMatch(/Compass Points feature is not eligible for user type/);
    });
  });
});

describe("additional details, related content, work items", () => {
  it("additional details give the extra metadata of the content type", async () => {
    const paper = await api.db.document.findFirstOrThrow({ where: { contentType: "STP_PAPER" } });
    const extra = paper.extraMetadata as Record<string, string>;
    const res = await get(`/api/documents/additional-details?contentCode=${q(paper.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contentType: "STP_PAPER",
      paperId: paper.assetId,
      doi: extra.doi,
      conferenceName: extra.conferenceName,
      conferenceLocation: extra.conferenceLocation,
      session: extra.session,
      fields: expect.arrayContaining(["doi", "conferenceName", "meetingDate"]),
    });
    expect(
      (await get(`/api/documents/additional-details?contentCode=${q(aci.latest.contentCode)}`, awwa)).statusCode,
    ).toBe(404);
    expect((await get("/api/documents/additional-details", individual)).statusCode).toBe(400);
  });

  it("details by publisher give the classification of another publisher's document", async () => {
    const res = await get(
      `/api/documents/additional-details-by-publisher?contentCode=${q(aci.latest.contentCode)}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contentCode: aci.latest.contentCode,
      publisherCode: "ACI",
      committees: expect.any(Array),
      icsCodes: expect.any(Array),
      sectors: expect.any(Array),
      topics: expect.any(Array),
    });
    expect(
      (await get(`/api/documents/additional-details-by-publisher?contentCode=${q(aci.latest.contentCode)}`, awwa))
        .statusCode,
    ).toBe(404);
  });

  it("related content lists only the sections that have entries", async () => {
    const withSop = await api.db.documentRelation.findFirstOrThrow({
      where: { section: "SOP" },
      include: { document: true, relatedDocument: true },
    });
    const res = await get(`/api/documents/relatedContent?contentCode=${q(withSop.document.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sop).toContainEqual({
      designationOrFamily: withSop.relatedDocument.displayDesignation,
      title: withSop.relatedDocument.title,
      contentCode: withSop.relatedDocument.contentCode,
    });
    for (const list of Object.values(body)) expect((list as unknown[]).length).toBeGreaterThan(0);
    const lonely = await api.db.document.findFirstOrThrow({
      where: { relations: { none: {} }, supplements: { none: {} }, publisher: { key: "ASTM" } },
    });
    expect(
      (await get(`/api/documents/relatedContent?contentCode=${q(lonely.contentCode)}`, individual)).json(),
    ).toEqual({});
  });

  it("work items of the family with their ballots; none for a family without; 404 for other tenants", async () => {
    const res = await get(`/api/documents/work-items/${q(d3039.latest.contentCode)}`, individual);
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item).toMatchObject({
      publisher: "ASTM",
      workItemNumber: expect.stringMatching(/^WK/),
      technicalContact: expect.anything(),
      ballotList: expect.arrayContaining([
        expect.objectContaining({ ballotNumber: expect.anything(), itemStatus: expect.anything() }),
      ]),
    });
    expect((await get(`/api/documents/work-items/${q(aci.latest.contentCode)}`, admin)).json()).toEqual([]);
    expect((await get(`/api/documents/work-items/${q(aci.latest.contentCode)}`, awwa)).statusCode).toBe(404);
  });
});

describe("videos and e-learning", () => {
  it("videos of a designation, tutorials of the tenant and of every tenant", async () => {
    const link = await api.db.documentVideo.findFirstOrThrow({
      where: { document: { publisher: { key: "ASTM" } } },
      include: { document: true, video: true },
    });
    const res = await get(`/api/documents/videos?designation=${q(link.document.designation)}`, individual);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      hashed_id: link.video.hashedId,
      section: link.video.section,
      name: link.video.name,
      duration: link.video.durationSeconds,
    });
    expect((await get("/api/documents/videos?designation=", individual)).statusCode).toBe(400);
    const tutorials = (await get("/api/documents/videos/tutorial", individual)).json();
    const expected = await api.db.video.findMany({
      where: { isTutorial: true, OR: [{ tenantId: user.tenantId }, { tenantId: null }] },
    });
    expect(tutorials.map((v: { hashed_id: string }) => v.hashed_id).sort()).toEqual(
      expected.map((v) => v.hashedId).sort(),
    );
  });

  it("playing a video records a usage event; unknown video 404; bad hashId 400", async () => {
    const link = await api.db.documentVideo.findFirstOrThrow({ include: { video: true } });
    const url = `/api/documents/video?contentId=${link.documentId}&hashId=${link.video.hashedId}`;
    const res = await api.request({ method: "POST", url, token: individual });
    expect(res.statusCode).toBe(204);
    const event = await api.db.usageEvent.findFirstOrThrow({ where: { kind: "VIDEO_PLAY", userId: user.id } });
    expect(event).toMatchObject({
      documentId: link.documentId,
      details: expect.objectContaining({ hashId: link.video.hashedId }),
    });
    const unknown = await api.request({
      method: "POST",
      url: `/api/documents/video?contentId=${link.documentId}&hashId=nope`,
      token: individual,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api.request({
      method: "POST",
      url: `/api/documents/video?contentId=${link.documentId}&hashId=${q("<x>")}`,
      token: individual,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("e-learning courses of a family", async () => {
    const course = await api.db.eLearningItem.findFirstOrThrow({ where: { publisher: { key: "ASTM" } } });
    const res = await get(
      `/api/v1/documents/getELearningAssetsByFamily?familyName=${q(course.family)}&assetType=eLearning`,
      individual,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({ title: course.title, productCode: course.productCode }),
    );
    expect((await get("/api/v1/documents/getELearningAssetsByFamily", individual)).statusCode).toBe(400);
  });
});

describe("content code lookup and content tracking", () => {
  it("finds the content code of a designation or asset id; 'Not found Content' when there is none", async () => {
    const doc = d3039.latest;
    const found = await get(`/api/documents/contentCode/designation?designation=${q(doc.designation)}`, individual);
    expect(found.json()).toEqual({ contentCode: doc.contentCode, message: null });
    const byYear = await get(
      `/api/documents/contentCode/designation?designation=${q(d3039.docs[0].designationNo)}&year=${d3039.docs[0].editionYear}`,
      individual,
    );
    expect(byYear.json().contentCode).toBe(d3039.docs[0].contentCode);
    const none = await get("/api/documents/contentCode/designation?designation=ZZZ9999", individual);
    expect(none.json()).toEqual({ contentCode: null, message: "Not found Content" });
    const aciOnAwwa = await get(
      `/api/documents/contentCode/designation?designation=${q(aci.latest.designation)}`,
      awwa,
    );
    expect(aciOnAwwa.json().message).toBe("Not found Content");
    expect((await get("/api/documents/contentCode/designation", individual)).statusCode).toBe(400);
    expect((await get("/api/documents/contentCode/designation?designation=x&year=99", individual)).statusCode).toBe(
      400,
    );
  });

  it("says whether the user tracks a family", async () => {
    const before = (await get("/api/documents/getContentTracking?family=D3039", individual)).json();
    expect(before).toMatchObject({ id: null, family: "D3039", trackingFlag: false, trackerUnavailable: false });
    const tracked = await api.db.trackedDocument.create({
      data: { tenantId: user.tenantId, userId: user.id, accountId: user.accountId!, documentId: d3039.latest.id },
    });
    const after = (await get("/api/documents/getContentTracking?family=D3039", individual)).json();
    expect(after).toMatchObject({ id: tracked.id, contentCode: d3039.latest.contentCode, trackingFlag: true });
    expect((await get("/api/documents/getContentTracking", individual)).statusCode).toBe(400);
  });
});
