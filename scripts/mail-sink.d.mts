// Types of mail-sink.mjs (npm run mail) for the tests that use it.
export interface SunkMessage {
  id: number;
  receivedAt: Date;
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string | null;
  html: string | null;
}

export function decodeWords(value: string): string;
export function parseHeaders(head: string): Record<string, string>;
export function parseMessage(raw: string): {
  headers: Record<string, string>;
  subject: string;
  text: string | null;
  html: string | null;
};
export function startMailSink(options?: {
  smtpPort?: number;
  webPort?: number;
  host?: string;
  keep?: number;
  /** Where the messages are kept across restarts (none: in memory only). */
  file?: string | null;
}): Promise<{
  smtpPort: number;
  webPort: number;
  messages: SunkMessage[];
  file: string | null;
  close(): Promise<void>;
}>;
export function readKeptMessages(file: string): SunkMessage[];
export function sinkFile(env: Record<string, string | undefined>): string | null;
