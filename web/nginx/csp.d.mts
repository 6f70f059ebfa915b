export function inlineScriptHashes(html: string): string[];
export function consentSources(hosts: string | undefined | null): string;
export function appCsp(indexHtml: string, consent?: string): string;
