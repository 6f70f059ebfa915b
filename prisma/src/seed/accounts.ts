// Accounts, users, memberships, contact details, subscriptions, menu preferences and custom
// collections for every tenant. Everyone's password is "norma-demo".
import type pg from "pg";
import { hashPassword } from "../lib/password.ts";
import type { CatalogueSummary } from "./catalogue.ts";
import { REFERENCE_DATE } from "./catalogue.ts";
import { FIRST_NAMES, LAST_NAMES, STREETS, US_CITIES } from "./data/people.ts";
import { COLLECTIONS, TENANTS, type TenantDef } from "./data/tenants.ts";
import { copyRows, type Row } from "./db.ts";
import type { Rng } from "./rng.ts";
import type { TenantIds } from "./tenants.ts";

export const DEMO_PASSWORD = "norma-demo";
/** Generated colleagues per tenant (members of the company account). */
export const COLLEAGUES_PER_TENANT = 20;

const REF = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;
const at = (days: number) => new Date(REF + days * DAY).toISOString();

const MENUS = [
  "Tracker",
  "Favorites",
  "Notes",
  "Group",
  "Compass Points",
  "E-Learning",
  "Subscription Usage",
  "Custom Collection",
];

export interface AccountsResult {
  users: number;
  accounts: number;
}

/** ASCII e-mail local part of a name ("Lucía Fernández" -> "lucia.fernandez"). */
export function emailLocal(first: string, last: string): string {
  const clean = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z]/g, "");
  return `${clean(first)}.${clean(last)}`;
}

