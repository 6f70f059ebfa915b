// The environment schema's mechanism: every problem names its variable and they come all at once.
import { describe, expect, it } from "vitest";
import { ConfigError, int, parseEnv, problem, sharedFields, sharedSettings, text, url } from "./env.ts";

const shape = {
  NAME: text(),
  COUNT: int(3, 1, 10),
  TARGET: url("http://localhost", ["http:", "https:"]),
  LOW: int(1, 0, 100),
  HIGH: int(2, 0, 100),
};
const rules = (f: { LOW: number; HIGH: number }, ctx: Parameters<typeof problem>[0]) => {
  if (f.LOW > f.HIGH) problem(ctx, "must be at most HIGH", "LOW");
};

function problemsOf(env: Record<string, string | undefined>) {
  try {
    parseEnv(shape, env, rules);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  return [];
}

describe("environment schema", () => {
  it("gives defaults, trims, and treats blank as unset", () => {
    expect(parseEnv(shape, { NAME: "  n  ", COUNT: " ", TARGET: "" }, rules)).toEqual({
      NAME: "n",
      COUNT: 3,
      TARGET: "http://localhost",
      LOW: 1,
      HIGH: 2,
    });
  });

  it("reports every bad variable at once, each by name, in the schema's order, cross-variable rules too", () => {
    const problems = problemsOf({ COUNT: "11", TARGET: "ftp://x", LOW: "50", HIGH: "4" });
    expect(problems).toEqual([
      { variable: "NAME", message: "is required" },
      { variable: "COUNT", message: "must be an integer between 1 and 10 (got '11')" },
      { variable: "TARGET", message: "must use http: or https: (got ftp:)" },
      { variable: "LOW", message: "must be at most HIGH" },
    ]);
  });

  it("says what is expected in the message, as one sentence per variable", () => {
    try {
      parseEnv(shape, { NAME: "n", COUNT: "two" }, rules);
      expect.fail("should have thrown");
    } catch (err) {
      expect((err as Error).message).toBe(
        "invalid configuration:\n  - COUNT must be an integer between 1 and 10 (got 'two')",
      );
    }
  });

  it("reads the shared variables into the services' settings", () => {
    const f = parseEnv(sharedFields, { DATABASE_URL: "postgres://db/n", NODE_ENV: "test" });
    expect(sharedSettings(f)).toMatchObject({
      env: "test",
      logLevel: "silent",
      redis: { url: "redis://127.0.0.1:6379", sentinelName: "mymaster" },
      storage: { backend: "local", dir: "./.storage" },
    });
    expect(() => parseEnv(sharedFields, { DATABASE_URL: "postgres://db/n", LOG_LEVEL: "loud" })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got 'loud'\)/,
    );
  });
});
