// Sign-in (spec 3 §1, §4): e-mail and password (PWD); company access by network address (IP)
// when the caller's address belongs to a company account; single sign-on when the tenant has an
// identity provider. A tenant whose sign-in is single sign-on only sends the user straight to its
// provider (the spec's sign-in redirect, with redirectUrl: where the user was), unless a session
// just ended on the server: then the page says why, and its button asks the provider to
// authenticate again (force). The platform operator signs in in the console.

import { isProblem } from "@norma/web-shared/problem";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { setOriginatedIpAddress } from "../../api/client.ts";
import { TextField } from "../../components/TextField.tsx";
import { type SignInResult, useAuth } from "../../features/auth/AuthContext.tsx";
import { authenticationDataQuery } from "../../features/auth/session-queries.ts";
import { startSso } from "../../features/auth/sso.ts";
import { signedOutHere } from "../../features/auth/sso-flow.ts";
import { notify } from "../../features/notify/notify-store.ts";
import { SharedLinkPreview, shareTokenOf } from "../../features/sharing/SharedLinkPreview.tsx";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { hasFeature, logoUrl } from "../../features/tenant/tenant-config.ts";
import "./sign-in.css";

export function SignInPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const location = useLocation();
  const { signIn, signInByIp, loginError, clearLoginError } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState<null | "pwd" | "ip" | "sso">(null);
  const [error, setError] = useState<string | null>(null);
  const logo = logoUrl(config);
  // Only the sign-ins the tenant offers (the API refuses the others).
  const methods = config["authentication-methods"];
  const offersPassword = methods?.pwd !== false;
  const provider = methods?.sso?.enabled === false ? null : (config.identityProvider ?? null);

  // Auth verification (spec 3 §2): how the caller could be signed in, and from which address.
  const { data: authData } = useQuery(authenticationDataQuery());
  useEffect(() => {
    if (authData) setOriginatedIpAddress(authData.originatedIpAddress);
  }, [authData]);
  const ipOffered = config["authentication-methods"]?.ip !== false;
  const company = ipOffered && authData?.authType === "IP" ? (authData.originatedWhiteListedAccount ?? null) : null;

  function messageOf(result: Exclude<SignInResult, { ok: true }>): string {
    switch (result.reason) {
      case "problem":
        return result.message;
      case "unreachable":
        return t("errors.serverNotReachable");
      case "status":
        return t("signIn.failedStatus", { status: result.status });
    }
  }

  async function run(kind: "pwd" | "ip", action: () => Promise<SignInResult>) {
    if (busy) return;
    setBusy(kind);
    setError(null);
    clearLoginError();
    const result = await action();
    setBusy(null);
    if (!result.ok) setError(messageOf(result));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("pwd", () => signIn({ email: email.trim(), password, rememberMe }));
  }

  async function onSso() {
    if (!provider || busy) return;
    setBusy("sso");
    try {
      await startSso(`${location.pathname}${location.search}`, { force: loginError !== null });
    } catch (problem) {
      setBusy(null);
      notify("ERROR", {
        serverKey: isProblem(problem) ? problem.message : undefined,
        fallback: { key: "signIn.ssoUnavailable" },
      });
    }
  }

  // Single sign-on only: straight to the provider, once (not after a session ended: say why first).
  const ssoOnly = provider !== null && !offersPassword;
  const redirected = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens for an SSO-only tenant
  useEffect(() => {
    if (!ssoOnly || redirected.current) return;
    redirected.current = true;
    // Not straight back after the user signed out, nor when a session just ended (say why first).
    if (signedOutHere() || loginError) return;
    void onSso();
  }, [ssoOnly]);

  const notice = loginError ? t(`signIn.loginError.${loginError}`) : null;
  // A share link opened signed out: what it leads to, above the form (the link opens after sign-in).
  const sharedToken = hasFeature(config, "content-share") ? shareTokenOf(location.pathname) : null;

  return (
    <main id="main" className="page page--centered sign-in">
      <section className="card card--narrow" aria-labelledby="sign-in-title">
        {logo && <img className="sign-in__logo" src={logo} alt={config.tenantName} width="200" height="50" />}
        <h1 id="sign-in-title" className="card__title">
          {t("signIn.title")}
        </h1>
        {sharedToken && <SharedLinkPreview token={sharedToken} />}
        <p className="card__intro">{t(ssoOnly ? "signIn.introSso" : "signIn.intro", { name: config.tenantName })}</p>
        {notice && (
          <p className="form__error" role="alert">
            {notice}
          </p>
        )}
        {offersPassword && (
          <form className="form" onSubmit={onSubmit} aria-busy={busy === "pwd"}>
            <TextField
              label={t("signIn.email")}
              type="email"
              name="email"
              autoComplete="username"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={t("signIn.password")}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <label className="checkbox">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
              <span>{t("signIn.rememberMe")}</span>
            </label>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary button--block" disabled={busy !== null}>
              {busy === "pwd" ? t("signIn.submitting") : t("signIn.submit")}
            </button>
          </form>
        )}
        {!offersPassword && error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        {(provider || company) && (
          <div className="sign-in__alternatives">
            {offersPassword && <p className="sign-in__or">{t("signIn.or")}</p>}
            {provider && (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => void onSso()}
                disabled={busy !== null}
              >
                {t("signIn.sso")}
              </button>
            )}
            {company && (
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => void run("ip", signInByIp)}
                disabled={busy !== null}
              >
                {busy === "ip" ? t("signIn.submitting") : t("signIn.companyAccess", { company })}
              </button>
            )}
          </div>
        )}
      </section>
    </main>
  );
}
