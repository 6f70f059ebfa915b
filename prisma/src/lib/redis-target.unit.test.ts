// Redis settings: one server by URL, or a primary named by Redis Sentinel.
import { describe, expect, it } from "vitest";
import { describeRedisTarget, readRedisTarget, redisTargetEnv } from "./redis-target.ts";

const read = (env: Record<string, string>) => {
  const problems: string[] = [];
  return { target: readRedisTarget(env, problems), problems };
};

describe("Redis target", () => {
  it("is the URL alone unless REDIS_SENTINELS is set", () => {
    expect(read({}).target).toEqual({ url: "redis://127.0.0.1:6379", sentinelName: "mymaster" });
    expect(read({ REDIS_URL: "redis://cache:6380/2" }).target.sentinels).toBeUndefined();
  });

  it("reads the Sentinels, the primary's name and the Sentinels' password", () => {
    const { target, problems } = read({
      REDIS_URL: "redis://:secret@ignored:6379/1",
      REDIS_SENTINELS: "sentinel-a:26379, 10.0.0.7:26380,[::1]:26381",
      REDIS_SENTINEL_NAME: "norma-primary",
      REDIS_SENTINEL_PASSWORD: "s3ntinel",
    });
    expect(problems).toEqual([]);
    expect(target).toEqual({
      url: "redis://:secret@ignored:6379/1",
      sentinels: [
        { host: "sentinel-a", port: 26379 },
        { host: "10.0.0.7", port: 26380 },
        { host: "::1", port: 26381 },
      ],
      sentinelName: "norma-primary",
      sentinelPassword: "s3ntinel",
    });
  });

  it("names a wrong setting", () => {
    expect(read({ REDIS_SENTINELS: "sentinel-a" }).problems).toEqual([
      "REDIS_SENTINELS must be host:port pairs separated by commas",
    ]);
    expect(read({ REDIS_SENTINELS: "a:0" }).problems).toHaveLength(1);
    expect(read({ REDIS_SENTINELS: "a:70000" }).problems).toHaveLength(1);
    expect(read({ REDIS_SENTINEL_NAME: "bad name" }).problems).toEqual([
      "REDIS_SENTINEL_NAME must be 1 to 128 letters, digits, dots, dashes or underscores",
    ]);
  });

  it("a child process given redisTargetEnv() reads the same target back", () => {
    const { target } = read({
      REDIS_SENTINELS: "sentinel-a:26379,[::1]:26381",
      REDIS_SENTINEL_NAME: "norma-primary",
      REDIS_SENTINEL_PASSWORD: "s3ntinel",
    });
    expect(read(redisTargetEnv(target)).target).toEqual(target);
    const plain = read({ REDIS_URL: "redis://cache:6380" }).target;
    expect(read(redisTargetEnv(plain)).target).toEqual(plain);
  });

  it("describes a target without its passwords", () => {
    expect(describeRedisTarget(read({ REDIS_URL: "redis://user:pw@cache:6380/2" }).target)).toBe(
      "redis://cache:6380/2",
    );
    const s = read({ REDIS_SENTINELS: "a:1,b:2", REDIS_SENTINEL_PASSWORD: "s3ntinel" }).target;
    expect(describeRedisTarget(s)).toBe("sentinel mymaster via a:1,b:2");
  });
});
