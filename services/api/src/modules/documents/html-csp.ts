// The Content-Security-Policy document HTML is served under (see @norma/documents html/html-safety.ts): a file of its own
// so the handlers can send it without loading the sanitiser (jsdom), which runs in the sanitiser
// pool's threads (sanitizer-pool.ts).
export const HTML_CSP = [
  "sandbox",
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "font-src data:",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");
