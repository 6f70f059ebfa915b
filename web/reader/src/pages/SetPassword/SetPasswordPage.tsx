// /set-password?key=…&tenant=… (issue 16): the link of the invitation e-mail an administrator's
// new user receives. Shown signed out (AuthGate lets it through); the link is checked first
// (GET /api/account/invitation) so a used or expired one says so at once, then the first password
// is chosen (POST /api/account/invitation/finish) and the user goes on to the sign-in screen.
import { isProblem, problemText } from "@norma/web-shared/problem";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { client, ui } from "../../api/client.ts";
import { TextField } from "../../components/TextField.tsx";
import { invitationQuery } from "../../features/account/account-queries.ts";
import { useTenant } from "../../features/tenant/TenantContext.tsx";
import { translateKey } from "../../i18n/translate-key.ts";
import "../SignIn/sign-in.css";

const MIN_LENGTH = 8;

/** The reader's text for a refused link (its message key), else the problem's detail. */
function refusalText(err: unknown, fallback: string): string {
  return (isProblem(err) ? translateKey(err.message) : null) ?? problemText(err) ?? fallback;
}

type State =
  | { kind: "checking" }
  | { kind: "ready"; email: string }
  | { kind: "refused"; message: string }
  | { kind: "done" };

export function SetPasswordPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const navigate = useNavigate();
  const params = new URLSearchParams(window.location.search);
  const key = params.get("key") ?? "";
  const tenant = params.get("tenant");
  const invitation = useQuery({ ...invitationQuery(key), enabled: key !== "" });
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const finish = useMutation({
    mutationFn: (newPassword: string) =>
      client
        .POST("/api/account/invitation/finish", { body: { key, newPassword }, ...ui({ silent: true }) })
        .catch(() => null),
  });
  const busy = finish.isPending;

  const refusal = (err: unknown) => refusalText(err, t("setPassword.failed"));

  const state: State = done
    ? { kind: "done" }
    : !key
      ? { kind: "refused", message: t("error.invitation.invalid") }
      : invitation.isError
        ? { kind: "refused", message: t("errors.serverNotReachable") }
        : !invitation.data
          ? { kind: "checking" }
          : invitation.data.email !== null
            ? { kind: "ready", email: invitation.data.email }
            : { kind: "refused", message: refusal(invitation.data.error) };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_LENGTH) return setError(t("setPassword.tooShort", { count: MIN_LENGTH }));
    if (password !== confirm) return setError(t("setPassword.mismatch"));
    setError(null);
    const result = await finish.mutateAsync(password);
    if (!result) return setError(t("errors.serverNotReachable"));
    if (result.response.status === 204) setDone(true);
    else setError(refusal(result.error));
  }

  const toSignIn = () => navigate(tenant ? `/?tenant=${encodeURIComponent(tenant)}` : "/", { replace: true });

  return (
    <main id="main" className="page page--centered sign-in">
      <section className="card card--narrow" aria-labelledby="set-password-title" aria-live="polite">
        <h1 id="set-password-title" className="card__title">
          {t("setPassword.title")}
        </h1>
        {state.kind === "checking" && <p className="card__intro" aria-busy="true" />}
        {state.kind === "refused" && (
          <>
            <p className="form__error" role="alert">
              {state.message}
            </p>
            <button type="button" className="button button--secondary button--block" onClick={toSignIn}>
              {t("setPassword.toSignIn")}
            </button>
          </>
        )}
        {state.kind === "done" && (
          <>
            <p className="card__intro" role="status">
              {t("setPassword.done", { name: config.tenantName })}
            </p>
            <button type="button" className="button button--primary button--block" onClick={toSignIn}>
              {t("setPassword.toSignIn")}
            </button>
          </>
        )}
        {state.kind === "ready" && (
          <form className="form" onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
            <p className="card__intro">{t("setPassword.intro", { email: state.email, name: config.tenantName })}</p>
            <TextField
              label={t("setPassword.password")}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              minLength={MIN_LENGTH}
              maxLength={100}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t("setPassword.confirm")}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              required
              maxLength={100}
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? t("setPassword.submitting") : t("setPassword.submit")}
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
