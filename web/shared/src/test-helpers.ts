// Helpers for the unit tests (node environment: no sessionStorage, no location).
import { vi } from "vitest";

export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** An unsigned JWT with these claims (the browser never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

/** Pretends the page is at `url`. */
export function at(url: string) {
  const u = new URL(url);
  vi.stubGlobal("location", { hostname: u.hostname, search: u.search });
}
