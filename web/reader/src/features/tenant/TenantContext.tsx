// The tenant configuration for the whole app (POST /api/tenant/get-tenant-config-for-ui): loaded
// once before anything else shows; an unknown tenant shows the tenant-error screen (spec 3 §2).
// Applies the branding: colours, title, favicon.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { client, resolveTenant, ui } from "../../api/client.ts";
import type { TenantConfig } from "../../api/types.ts";
import { useCookieConsentScript } from "./cookie-consent.ts";
import { faviconUrl, palette, safeColor, withSafeUrls } from "./tenant-config.ts";

/** The stylesheet's own primary and accent (global.css), for a tenant that sets only one. */
const DEFAULT_PRIMARY = "#1d4ed8";
const DEFAULT_ACCENT = "#f7a800";

type TenantState =
  | { status: "loading" }
  | { status: "ready"; config: TenantConfig }
  | { status: "invalid"; code: string | null }
  | { status: "unreachable" };

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
  const [state, setState] = useState<TenantState>({ status: "loading" });

  const load = useCallback(async () => {
    const code = resolveTenant();
    const result = await client
      .POST("/api/tenant/get-tenant-config-for-ui", {
        body: code ? { tenantName: code } : {},
        ...ui({ silent: true }),
      })
      .catch(() => null);
    // A transition: the app's first render is done in slices, so the page stays responsive.
    startTransition(() => {
      if (!result) setState({ status: "unreachable" });
      else if (result.data) {
        applyBranding(result.data);
        // Only http(s) addresses reach a link, a redirect or a script (tenant-config.ts).
        setState({ status: "ready", config: withSafeUrls(result.data) });
      } else if (result.response.status === 404) setState({ status: "invalid", code });
      else setState({ status: "unreachable" });
    });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useCookieConsentScript(state.status === "ready" ? state.config["onetrust-script"] : null);

  const value = useMemo(
    () => (state.status === "ready" ? { config: state.config, reload: load } : null),
    [state, load],
  );

  if (state.status === "loading") return <div className="blank" aria-busy="true" />;
  if (state.status === "invalid") return <InvalidTenant code={state.code} />;
  if (state.status === "unreachable") return <TenantUnreachable retry={load} />;
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
