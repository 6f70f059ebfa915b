// The tracking rules (spec 1 §5 "Track button", §7 alerts): which documents may be tracked, and
// who hears of a change to one.
//
// They live here, in @norma/db, because both services apply them: the API's tracking module
// (services/api/src/modules/tracking) refuses a tracking with trackRefusal(), one document at a
// time; the workers' revision alerts (jobs/tracking-alerts) pick every recipient of a publish
// batch in one SQL statement with alertRecipientSql(). Each rule is written here in both forms,
// side by side, and rules-agreement.test.ts proves on real PostgreSQL that they select the same
// rows.
import { Prisma } from "../index.ts";
import { accountEntitledSql } from "./entitlement.ts";

// ── which documents may be tracked ──
//   - never when the document's allowToTrack flag is off;
//   - for the tenant's main publisher, only Standard documents (unless their classification is
//     RL) and Translated ones;
//   - for every other publisher, always.
// The document's digital-library type (spec 1 §3: ASTM, Related Materials, Standard, Translated
// Standard) is its assetType; type and classification are compared without surrounding white
// space and case.

export interface TrackRuleInput {
  publisherId: number;
  allowToTrack: boolean;
  assetType: string;
  classification: string | null;
}

export type TrackRefusal = "not-allowed" | "main-publisher-type" | "main-publisher-rl";

const norm = (s: string | null) => (s ?? "").trim().toLowerCase();

/** Why the document may not be tracked, or null when it may. */
export function trackRefusal(doc: TrackRuleInput, mainPublisherId: number | null): TrackRefusal | null {
  if (!doc.allowToTrack) return "not-allowed";
  if (mainPublisherId === null || doc.publisherId !== mainPublisherId) return null;
  const type = norm(doc.assetType);
  if (type.startsWith("translated")) return null;
  if (type === "standard") return norm(doc.classification) === "rl" ? "main-publisher-rl" : null;
  return "main-publisher-type";
}

/**
 * The characters String.prototype.trim() removes (ECMAScript WhiteSpace and LineTerminator), for
 * btrim() in SQL: PostgreSQL's btrim(text) removes spaces only, so "\tStandard" would be a
 * standard to the API and not to the SQL form.
 */
export const TRIMMED_CHARACTERS =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/**
 * SQL form of `trackRefusal(document, tenant's main publisher) === null`: a boolean condition.
 * `document` is the alias of a row with the documents table's publisher_id, allow_to_track,
 * asset_type and classification, `tenant` of a tenants row; both are written into the statement
 * as they are (literals of the caller's code, never input).
 */
export function trackableSql(document: Prisma.Sql, tenant: Prisma.Sql): Prisma.Sql {
  const normalized = (column: Prisma.Sql) => Prisma.sql`lower(btrim(coalesce(${column}, ''), ${TRIMMED_CHARACTERS}))`;
  const type = normalized(Prisma.sql`${document}.asset_type`);
  return Prisma.sql`(${document}.allow_to_track
    AND (${tenant}.main_publisher_id IS DISTINCT FROM ${document}.publisher_id
         OR starts_with(${type}, 'translated')
         OR (${type} = 'standard' AND ${normalized(Prisma.sql`${document}.classification`)} <> 'rl')))`;
}

// ── whether a tenant's revision alerts run ──
// The tenant's tracker is switched on (tenants.tracker_available) and the tenant shows it (feature
// show-tracker, which the API's tracking calls require too).

const SHOW_TRACKER = "show-tracker";

/** Prisma form: tenants whose tracker is on and shown. */
export const TRACKER_ON_TENANT_WHERE: Prisma.TenantWhereInput = {
  trackerAvailable: true,
  features: { some: { code: SHOW_TRACKER, enabled: true } },
};

/** SQL form: a boolean condition on the tenants row of alias `tenant`. */
export function trackerOnSql(tenant: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${tenant}.tracker_available AND EXISTS (
    SELECT 1 FROM tenant_features tracker_f
     WHERE tracker_f.tenant_id = ${tenant}.id AND tracker_f.code = ${SHOW_TRACKER} AND tracker_f.enabled))`;
}

// ── who hears of a change to a document ──
// Whatever made a user hear of it (the document's edition line, one of its work items, its whole
// publisher), a user is alerted only about documents they could track now:
//   - the user is activated and their tenant's tracker is on (above);
//   - the tenant presents the document's publisher;
//   - the document may be tracked on that tenant (trackRefusal);
//   - one of the user's accounts is entitled to it now (entitlement.ts), so nobody learns titles
//     they may not read.

/** What the recipient rule is decided on, for one user and one document. */
export interface AlertRecipientFacts {
  userActivated: boolean;
  /** The user's tenant matches TRACKER_ON_TENANT_WHERE. */
  trackerOn: boolean;
  /** The user's tenant presents the document's publisher. */
  publisherPresented: boolean;
  mainPublisherId: number | null;
  document: TrackRuleInput;
  /** One of the user's accounts is entitled to the document now. */
  entitled: boolean;
}

/** TypeScript form: whether the user is alerted about a change to the document. */
export function receivesAlert(facts: AlertRecipientFacts): boolean {
  return (
    facts.userActivated &&
    facts.trackerOn &&
    facts.publisherPresented &&
    trackRefusal(facts.document, facts.mainPublisherId) === null &&
    facts.entitled
  );
}

/**
 * SQL form of receivesAlert(): a boolean condition on the users row of alias `user`, the tenants
 * row of their tenant (`tenant`) and a row of the document (`document`: the documents table, or a
 * row with its columns publisher_id, collection_ids, allow_to_track, asset_type and
 * classification). The aliases are written into the statement as they are (literals of the
 * caller's code, never input); `now` is sent as a parameter.
 */
export function alertRecipientSql(refs: {
  user: Prisma.Sql;
  tenant: Prisma.Sql;
  document: Prisma.Sql;
  now: Date;
}): Prisma.Sql {
  const { user, tenant, document, now } = refs;
  return Prisma.sql`(${user}.activated
    AND ${user}.tenant_id = ${tenant}.id
    AND ${trackerOnSql(tenant)}
    AND EXISTS (SELECT 1 FROM tenant_publishers presented
                 WHERE presented.tenant_id = ${tenant}.id AND presented.publisher_id = ${document}.publisher_id)
    AND ${trackableSql(document, tenant)}
    AND EXISTS (SELECT 1 FROM account_memberships recipient_am
                 WHERE recipient_am.user_id = ${user}.id
                   AND ${accountEntitledSql({ accountId: Prisma.sql`recipient_am.account_id`, tenantId: Prisma.sql`${tenant}.id`, document, now })}))`;
}
