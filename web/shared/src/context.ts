// What every API call carries, in a module without the client's weight (no i18next, no React),
// so that the early requests of boot.ts can use it before the app's JavaScript has arrived: the
// token kept in session storage, the tenant (X-Tenant), a fresh RequestId and AuthMode.
import { decodeClaims } from "./jwt.ts";

/** Tenant codes a host name's first label may name (e.g. awwa.example.org → awwa). */
export const HOST_TENANTS = ["astm", "api", "awwa", "cga", "aenor", "ies", "demowl"] as const;

/** sessionStorage keys (spec: token storage is session storage). */
export const TOKEN_KEY = "norma.token";
export const TENANT_KEY = "norma.tenant";

/** AuthMode sent before sign-in; afterwards it is the token's sign-in kind (PWD, IP, SSO, JWT). */
export const ANONYMOUS_AUTH_MODE = "ANONYMOUS";

const TENANT_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// sessionStorage is missing outside browsers and may throw when the browser disables storage;
// without it the app still works, the session just does not survive a reload.
function storage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or disabled: keep going without it.
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
}

export function clearToken(): void {
  write(TOKEN_KEY, null);
}

/**
 * The tenant for X-Tenant: a `?tenant=` query parameter (remembered for the session; an empty
 * value forgets it), else the remembered one, else the host name's first label when it is a
 * known tenant code, else none (the API then uses its default tenant).
 */
export function resolveTenant(where: { hostname: string; search: string } | null = currentLocation()): string | null {
  if (where) {
    const query = new URLSearchParams(where.search);
    if (query.has("tenant")) {
      const code = (query.get("tenant") ?? "").trim().toLowerCase();
      if (code === "") write(TENANT_KEY, null);
      else if (TENANT_CODE.test(code)) {
        write(TENANT_KEY, code);
        return code;
      }
    }
  }
  const remembered = read(TENANT_KEY);
  if (remembered && TENANT_CODE.test(remembered)) return remembered;
  const label = where?.hostname.toLowerCase().split(".")[0] ?? "";
  return (HOST_TENANTS as readonly string[]).includes(label) ? label : null;
}

function currentLocation(): { hostname: string; search: string } | null {
  return typeof location === "undefined" ? null : location;
}

/** A random UUID; crypto.randomUUID only exists in secure contexts (https, localhost). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let originatedIpAddress: string | null = null;

/** The caller's address as the API saw it (GET /login/api/v1/authenticationData); sent on every call. */
export function setOriginatedIpAddress(address: string | null): void {
  originatedIpAddress = address;
}

/** The headers every API call carries; also used by callers that do not go through `client`. */
export function contextHeaders(): Record<string, string> {
  const headers: Record<string, string> = { RequestId: newRequestId() };
  if (originatedIpAddress) headers.originatedIpAddress = originatedIpAddress;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  headers.AuthMode = (token && decodeClaims(token)?.atp) || ANONYMOUS_AUTH_MODE;
  const tenant = resolveTenant();
  if (tenant) headers["X-Tenant"] = tenant;
  return headers;
}
