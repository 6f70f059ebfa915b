// scrypt password hashes: what sign-in relies on.
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashes", () => {
  it("are scrypt with their parameters and a random salt, and verify the password they were made from", async () => {
    const hash = await hashPassword("norma-demo");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(hash.split("$")[5], "base64")).toHaveLength(64);
    expect(await verifyPassword("norma-demo", hash)).toBe(true);
    // Same password, another salt: another hash, and both verify.
    const again = await hashPassword("norma-demo");
    expect(again).not.toBe(hash);
    expect(await verifyPassword("norma-demo", again)).toBe(true);
  });

  it("refuse a wrong password, a different case, and an empty one", async () => {
    const hash = await hashPassword("Correct Horse 1");
    for (const wrong of ["correct horse 1", "Correct Horse 2", "Correct Horse 1 ", "", "Correct Horse"])
      expect(await verifyPassword(wrong, hash), JSON.stringify(wrong)).toBe(false);
  });

  it("compare passwords in Unicode NFKC form (the same text typed on another keyboard verifies)", async () => {
    const hash = await hashPassword("caf\u00e9"); // é as one code point
    expect(await verifyPassword("cafe\u0301", hash)).toBe(true); // e + combining acute
  });

  it("verify hashes made with other valid parameters (N, r, p are read from the hash)", async () => {
    const hash = await hashPassword("secret");
    const [, , , , salt] = hash.split("$");
    const { scryptSync } = await import("node:crypto");
    const key = scryptSync("secret", Buffer.from(salt, "base64"), 64, { N: 1024, r: 4, p: 2 });
    const other = `scrypt$1024$4$2$${salt}$${key.toString("base64")}`;
    expect(await verifyPassword("secret", other)).toBe(true);
    expect(await verifyPassword("Secret", other)).toBe(false);
  });

  it("answer false, never an error, for a missing or malformed stored hash", async () => {
    const good = await hashPassword("pw");
    const [, n, r, p, salt, key] = good.split("$");
    const malformed = [
      null,
      undefined,
      "",
      "pw",
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key}$extra`,
      `scrypt$abc$${r}$${p}$${salt}$${key}`,
      `scrypt$3$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$1048576$${r}$${p}$${salt}$${key}`, // beyond the memory limit
      `scrypt$${n}$0$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$99$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$${n}$${r}$${p}$not*base64$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key.slice(0, 20)}`, // truncated hash
    ];
    for (const stored of malformed) expect(await verifyPassword("pw", stored), String(stored)).toBe(false);
  });
});
