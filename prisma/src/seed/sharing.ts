// Groups, shares and share records for the demo users of every tenant, so the groups, group
// detail and shared-with-me screens show real data on a fresh install. Groups live in the
// company account (the individual demo user switches to it; the admin's default account); their
// documents are ones that account may open. Only tenants with group-enable get groups, only
// tenants with content-share get shares.
import type pg from "pg";

const PUBLICATION_TYPES = [
  "JOURNALS",
  "STP_BOOK",
  "STP_PAPER",
  "MANUAL_MONO_BOOKS",
  "MANUAL_MONO_PAPERS",
  "DATA_SERIES_BOOKS",
  "DATA_SERIES_PAPERS",
];

const TEXT = {
  en: {
    groupA: ["Materials testing", "Tensile, fatigue and hardness methods the lab uses"],
    groupB: ["Quality and compliance", "Standards the quality team reviews every quarter"],
  },
  es: {
    groupA: ["Ensayos de materiales", "Métodos de tracción, fatiga y dureza que usa el laboratorio"],
    groupB: ["Calidad y cumplimiento", "Normas que el equipo de calidad revisa cada trimestre"],
  },
};

export interface SharingSeedResult {
  groups: number;
  shares: number;
}

export async function seedSharing(client: pg.ClientBase): Promise<SharingSeedResult> {
  const result = { groups: 0, shares: 0 };
  const { rows: tenants } = await client.query<{
    id: number;
    code: string;
    lang: string;
    groups: boolean;
    share: boolean;
  }>(
    `SELECT t.id, t.code, t.default_language AS lang,
            COALESCE((SELECT f.enabled FROM tenant_features f WHERE f.tenant_id = t.id AND f.code = 'group-enable'), false) AS groups,
            COALESCE((SELECT f.enabled FROM tenant_features f WHERE f.tenant_id = t.id AND f.code = 'content-share'), false) AS share
       FROM tenants t ORDER BY t.id`,
  );
  for (const t of tenants) {
    if (!t.groups && !t.share) continue;
    const user = async (email: string) =>
      (await client.query<{ id: number }>("SELECT id FROM users WHERE tenant_id = $1 AND email = $2", [t.id, email]))
        .rows[0]?.id;
    const individual = await user(`individual@${t.code}.example`);
    const admin = await user(`admin@${t.code}.example`);
    const single = await user(`single@${t.code}.example`);
    const { rows: accounts } = await client.query<{ id: number }>(
      "SELECT id FROM accounts WHERE tenant_id = $1 AND type = 'COMPANY' ORDER BY id LIMIT 1",
      [t.id],
    );
    if (!individual || !admin || !single || accounts.length === 0) continue;
    const company = accounts[0].id;
    const { rows: colleagues } = await client.query<{ id: number }>(
      `SELECT u.id FROM users u JOIN account_memberships m ON m.user_id = u.id AND m.account_id = $2
        WHERE u.tenant_id = $1 AND u.activated AND u.email NOT LIKE 'individual@%' AND u.email NOT LIKE 'admin@%'
          AND u.email NOT LIKE 'inactive@%'
        ORDER BY u.id LIMIT 10`,
      [t.id, company],
    );
    // Newest editions the company account may open (by publisher or collection), of publishers
    // the tenant presents: standards, and the publications among them.
    const openable = async (publications: boolean, limit: number) =>
      (
        await client.query<{ id: number; kind: string }>(
          `SELECT d.id, CASE WHEN d.content_type = ANY($3) THEN 'PUBLICATION' ELSE 'STANDARD' END AS kind
             FROM documents d
            WHERE d.is_latest AND (d.content_type = ANY($3)) = $4
              AND EXISTS (SELECT 1 FROM tenant_publishers tp WHERE tp.tenant_id = $1 AND tp.publisher_id = d.publisher_id)
              AND EXISTS (SELECT 1 FROM subscriptions s JOIN product_grants g ON g.product_id = s.product_id
                           WHERE s.account_id = $2 AND s.active AND s.starts_at <= now() AND (s.ends_at IS NULL OR s.ends_at > now())
                             AND (g.publisher_id = d.publisher_id OR g.collection_id = ANY(d.collection_ids)))
            ORDER BY d.id
            LIMIT $5`,
          [t.id, company, PUBLICATION_TYPES, publications, limit],
        )
      ).rows;
    const docs = await openable(false, 9);
    const publications = await openable(true, 2);
    if (docs.length < 8) continue;
    const text = TEXT[t.lang === "es" ? "es" : "en"];
    const share = async (
      documentId: number,
      kind: string,
      by: number,
      to: { user?: number; email?: string; group?: number },
      daysAgo: number,
    ) => {
      await client.query(
        `INSERT INTO content_shares (tenant_id, document_id, kind, shared_by_id, shared_with_user_id, shared_with_email, external_user, shared_with_group_id, created_at)
         VALUES ($1, $2, $3::"ShareKind", $4, $5, $6, $7, $8, now() - make_interval(days => $9))
         ON CONFLICT DO NOTHING`,
        [
          t.id,
          documentId,
          kind,
          by,
          to.user ?? null,
          to.email ?? null,
          to.email !== undefined,
          to.group ?? null,
          daysAgo,
        ],
      );
      result.shares++;
    };

    if (t.groups) {
      const group = async (
        owner: number,
        [name, desc]: string[],
        members: number[],
        documents: typeof docs,
        daysAgo: number,
      ) => {
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO groups (tenant_id, account_id, name, long_desc, created_by_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now()) RETURNING id`,
          [t.id, company, name, desc, owner, daysAgo],
        );
        const id = rows[0].id;
        for (const m of new Set([owner, ...members]))
          await client.query("INSERT INTO group_members (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
            id,
            m,
          ]);
        for (const [i, d] of documents.entries()) {
          await client.query(
            "INSERT INTO group_documents (group_id, document_id, added_at) VALUES ($1, $2, now() - make_interval(days => $3)) ON CONFLICT DO NOTHING",
            [id, d.id, daysAgo - i],
          );
          await share(d.id, d.kind, owner, { group: id }, daysAgo - i);
        }
        result.groups++;
      };
      // The individual's group: a small roster. The admin's: more than six members ('N more...').
      await group(individual, text.groupA, [admin, ...colleagues.slice(0, 4).map((c) => c.id)], docs.slice(0, 3), 40);
      await group(admin, text.groupB, [individual, ...colleagues.slice(2, 10).map((c) => c.id)], docs.slice(3, 6), 30);
    }

    if (t.share) {
      // Shared with the individual: by the admin and by a colleague (standards and, where the
      // account has any, publications).
      await share(docs[6].id, docs[6].kind, admin, { user: individual }, 12);
      await share(docs[7].id, docs[7].kind, admin, { user: individual }, 9);
      for (const [i, p] of publications.entries()) await share(p.id, p.kind, admin, { user: individual }, 8 - i);
      if (colleagues[0]) await share(docs[0].id, docs[0].kind, colleagues[0].id, { user: individual }, 5);
      // The individual's own shares: to the single user (who may not be entitled: sharing never
      // grants access) and an invitation to someone outside the tenant.
      await share(docs[1].id, docs[1].kind, individual, { user: single }, 3);
      await share(docs[2].id, docs[2].kind, individual, { email: "partner@example.org" }, 2);
    }
  }
  return result;
}
