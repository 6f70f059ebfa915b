// Types of dev.mjs (npm run dev) for the tests that use it.
export interface DevPorts {
  api: number;
  reader: number;
  admin: number;
  /** null when WORKERS_METRICS_PORT is "off". */
  workersMetrics: number | null;
  mailSmtp: number;
  mailWeb: number;
}

/** A port a service listens on, with the variable that sets it. */
export type Listen = [variable: string, port: number];

export interface DevService {
  name: string;
  color: number;
  args: string[];
  listens: Listen[];
}

export interface DevPlan {
  env: Record<string, string | undefined>;
  services: DevService[];
  ports: DevPorts;
  ownMail: boolean;
}

export const START_TIMEOUT_MS: number;
export function portFrom(env: Record<string, string | undefined>, name: string, fallback: number): number;
export function devPorts(env: Record<string, string | undefined>): DevPorts;
export function devPlan(env: Record<string, string | undefined>): DevPlan;
export function portIsFree(port: number): Promise<boolean>;
export function nextFreePort(port: number, avoid?: number[]): Promise<number | null>;
export function takenPorts(plan: Pick<DevPlan, "services">): Promise<string[]>;
export function listening(port: number): Promise<boolean>;
export function waitForListening(
  service: Pick<DevService, "listens">,
  deadline: number,
  interval?: number,
): Promise<Listen[]>;
