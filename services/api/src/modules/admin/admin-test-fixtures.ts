// What the console's API tests share: the seeded users they sign in (a reader, the tenant's
// administrator, the platform operator, another tenant's administrator), the tenants' ids by code,
// and react-admin's list query (each parameter as JSON).
import type { ApiFixture } from "@norma/tests/harness";

export interface ConsoleUsers {
  /** A reader of astm (no console rights). */
  reader: string;
  /** astm's administrator. */
  admin: string;
  /** The platform operator (every tenant). */
  operator: string;
  /** The administrator of another tenant (api). */
  apiAdmin: string;
}

/** The seeded console users' tokens. */
export async function signInConsoleUsers(api: ApiFixture): Promise<ConsoleUsers> {
  const [reader, admin, operator, apiAdmin] = await Promise.all(
    ["individual@astm.example", "admin@astm.example", "operator@astm.example", "admin@api.example"].map((email) =>
      api.login(email),
    ),
  );
  return { reader, admin, operator, apiAdmin };
}

/** Every tenant's id by its code. */
export async function tenantIdsByCode(api: ApiFixture): Promise<Record<string, number>> {
  const tenants = await api.db.tenant.findMany({ select: { id: true, code: true } });
  return Object.fromEntries(tenants.map((t) => [t.code, t.id]));
}

/** A react-admin list query string: each parameter as JSON, URL-encoded. */
export const raQuery = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");
