// Compass points of the demo users, so the compass point screens show real data on a fresh
// install: for every tenant with compass points on, on documents the account is entitled to —
//   - individual@: three active points on two documents (one edited, deactivated and
//     reactivated: a full change history), one deactivated, and one on a Historical edition
//     whose line has an Active one (the banner to the new version);
//   - the company account: the administrator's point, a colleague's shared point and another
//     colleague's point deactivated by the administrator.
// Each point quotes a sentence of its document's body with 32 characters of context either side
// (W3C TextQuoteSelector and TextPositionSelector), so re-anchoring works on new editions.
// Points go on documents well past the first ones in id order, which tests take for their own.
import { createHash } from "node:crypto";
import type pg from "pg";

const CONTEXT = 32;
const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

/** A UUID derived from a label: the same seed gives the same links. */
function uuidOf(label: string): string {
  const h = createHash("sha256").update(`compass-point/${label}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The n-th sentence of 8 to 30 words in the body, with its context. */
function quoteFrom(body: string, n: number) {
  const text = normalise(body);
  const sentences = [...text.matchAll(/[A-Z][^.!?]{30,220}[.]/g)].filter((m) => {
    const words = m[0].split(" ").length;
    return words >= 8 && words <= 30;
  });
  if (!sentences.length) return null;
  const m = sentences[n % sentences.length];
  const start = m.index ?? 0;
  const exact = m[0];
  const end = start + exact.length;
  return {
    exact,
    selectors: [
      {
        type: "TextQuoteSelector",
        exact,
        prefix: text.slice(Math.max(0, start - CONTEXT), start),
        suffix: text.slice(end, end + CONTEXT),
      },
      { type: "TextPositionSelector", start, end },
    ],
  };
}

interface Doc {
  id: number;
  text: string;
}

async function entitledDocs(client: pg.ClientBase, tenantId: number, accountId: number, latest: boolean, take: number) {
  const { rows } = await client.query<Doc>(
    `WITH scope AS (
       SELECT g.publisher_id, g.collection_id FROM subscriptions s
         JOIN product_grants g ON g.product_id = s.product_id
        WHERE s.account_id = $2 AND s.active
     ), docs AS (
       SELECT d.id, b.text, row_number() OVER (ORDER BY d.id) AS n, count(*) OVER () AS total
         FROM documents d
         JOIN document_bodies b ON b.document_id = d.id
        WHERE d.publisher_id IN (SELECT publisher_id FROM tenant_publishers WHERE tenant_id = $1)
          AND (d.publisher_id IN (SELECT publisher_id FROM scope WHERE publisher_id IS NOT NULL)
               OR d.collection_ids && ARRAY(SELECT collection_id FROM scope WHERE collection_id IS NOT NULL))
          AND d.translation_of_id IS NULL
          AND ($3::boolean AND d.is_latest AND d.status = 'Active'
               OR NOT $3::boolean AND NOT d.is_latest AND d.status = 'Historical'
                  AND EXISTS (SELECT 1 FROM documents l WHERE l.publisher_id = d.publisher_id AND l.family = d.family
                                AND l.language_code = d.language_code AND l.is_latest AND l.status = 'Active'))
     )
     SELECT id, text FROM docs WHERE n > GREATEST(0, LEAST(40, total - $4)) ORDER BY n LIMIT $4`,
    [tenantId, accountId, latest, take],
  );
  return rows;
}

export async function seedCompassPoints(client: pg.ClientBase, at: (days: number) => Date): Promise<number> {
  const { rows: tenants } = await client.query<{ id: number; code: string }>(
    "SELECT id, code FROM tenants WHERE enable_compass_points ORDER BY id",
  );
  let made = 0;
  for (const t of tenants) {
    const user = async (email: string) =>
      (
        await client.query<{ id: number; name: string; account: number | null }>(
          `SELECT u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS name,
                  (SELECT m.account_id FROM account_memberships m JOIN accounts a ON a.id = m.account_id
                    WHERE m.user_id = u.id AND a.compass_point_flag ORDER BY m.is_default DESC, m.account_id LIMIT 1) AS account
             FROM users u WHERE u.tenant_id = $1 AND u.email = $2`,
          [t.id, email],
        )
      ).rows[0];
    const domain = `${t.code}.example`;
    const individual = await user(`individual@${domain}`);
    const admin = await user(`admin@${domain}`);
    if (!individual?.account || !admin?.account) continue;
    const { rows: colleagues } = await client.query<{ id: number; name: string }>(
      `SELECT u.id, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS name
         FROM users u JOIN account_memberships m ON m.user_id = u.id
        WHERE m.account_id = $1 AND u.activated AND 'COMPASS_USER' = ANY(u.authorities)
        ORDER BY u.id LIMIT 2`,
      [admin.account],
    );

    interface Plan {
      label: string;
      owner: { id: number; name: string };
      account: number;
      doc: Doc;
      sentence: number;
      name: string;
      description: string;
      overlay: string;
      shared?: boolean;
      /** Changes after creation, in order: who and what. */
      history?: ("edit" | "deactivate" | "activate")[];
      by?: { id: number; name: string };
    }
    const plans: Plan[] = [];
    const mine = await entitledDocs(client, t.id, individual.account, true, 2);
    const old = await entitledDocs(client, t.id, individual.account, false, 1);
    const company = await entitledDocs(client, t.id, admin.account, true, 2);
    const base = { owner: individual, account: individual.account };
    if (mine[0]) {
      plans.push(
        {
          ...base,
          label: "i1",
          doc: mine[0],
          sentence: 2,
          name: "Conditioning before testing",
          description: "Our lab conditions for 48 h; the standard's minimum is what auditors check.",
          overlay: "Check the lab log",
          history: ["edit", "deactivate", "activate"],
        },
        {
          ...base,
          label: "i2",
          doc: mine[0],
          sentence: 7,
          name: "Apparatus calibration interval",
          description: "Calibration records must be kept with each report.",
          overlay: "Quality manual §4.2",
        },
        {
          ...base,
          label: "i3",
          doc: mine[0],
          sentence: 11,
          name: "Superseded reporting rule",
          description: "No longer applied in our reports.",
          overlay: "",
          history: ["deactivate"],
        },
      );
    }
    if (mine[1])
      plans.push({
        ...base,
        label: "i4",
        doc: mine[1],
        sentence: 4,
        name: "Sampling plan",
        description: "Applies to incoming inspection.",
        overlay: "Ask QA before changing",
      });
    if (old[0])
      plans.push({
        ...base,
        label: "i5",
        doc: old[0],
        sentence: 3,
        name: "Clause we relied on (old edition)",
        description: "Made on the previous edition; see the new one.",
        overlay: "",
      });
    if (company[0]) {
      plans.push({
        label: "c1",
        owner: admin,
        account: admin.account,
        doc: company[0],
        sentence: 1,
        name: "Company-wide requirement",
        description: "Every project applies this clause.",
        overlay: "Engineering standard ES-12",
      });
      if (colleagues[0])
        plans.push({
          label: "c2",
          owner: colleagues[0],
          account: admin.account,
          doc: company[0],
          sentence: 5,
          name: "Shared with the team",
          description: "Read before the design review.",
          overlay: "",
          shared: true,
          history: ["edit"],
        });
      if (colleagues[1] && company[1])
        plans.push({
          label: "c3",
          owner: colleagues[1],
          account: admin.account,
          doc: company[1],
          sentence: 6,
          name: "Draft interpretation",
          description: "Withdrawn by the administrator after review.",
          overlay: "",
          history: ["deactivate"],
          by: admin,
        });
    }

    for (const [i, p] of plans.entries()) {
      const q = quoteFrom(p.doc.text, p.sentence);
      if (!q) continue;
      const created = at(-60 + i * 3);
      const values = (name: string, description: string, status: string, modified: Date) => ({
        modifiedDate: modified.toISOString(),
        name,
        description,
        overlayDetails: p.overlay,
        status,
        selectionMetadata: { selectionText: q.exact, sourceCompassPointId: null, pageNumber: null, placement: null },
      });
      const audits: {
        type: string;
        user: { id: number; name: string };
        when: Date;
        current: object;
        previous: object | null;
      }[] = [];
      let name = p.name;
      let status = "active";
      let when = created;
      let deactivated: { at: Date; by: number } | null = null;
      audits.push({
        type: "INSERT",
        user: p.owner,
        when,
        current: values(name, p.description, status, when),
        previous: null,
      });
      for (const [k, change] of (p.history ?? []).entries()) {
        const before = values(name, p.description, status, when);
        when = at(-50 + i * 3 + k * 2);
        const actor = change === "deactivate" && p.by ? p.by : p.owner;
        if (change === "edit") name = `${p.name} (revised)`;
        if (change === "deactivate") {
          status = "inactive";
          deactivated = { at: when, by: actor.id };
        }
        if (change === "activate") {
          status = "active";
          deactivated = null;
        }
        const type = change === "edit" ? "UPDATE" : change === "deactivate" ? "DEACTIVATE" : "ACTIVATE";
        audits.push({ type, user: actor, when, current: values(name, p.description, status, when), previous: before });
      }
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO compass_points (uuid, tenant_id, account_id, document_id, created_by_id, name, description,
                overlay_details, selection_text, selectors, status, is_shared, deactivated_at, deactivated_by_id,
                created_at, modified_at, type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'marked') RETURNING id`,
        [
          uuidOf(`${t.code}/${p.label}`),
          t.id,
          p.account,
          p.doc.id,
          p.owner.id,
          name,
          p.description,
          p.overlay || null,
          q.exact,
          JSON.stringify(q.selectors),
          status === "active" ? "ACTIVE" : "INACTIVE",
          p.shared ?? false,
          deactivated?.at ?? null,
          deactivated?.by ?? null,
          created,
          when,
        ],
      );
      for (const a of audits) {
        await client.query(
          `INSERT INTO compass_point_audits (compass_point_id, db_transaction_type, transaction_user_id,
                  transaction_user_name, audit_data, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            rows[0].id,
            a.type,
            a.user.id,
            a.user.name,
            JSON.stringify({ current: a.current, previous: a.previous }),
            a.when,
          ],
        );
      }
      made++;
    }
  }
  return made;
}
