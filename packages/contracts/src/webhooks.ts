// Webhooks (issue 30): what the API (registration) and the workers (delivery) share — the event
// types, the sealing of signing secrets at rest, and the check of a target's addresses that keeps
// deliveries away from the platform's own network (SSRF). Both sides check: the API when an
// endpoint is registered or changed, the workers before every request, on the addresses the
// request then connects to (a name that resolved to a public address at registration may resolve
// to a private one later: DNS rebinding).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events.ts";

export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

/** The publish event kinds (publish_events.kind) and the event type each becomes. */
export const EVENT_OF_PUBLISH_KIND: Record<string, WebhookEventType> = {
  PUBLISHED: "document.published",
  REVISED: "document.revised",
  WITHDRAWN: "document.withdrawn",
  STATUS_CHANGED: "document.status_changed",
};

/** How signatures are joined in `webhook-signature` (Standard Webhooks: several, space-separated). */
export const SIGNATURE_SEPARATOR = " ";

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

const SEAL_AAD = Buffer.from("norma webhook signing secret v1");

/**
 * The key signing secrets are sealed with: WEBHOOK_SECRET_KEY, else (development and test only:
 * the configuration refuses its absence in production) one derived from the database URL, so a
 * local install works without setting it.
 */
export function webhookSealKey(settings: { secretKey?: Buffer; databaseUrl: string }): Buffer {
  if (settings.secretKey) return settings.secretKey;
  return Buffer.from(hkdfSync("sha256", settings.databaseUrl, "norma", "webhook secret seal (dev)", 32));
}

/** `v1.` + base64url(iv ‖ tag ‖ ciphertext), AES-256-GCM. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(SEAL_AAD);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The secret a sealed value holds; throws when it was sealed under another key or altered. */
export function openSecret(key: Buffer, sealed: string): string {
  if (!sealed.startsWith("v1.")) throw new Error("unknown sealed secret format");
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12)).setAAD(SEAL_AAD);
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** Why a target is refused; the message names no secret and reads as a sentence's end. */
export class WebhookTargetError extends Error {
  constructor(
    readonly code: "URL" | "SCHEME" | "CREDENTIALS" | "UNRESOLVED" | "ADDRESS",
    message: string,
  ) {
    super(message);
    this.name = "WebhookTargetError";
  }
}

export interface TargetPolicy {
  /** https only (production); http too in development and test. */
  requireHttps: boolean;
  /** Loopback targets allowed (WEBHOOK_ALLOW_LOOPBACK: tests and local trials, never production). */
  allowLoopback: boolean;
}

/**
 * Whether an address may be a target: ordinary public unicast only. Everything ipaddr.js names
 * otherwise is refused — private (10/8, 172.16/12, 192.168/16), loopback, link-local (with the
 * cloud metadata address 169.254.169.254), unique-local (fd00:ec2::254 and the like), carrier-grade
 * NAT (100.64/10, Alibaba's metadata), unspecified, multicast, broadcast, reserved, and the IPv6
 * forms that carry an IPv4 address elsewhere (NAT64, 6to4, Teredo). An IPv4-mapped IPv6 address
 * is judged as the IPv4 address it maps. Returns the refusal's reason, or null.
 */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === "unicast") return null;
  if (range === "loopback" && allowLoopback) return null;
  return `${parsed.toString()} is a ${range} address`;
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

export interface ResolvedTarget {
  url: URL;
  /** The address the request connects to: checked here, and pinned for the request. */
  address: string;
  family: 4 | 6;
}

/** Parses and checks a URL's form (scheme, no credentials): no lookup. */
export function parseTargetUrl(raw: string, policy: TargetPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError("URL", "is not a URL");
  }
  const schemes = policy.requireHttps ? ["https:"] : ["https:", "http:"];
  if (!schemes.includes(url.protocol))
    throw new WebhookTargetError("SCHEME", policy.requireHttps ? "must be an https URL" : "must be an http(s) URL");
  if (url.username || url.password) throw new WebhookTargetError("CREDENTIALS", "must not carry a user or password");
  return url;
}

/**
 * Resolves a target's host and checks every address it has (one bad address refuses the target:
 * the request could connect to any). Throws WebhookTargetError.
 */
export async function resolveTarget(
  raw: string,
  policy: TargetPolicy,
  lookup: Lookup = systemLookup,
): Promise<ResolvedTarget> {
  const url = parseTargetUrl(raw, policy);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) throw new WebhookTargetError("UNRESOLVED", `host ${host} does not resolve`);
  for (const a of addresses) {
    const why = refusedAddress(a.address, policy.allowLoopback);
    if (why) throw new WebhookTargetError("ADDRESS", `resolves to a refused address (${why})`);
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
