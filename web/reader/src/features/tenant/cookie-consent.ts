// The tenant's cookie-consent script (spec 3: onetrust-script), loaded once its configuration is
// known, on every page (signed in or not). Only an https address survives withSafeUrls, the API
// accepts only the operator's hosts (COOKIE_CONSENT_SCRIPT_HOSTS), and the pages'
// Content-Security-Policy allows only those hosts (web/nginx/csp.mjs): three fences, one list.
import { useEffect } from "react";

export const CONSENT_SCRIPT_ID = "tenant-cookie-consent";

/** Puts the script in the page's head (or replaces one of another address); removes it when none. */
export function applyCookieConsentScript(doc: Document, src: string | null | undefined): HTMLScriptElement | null {
  const current = doc.getElementById(CONSENT_SCRIPT_ID) as HTMLScriptElement | null;
  if (!src) {
    current?.remove();
    return null;
  }
  if (current?.getAttribute("src") === src) return current;
  current?.remove();
  const script = doc.createElement("script");
  script.id = CONSENT_SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.setAttribute("charset", "UTF-8");
  doc.head.appendChild(script);
  return script;
}

export function useCookieConsentScript(src: string | null | undefined) {
  useEffect(() => {
    applyCookieConsentScript(document, src);
  }, [src]);
}
