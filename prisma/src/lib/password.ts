// scrypt password hashes: "scrypt$N$r$p$<salt base64>$<hash base64>".
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

const N = 16_384;
const R = 8;
const P = 1;
const KEYLEN = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, KEYLEN, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * A new hash at the platform's cost. `cost` (scrypt's N) is lowered only by the test harness for
 * its seeded demo users: verifying reads the cost from the stored hash, so sign-in is the same path.
 */
export async function hashPassword(password: string, cost: number = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost, R, P);
  return `scrypt$${cost}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

// Compared against when the user does not exist, so both paths cost one scrypt.
const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEYLEN).toString("base64")}`;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The parts of a stored hash, or null when it is not one this module could have written: scrypt
 * with N a power of two, r and p small, within the memory limit, a salt and a 64-byte hash.
 */
function parseHash(stored: string): { n: number; r: number; p: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [n, r, p] = parts.slice(1, 4).map((x) => (/^\d{1,8}$/.test(x) ? Number(x) : Number.NaN));
  if (!(n >= 2 && (n & (n - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return null;
  if (128 * n * r > MAX_MEMORY / 2) return null;
  if (!BASE64.test(parts[4]) || !BASE64.test(parts[5])) return null;
  const salt = Buffer.from(parts[4], "base64");
  const hash = Buffer.from(parts[5], "base64");
  if (salt.length < 8 || hash.length !== KEYLEN) return null;
  return { n, r, p, salt, hash };
}

/**
 * True when the password matches the stored hash. A missing hash (unknown user, SSO-only user)
 * costs one scrypt all the same and is false; a malformed one is false, never an error.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored ?? DUMMY_HASH);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return stored != null && timingSafeEqual(parsed.hash, actual);
}
