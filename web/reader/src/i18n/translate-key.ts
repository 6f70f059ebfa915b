// Texts of keys that come from the server or the tenant configuration (message keys, help
// topics, tip keys, logout messages): they are not known at build time, so they are looked up
// at run time with a fallback.
import i18n, { DEFAULT_LOCALE } from "./index.ts";

/**
 * The text of a key that comes from the server or the tenant configuration (message keys, help
 * topics, tip keys). A key that names a group of tenant variants (e.g. error.content-no-access)
 * reads its "default" entry. Null when the key is unknown, so the caller can use its fallback.
 */
export function translateKey(key: string | null | undefined, options: Record<string, unknown> = {}): string | null {
  if (!key) return null;
  const lookup = (k: string): unknown =>
    i18n.getResource(i18n.language, "translation", k) ?? i18n.getResource(DEFAULT_LOCALE, "translation", k);
  const value = lookup(key);
  const chosen =
    typeof value === "string" ? key : typeof lookup(`${key}.default`) === "string" ? `${key}.default` : null;
  return chosen ? (i18n.t(chosen as never, options as never) as unknown as string) : null;
}
