/** Disk space as GB above 1 GB, else MB (spec 3: the Metrics page). */
export function diskSize(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb > 1 ? `${gb.toFixed(2)} GB` : `${(bytes / 1024 ** 2).toFixed(2)} MB`;
}

export const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
