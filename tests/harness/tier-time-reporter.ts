// Prints, at the end of `npm test`, how long each tier (vitest project) took: its wall time from
// its first file's start to its last file's end, the files' summed time and the count of files.
// The figures go to docs/performance.md ("Test suite"); the slowest files show where the time goes.
import type { Reporter, TestModule } from "vitest/node";

interface TierTimes {
  first: number;
  last: number;
  summed: number;
  files: number;
  slowest: { file: string; ms: number }[];
}

const SLOWEST_SHOWN = 5;

export default class TierTimeReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly tiers = new Map<string, TierTimes>();
  private readonly runStarted = Date.now();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = Date.now();
    const start = this.started.get(module.moduleId) ?? now;
    const tier = module.project.name || "default";
    const times = this.tiers.get(tier) ?? { first: start, last: now, summed: 0, files: 0, slowest: [] };
    times.first = Math.min(times.first, start);
    times.last = Math.max(times.last, now);
    // The module's own figure (import, set-up and tests), not the wall time it waited for a worker.
    const ms = module.diagnostic().duration;
    times.summed += ms;
    times.files++;
    times.slowest.push({ file: module.relativeModuleId, ms });
    times.slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_SHOWN);
    this.tiers.set(tier, times);
  }

  onTestRunEnd(): void {
    if (this.tiers.size === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = ["", "Time per tier (wall time from its first file's start to its last file's end):"];
    for (const [tier, t] of [...this.tiers].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `  ${tier.padEnd(12)} ${seconds(t.last - t.first).padStart(9)} wall, ${seconds(t.summed).padStart(9)} summed over ${t.files} files`,
      );
      for (const s of t.slowest) lines.push(`      ${seconds(s.ms).padStart(9)}  ${s.file}`);
    }
    lines.push(`  ${"whole run".padEnd(12)} ${seconds(Date.now() - this.runStarted).padStart(9)}`);
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
