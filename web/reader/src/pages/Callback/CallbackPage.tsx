// /implicit/callback (spec 3 §2): the end of a single sign-on (the provider's code and state in the
// query, handed with this tab's flow id to POST /api/authenticate/sso/callback, which exchanges and
// verifies them), of a SAML sign-in (?saml=<ticket> from the API's assertion consumer service,
// handed with this tab's flow id to POST /api/authenticate/saml/complete; or ?error_key=… when the
// API refused the IdP's response) or of a partner's hand-over (?token=…, POST /api/authenticate/jwt).
// Outcomes: signed in (back to where the user was); profile completion (to the provider's
// profile page); sign out (a message).

import { isProblem, problemText } from "@norma/web-shared/problem";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import type { Schemas } from "../../api/types.ts";
import { useAuth } from "../../features/auth/AuthContext.tsx";
import { safeReturnTo, takeFlow } from "../../features/auth/sso-flow.ts";
import { showDialog } from "../../features/notify/notify-store.ts";
import { translateKey } from "../../i18n/translate-key.ts";

type Outcome = Schemas["ExternalLoginResult"] & { returnTo?: string };

export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { adoptToken } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const query = new URLSearchParams(window.location.search);
      const partnerToken = query.get("token");
      const samlTicket = query.get("saml");
      const refusedKey = query.get("error_key");
      let outcome: { data?: Outcome; error?: unknown } | null;
      let returnTo = "/";
      if (refusedKey) {
        takeFlow();
        setFailure(translateKey(refusedKey) ?? t("callback.errors.refused"));
        return;
      }
      if (samlTicket) {
        const flowId = takeFlow();
        outcome = await client
          .POST("/api/authenticate/saml/complete", {
            body: { ticket: samlTicket, ...(flowId ? { flowId } : {}) },
            ...ui({ silent: true }),
          })
          .catch(() => null);
        returnTo = safeReturnTo(outcome?.data?.returnTo);
      } else if (partnerToken) {
        outcome = await client
          .POST("/api/authenticate/jwt", { body: { token: partnerToken }, ...ui({ silent: true }) })
          .catch(() => null);
      } else {
        const flowId = takeFlow();
        if (!flowId) {
          setFailure(t("callback.errors.state"));
          return;
        }
        outcome = await client
          .POST("/api/authenticate/sso/callback", {
            body: { flowId, callbackQuery: window.location.search },
            ...ui({ silent: true }),
          })
          .catch(() => null);
        returnTo = safeReturnTo(outcome?.data?.returnTo);
      }
      if (!outcome) {
        setFailure(t("errors.serverNotReachable"));
        return;
      }
      const data = outcome.data;
      if (!data) {
        setFailure(
          (isProblem(outcome.error) ? translateKey(outcome.error.message) : null) ??
            problemText(outcome.error) ??
            t("callback.errors.refused"),
        );
        return;
      }
      if (data.outcome === "SIGNED_IN" && data.id_token) {
        await adoptToken(data.id_token);
        navigate(returnTo, { replace: true });
        return;
      }
      const message =
        translateKey(data.message) ??
        t(data.outcome === "PROFILE_COMPLETION" ? "callback.profileCompletion" : "callback.signOut");
      await showDialog({ kind: "info", title: t("callback.title"), message: message as string });
      if (data.outcome === "PROFILE_COMPLETION" && data.redirectUrl && /^https?:\/\//.test(data.redirectUrl)) {
        window.location.assign(data.redirectUrl);
        return;
      }
      navigate("/", { replace: true });
    })();
  }, [adoptToken, navigate, t]);

  return (
    <main id="main" className="page page--centered">
      <section className="card card--narrow" aria-live="polite">
        <h1 className="card__title">{failure ? t("callback.failedTitle") : t("callback.verifying")}</h1>
        {failure ? (
          <>
            <p className="form__error" role="alert">
              {failure}
            </p>
            <button type="button" className="button button--primary" onClick={() => navigate("/", { replace: true })}>
              {t("callback.backToSignIn")}
            </button>
          </>
        ) : (
          <p className="card__intro">{t("callback.wait")}</p>
        )}
      </section>
    </main>
  );
}
