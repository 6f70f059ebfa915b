export function inlineScriptHashes(html: string): string[];
export function appCsp(indexHtml: string): string;
