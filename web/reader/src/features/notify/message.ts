// A notice's words kept as what to translate, not as text (issue 26): a notice raised in one
// language and still on screen after a switch to another is shown in the new one. Its key is the
// reader's own (typed) or the server's (looked up at run time, with the server's words as the
// fallback when this reader has no text for it); its options may be messages themselves (a field
// error's constraint), translated with it.
import type { ParseKeys } from "i18next";
import i18n from "../../i18n/index.ts";
import { translateKey } from "../../i18n/translate-key.ts";

export interface Message {
  /** A key of the reader's translations. */
  key?: ParseKeys;
  /** A key that came from the server (error.*, a tenant's variant group): looked up when shown. */
  serverKey?: string;
  /** The values of the key's placeholders; a value that is a Message is translated too. */
  options?: Record<string, unknown>;
  /** Shown when the server's key is unknown here (or there is none): words, or another message. */
  fallback?: string | Message;
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    ("key" in value || "serverKey" in value || "fallback" in value)
  );
}

/** The message in the language of the moment. */
export function messageText(message: Message): string {
  const options = Object.fromEntries(
    Object.entries(message.options ?? {}).map(([name, value]) => [name, isMessage(value) ? messageText(value) : value]),
  );
  if (message.key) return i18n.t(message.key as never, options as never) as unknown as string;
  const known = translateKey(message.serverKey, options);
  if (known !== null) return known;
  if (typeof message.fallback === "string") return message.fallback;
  return message.fallback ? messageText(message.fallback) : (message.serverKey ?? "");
}

/** A server's message key, falling back to the server's words (or a message of the reader's). */
export function serverMessageOf(key: string | undefined, fallback: string | Message, params?: string): Message {
  return { serverKey: key, options: { entityName: params ?? "", params: params ?? "" }, fallback };
}