export async function seedAccounts(
  client: pg.ClientBase,
  deps: { rng: Rng; ids: TenantIds; summary: CatalogueSummary; collectionIds: Map<string, number> },
): Promise<AccountsResult> {
  const { rng, ids, summary, collectionIds } = deps;
  // One scrypt hash for every demo user: hashing each would dominate the seed's run time.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: Row[] = [];
  const ranges: Row[] = [];
  const users: Row[] = [];
  const memberships: Row[] = [];
  const userAccounts: Row[] = [];
  const menus: Row[] = [];
  const subscriptions: Row[] = [];
  const collections: Row[] = [];
  const items: Row[] = [];
  const n = { account: 0, range: 0, user: 0, userAccount: 0, subscription: 0, collection: 0 };

  // The platform operator is made after every tenant's users so no other seeded id moves.
  let addOperator: (() => void) | null = null;
  TENANTS.forEach((t, ti) => {
    const tenantId = ids.tenantId.get(t.code)!;
    const products = ids.productId.get(t.code)!;
    const upper = t.code.toUpperCase();
    const trng = rng.fork("accounts", t.code);

    const account = (
      type: "COMPANY" | "INDIVIDUAL",
      number: string,
      name: string,
      acronym: string | null,
      flags: { compass?: boolean; semantic?: boolean; custom?: boolean } = {},
    ) => {
      const id = ++n.account;
      accounts.push({
        id,
        tenant_id: tenantId,
        account_number: number,
        name,
        acronym,
        type,
        active: true,
        custom_collection: !!flags.custom,
        compass_point_flag: !!flags.compass,
        semantic_search_flag: !!flags.semantic,
        refinement_sections: type === "COMPANY" && t.refinementSections ? t.refinementSections : [],
        mae_tenant_id: type === "COMPANY" ? `mae-${t.code}-${String(id).padStart(4, "0")}` : null,
        created_at: at(-380 + ti),
      });
      return id;
    };

    // The admin's default account: Compass Points and semantic search on.
    const company = account("COMPANY", `${upper}-C-100001`, t.company.name, t.company.acronym, {
      compass: true,
      semantic: true,
    });
    const individualPerson = t.people.individual;
    const individualAccount = account(
      "INDIVIDUAL",
      `${upper}-I-200001`,
      `${individualPerson.first} ${individualPerson.last}`,
      null,
      { compass: true, semantic: true, custom: true },
    );
    const singlePerson = t.people.single;
    const singleAccount = account(
      "INDIVIDUAL",
      `${upper}-I-200002`,
      `${singlePerson.first} ${singlePerson.last}`,
      null,
    );

    // Company sign-in by address: every company account takes loopback (trials on one's own
    // machine, whichever tenant), the other tenants' also a documentation range of their own.
    const cidrs = [
      "127.0.0.0/8",
      "::1/128",
      ...(t.isMain ? [] : [`198.51.100.${(ti - 1) * 32}/27`, `2001:db8:${ti}::/48`]),
    ];
    for (const range of cidrs)
      ranges.push({ id: ++n.range, account_id: company, range, label: `${t.company.acronym} network` });

    const lang = t.language === "es" ? "es" : "en";
    const user = (
      email: string,
      person: { first: string; last: string },
      authorities: string[],
      opts: { activated?: boolean; lastLogin?: number } = {},
    ) => {
      const id = ++n.user;
      users.push({
        id,
        tenant_id: tenantId,
        email,
        password_hash: passwordHash,
        first_name: person.first,
        last_name: person.last,
        lang_key: lang,
        activated: opts.activated ?? true,
        user_type: "INDIVIDUAL",
        authorities,
        failed_login_count: 0,
        locked_until: null,
        last_login_at: opts.lastLogin === undefined ? null : at(opts.lastLogin),
        external_subject: null,
        created_at: at(-360 + ti),
        updated_at: at(-30),
      });
      return id;
    };
    const domain = `${t.code}.example`;
    const usAddress = (r: Rng) => {
      const c = r.pick(US_CITIES);
      return {
        address1: `${r.int(10, 9800)} ${r.pick(STREETS)}`,
        address2: r.chance(0.3) ? `Suite ${r.int(100, 900)}` : null,
        city: c.city,
        state: c.state,
        postal_code: c.zip,
        country: "US",
      };
    };
    const companyAddress = {
      address1: `${trng.int(10, 900)} ${trng.pick(STREETS)}`,
      address2: null,
      city: t.company.city,
      state: t.company.country === "US" ? t.company.state : null,
      postal_code: t.company.postalCode,
      country: t.company.country,
    };
    const phone = () =>
      t.company.country === "ES"
        ? `+34 6${trng.int(10, 99)} ${trng.int(100, 999)} ${trng.int(100, 999)}`
        : `+1 555 ${trng.int(100, 999)} ${trng.int(1000, 9999)}`;
    const member = (
      userId: number,
      accountId: number,
      isDefault: boolean,
      person: { first: string; last: string },
      address: Row,
      role: "MEMBER" | "ADMIN" = "MEMBER",
    ) => {
      memberships.push({
        tenant_id: tenantId,
        user_id: userId,
        account_id: accountId,
        is_default: isDefault,
        role,
        created_at: at(-300),
      });
      userAccounts.push({
        id: ++n.userAccount,
        tenant_id: tenantId,
        user_id: userId,
        account_id: accountId,
        first_name: person.first,
        last_name: person.last,
        company_name: accountId === company ? t.company.name : null,
        ...address,
        mobile: phone(),
        updated_at: at(-30),
      });
    };

    const individual = user(`individual@${domain}`, individualPerson, ["COMPASS_USER"], { lastLogin: -2 });
    // The account's roles (revision reviews): each person administers their own account; the
    // company's administrator administers the company account.
    member(individual, individualAccount, true, individualPerson, usAddress(trng), "ADMIN");
    member(individual, company, false, individualPerson, companyAddress);

    const admin = user(`admin@${domain}`, t.people.admin, ["ADMIN", "COMPASS_POINT_ADMIN", "REPORT_VIEW"], {
      lastLogin: -1,
    });
    member(admin, company, true, t.people.admin, companyAddress, "ADMIN");

    const single = user(`single@${domain}`, singlePerson, []);
    member(single, singleAccount, false, singlePerson, usAddress(trng), "ADMIN");

    user(`noaccess@${domain}`, t.people.noaccess, []);
    const inactive = user(`inactive@${domain}`, t.people.inactive, ["COMPASS_USER"], { activated: false });
    member(inactive, company, true, t.people.inactive, companyAddress);

    // Colleagues for group and share member searches.
    const taken = new Set<string>();
    let made = 0;
    while (made < COLLEAGUES_PER_TENANT) {
      const person = { first: trng.pick(FIRST_NAMES), last: trng.pick(LAST_NAMES) };
      const local = emailLocal(person.first, person.last);
      if (taken.has(local)) continue;
      taken.add(local);
      const id = user(
        `${local}@${domain}`,
        person,
        made % 7 === 0 ? ["COMPASS_USER", "COMPASS_USER_ADMIN"] : ["COMPASS_USER"],
        {
          lastLogin: made % 3 === 0 ? -trng.int(1, 60) : undefined,
        },
      );
      member(id, company, true, person, companyAddress);
      made++;
    }

    // The platform operator (every tenant's audits, metrics, logs, queues): a user of the main
    // tenant without an account of its own.
    if (t.isMain)
      addOperator = () => user(`operator@${domain}`, { first: "Platform", last: "Operator" }, ["ADMIN", "OPERATOR"]);

    // Menus: one entry hidden for the individual.
    for (const [userId, hidden] of [
      [individual, "Subscription Usage"],
      [admin, "Notes"],
    ] as const) {
      for (const menuName of MENUS)
        menus.push({ user_id: userId, menu_name: menuName, is_showed: menuName !== hidden });
    }

    // Subscriptions.
    const subscribe = (accountId: number, abbrs: string[], active = true) => {
      for (const abbr of abbrs) {
        const productId = products.get(abbr);
        if (!productId) throw new Error(`tenant ${t.code} has no product ${abbr}`);
        subscriptions.push({
          id: ++n.subscription,
          tenant_id: tenantId,
          account_id: accountId,
          product_id: productId,
          starts_at: active ? at(-300) : at(-700),
          ends_at: active ? at(420) : at(-300),
          active,
        });
      }
    };
    subscribe(individualAccount, t.subscriptions.individual);
    subscribe(company, t.subscriptions.company);
    subscribe(singleAccount, t.subscriptions.single);
    if (t.subscriptions.expired) subscribe(company, t.subscriptions.expired, false);

    // A custom collection of documents the individual is entitled to.
    const collectionId = ++n.collection;
    collections.push({
      id: collectionId,
      tenant_id: tenantId,
      account_id: individualAccount,
      name: t.language === "es" ? "Mi colección" : "My collection",
      created_at: at(-200),
    });
    const entitled = entitledSample(t, ids, summary, collectionIds);
    entitled.slice(0, 12).forEach((documentId, k) => {
      items.push({ collection_id: collectionId, document_id: documentId, added_at: at(-200 + k) });
    });
  });

  (addOperator as (() => void) | null)?.();

  await copyRows(client, "accounts", accounts);
  await copyRows(client, "account_ip_ranges", ranges);
  await copyRows(client, "users", users);
  await copyRows(client, "account_memberships", memberships);
  await copyRows(client, "user_accounts", userAccounts);
  await copyRows(client, "user_menu_preferences", menus);
  await copyRows(client, "subscriptions", subscriptions);
  await copyRows(client, "custom_collections", collections);
  await copyRows(client, "custom_collection_items", items);
  return { users: users.length, accounts: accounts.length };
}

/** Latest documents the tenant's individual account is entitled to, interleaved by grant. */
function entitledSample(
  t: TenantDef,
  ids: TenantIds,
  summary: CatalogueSummary,
  collectionIds: Map<string, number>,
): number[] {
  const grants = ids.productGrants.get(t.code)!;
  const lists: number[][] = [];
  for (const abbr of t.subscriptions.individual) {
    for (const g of grants.get(abbr) ?? []) {
      if (g.startsWith("collection:")) {
        const c = COLLECTIONS.find((x) => x.key === g.slice(11));
        const id = c ? collectionIds.get(c.key) : undefined;
        if (id) lists.push(summary.latestByCollection.get(id) ?? []);
      } else lists.push(summary.latestByPublisher.get(g) ?? []);
    }
  }
  const out: number[] = [];
  for (let i = 0; out.length < 12 && lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length && !out.includes(l[i])) out.push(l[i]);
  }
  return out;
}
