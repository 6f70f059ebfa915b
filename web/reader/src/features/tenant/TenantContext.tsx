// The tenant configuration for the whole app (tenantConfigQuery, tenant-queries.ts): loaded
// once before anything else shows; an unknown tenant shows the tenant-error screen (spec 3 §2).
// Applies the branding: colours, title, favicon.
import { useQuery } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { resolveTenant } from "../../api/client.ts";
import type { TenantConfig } from "../../api/types.ts";
import { useCookieConsentScript } from "./cookie-consent.ts";
import { faviconUrl, palette, safeColor, withSafeUrls } from "./tenant-config.ts";
import { tenantConfigQuery } from "./tenant-queries.ts";

/** The stylesheet's own primary and accent (global.css), for a tenant that sets only one. */
const DEFAULT_PRIMARY = "#1d4ed8";
const DEFAULT_ACCENT = "#f7a800";

interface TenantContextValue {
  config: TenantConfig;
  reload(): Promise<void>;
}

const TenantContext = createContext<TenantContextValue | null>(null);

function applyBranding(config: TenantConfig) {
  const root = document.documentElement;
  const primary = safeColor(config.branding?.primaryColor);
  const accent = safeColor(config.branding?.accentColor);
  // Text, link and focus colours derived from the tenant's palette (WCAG AA, issue 12).
  if (primary || accent) {
    const colours = palette(primary ?? DEFAULT_PRIMARY, accent ?? DEFAULT_ACCENT);
    for (const [name, value] of Object.entries(colours)) root.style.setProperty(name, value);
  }
  document.title = config.title || config.tenantName;
  let icon = document.querySelector<HTMLLinkElement>("link[rel='icon']");
  if (!icon) {
    icon = document.createElement("link");
    icon.rel = "icon";
    document.head.appendChild(icon);
  }
  icon.type = "image/svg+xml";
  icon.href = faviconUrl(config);
}

export function TenantProvider({ children }: { children: ReactNode }) {
  const [code] = useState(resolveTenant);
  const { data, refetch } = useQuery(tenantConfigQuery(code));
  // Deferred: the app's first render is done in slices (like a transition), so the page stays
  // responsive; until then the blank screen stays.
  const opening = useDeferredValue(data ?? null);

  // Before the first paint of the app it configures, so no default colours flash.
  useLayoutEffect(() => {
    if (opening?.status === "ready") applyBranding(opening.config);
  }, [opening]);

  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // Only http(s) addresses reach a link, a redirect or a script (tenant-config.ts).
  const config = useMemo(() => (opening?.status === "ready" ? withSafeUrls(opening.config) : null), [opening]);

  useCookieConsentScript(config ? config["onetrust-script"] : null);

  const value = useMemo(() => (config ? { config, reload: load } : null), [config, load]);

  if (!opening) return <div className="blank" aria-busy="true" />;
  if (opening.status === "invalid") return <InvalidTenant code={code} />;
  if (opening.status === "unreachable") return <TenantUnreachable retry={load} />;
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

function InvalidTenant({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <section className="card card--narrow" role="alert" aria-labelledby="tenant-error-title">
        <h1 id="tenant-error-title" className="card__title">
          {t("tenant.invalidTitle")}
        </h1>
        <p className="card__intro">{code ? t("tenant.invalidNamed", { code }) : t("tenant.invalid")}</p>
      </section>
    </main>
  );
}

function TenantUnreachable({ retry }: { retry: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <main className="page page--centered">
      <section className="card card--narrow" role="alert" aria-labelledby="tenant-unreachable-title">
        <h1 id="tenant-unreachable-title" className="card__title">
          {t("errors.serverNotReachable")}
        </h1>
        <p className="card__intro">{t("tenant.unreachable")}</p>
        <button type="button" className="button button--primary" onClick={() => void retry()}>
          {t("common.retry")}
        </button>
      </section>
    </main>
  );
}

export function useTenant(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error("useTenant() needs a <TenantProvider> above it");
  return value;
}
