// Types of dev.mjs (npm run dev) for the tests that use it.
export interface DevPorts {
  api: number;
  reader: number;
  admin: number;
  mailSmtp: number;
  mailWeb: number;
}

export function portFrom(env: Record<string, string | undefined>, name: string, fallback: number): number;
export function devPorts(env: Record<string, string | undefined>): DevPorts;
export function devPlan(env: Record<string, string | undefined>): {
  env: Record<string, string | undefined>;
  services: { name: string; color: number; args: string[] }[];
  ports: DevPorts;
  ownMail: boolean;
};
