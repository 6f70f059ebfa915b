// Sign-in state for the whole app (spec 3 §4). Screens call useAuth(); only this file talks to
// the sign-in calls, GET /api/account (accountSessionQuery, session-queries.ts), the account switch, the sign-out and the token storage.
//   - the token is kept in session storage and renewed a minute before it expires;
//   - the session object (GET /api/account) says what the shell shows: the account switch
//     (SELECT_ACCOUNT), the no-entitlement message (NO_ENTITLEMENTS) or the app (READY);
//   - a session that ends on the server (401, 'account id not exist') signs out with a message.
// The sign-in, renewal, account switch and sign-out calls stay plain calls rather than mutations
// (the reader's other saves are useMutation over a feature's factory): they are the session's
// plumbing, not a screen's save. They set the token and clear or refill the whole query cache
// themselves, and the sign-in screens keep their own busy and error state around them.

import { isProblem, isUnreachable, problemText } from "@norma/web-shared/problem";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { clearToken, client, getToken, setToken, ui } from "../../api/client.ts";
import { onSessionLost } from "../../api/global-errors.ts";
import { clearPrefetched } from "../../api/prefetch.ts";
import { clearQueryCache, queryClient } from "../../api/queries.ts";
import type { AccountSession } from "../../api/types.ts";
import i18n from "../../i18n/index.ts";
import { translateKey } from "../../i18n/translate-key.ts";
import { showDialog } from "../notify/notify-store.ts";
import { useTenant } from "../tenant/TenantContext.tsx";
import { validationFailedKeys } from "./auth-verification.ts";
import { loadSession, RENEW_BEFORE_EXPIRY_MS, renewDelay, type Session } from "./session.ts";
import { accountSessionQuery, authenticationDataQuery } from "./session-queries.ts";
import { type LogoutConfig, signOutPlan } from "./sign-out.ts";
import { markSignedOut } from "./sso-flow.ts";

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: "problem"; message: string }
  | { ok: false; reason: "unreachable" }
  | { ok: false; reason: "status"; status: number };

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Why the sign-in screen shows an error after a session ended (spec 3 §8). */
export type LoginError = "expired" | "unauthorized" | "noEntitlements" | "validationFailed" | null;

interface AuthContextValue {
  /** The token and its claims, or null when signed out. */
  session: Session | null;
  /** The session object of the API once loaded. */
  account: AccountSession | null;
  loginError: LoginError;
  clearLoginError(): void;
  signIn(credentials: Credentials): Promise<SignInResult>;
  signInByIp(): Promise<SignInResult>;
  /** Adopts a token obtained elsewhere (SSO and partner sign-in callbacks). */
  adoptToken(token: string): Promise<boolean>;
  switchAccount(accountId: number): Promise<boolean>;
  reloadAccount(): Promise<void>;
  /** Signs out; applet and SSO sessions confirm first (spec 3 §4). False when the user cancelled. */
  signOut(options?: { confirm?: boolean; loginError?: LoginError }): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { config } = useTenant();
  const [session, setSession] = useState<Session | null>(loadSession);
  const [account, setAccount] = useState<AccountSession | null>(null);
  const [loginError, setLoginError] = useState<LoginError>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const endLocally = useCallback((error: LoginError = null) => {
    clearToken();
    // Cached replies belong to the session that ends.
    clearQueryCache();
    clearPrefetched();
    setSession(null);
    setAccount(null);
    setLoginError(error);
  }, []);

  /** The session object: afresh, or (a session restored from storage) boot's early answer while fresh. */
  const loadAccount = useCallback(
    async (fresh = true): Promise<AccountSession | null> => {
      const query = accountSessionQuery();
      // Rejects only when cancelled (the cache was cleared meanwhile): nothing to show then.
      const opening = await queryClient.fetchQuery(fresh ? { ...query, staleTime: 0 } : query).catch(() => null);
      if (opening?.account) {
        const loaded = opening.account;
        // A transition: the screen the session opens renders in slices (the page stays responsive).
        startTransition(() => setAccount(loaded));
        return loaded;
      }
      if (opening?.status === 401) endLocally(getToken() ? "expired" : null);
      return null;
    },
    [endLocally],
  );

  const adoptToken = useCallback(
    async (token: string): Promise<boolean> => {
      setToken(token);
      const next = loadSession();
      if (!next) {
        clearToken();
        return false;
      }
      setLoginError(null);
      setAccount(null);
      // Another session or account: what was cached belongs to the previous one.
      clearQueryCache();
      setSession(next);
      return (await loadAccount()) !== null;
    },
    [loadAccount],
  );

  // The account object of a session restored from storage (adopted tokens load theirs in adoptToken).
  useEffect(() => {
    if (sessionRef.current) void loadAccount(false);
  }, [loadAccount]);

  // Token renewal (spec 3 §4: auto-renew on).
  useEffect(() => {
    if (!session) return;
    const delay = renewDelay(session.claims, Date.now(), RENEW_BEFORE_EXPIRY_MS);
    if (delay === null) return;
    const timer = setTimeout(async () => {
      const result = await client.POST("/api/authenticate/renew", ui({ silent: true, quiet: true })).catch(() => null);
      if (result?.data && sessionRef.current?.token === session.token) {
        setToken(result.data.id_token);
        const next = loadSession();
        if (next) setSession(next);
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    onSessionLost((reason) => {
      if (!sessionRef.current) return;
      endLocally(reason === "account" ? "unauthorized" : "expired");
    });
  }, [endLocally]);

  const tokenResult = useCallback(
    async (
      call: () => Promise<{ data?: { id_token: string }; error?: unknown; response: Response }>,
    ): Promise<SignInResult> => {
      // A rejected fetch means no answer at all (network down, API not running).
      const result = await call().catch(() => null);
      if (!result) return { ok: false, reason: "unreachable" };
      const { data, error, response } = result;
      if (data) {
        const ok = await adoptToken(data.id_token);
        return ok ? { ok: true } : { ok: false, reason: "status", status: response.status };
      }
      // The server's message key in the interface language, else its own text.
      const message = (isProblem(error) ? translateKey(error.message) : null) ?? problemText(error);
      if (message) return { ok: false, reason: "problem", message };
      if (isUnreachable(response.status)) return { ok: false, reason: "unreachable" };
      return { ok: false, reason: "status", status: response.status };
    },
    [adoptToken],
  );

  const signIn = useCallback(
    (credentials: Credentials) =>
      tokenResult(() => client.POST("/api/authenticate", { body: credentials, ...ui({ silent: true }) })),
    [tokenResult],
  );

  const signInByIp = useCallback(
    () => tokenResult(() => client.POST("/api/authenticate/ip", ui({ silent: true }))),
    [tokenResult],
  );

  const switchAccount = useCallback(
    async (accountId: number) => {
      const current = sessionRef.current;
      const result = await client
        .POST("/api/account/switch", {
          body: {
            accountId,
            ...(current?.claims.atp ? { authType: current.claims.atp as "PWD" } : {}),
          },
          ...ui({ silent: [403] }),
        })
        .catch(() => null);
      if (result?.data?.validationResult && result.data.id_token) return adoptToken(result.data.id_token);
      if (result && (result.data || result.response.status === 403)) {
        // Spec 3 §8: a failed validation shows an info dialog with the address, then signs out.
        await validationFailedDialog(config);
        await client.POST("/api/account/logout", ui({ silent: true })).catch(() => null);
        endLocally("validationFailed");
      }
      return false;
    },
    [adoptToken, config, endLocally],
  );

  const signOut = useCallback(
    async (options: { confirm?: boolean; loginError?: LoginError } = {}) => {
      const plan = signOutPlan(
        sessionRef.current?.claims.atp,
        config["authentication-methods"]?.sso?.["logout-config"] as LogoutConfig | undefined,
        options,
      );
      if (plan.confirm) {
        const answer = await showDialog({
          kind: "confirm",
          title: i18n.t("signOut.confirmTitle"),
          message:
            translateKey(plan.messageKey, { tenantName: config.tenantName }) ??
            i18n.t("signOut.confirmMessage", { tenantName: config.tenantName }),
          confirmLabel: i18n.t("signOut.confirm"),
        });
        if (answer !== "CONFIRM") return false;
      }
      // An SSO session also ends at the provider (RP-initiated logout) when it can; the provider
      // then returns to the reader's home.
      let endSession: string | null = null;
      if (sessionRef.current?.claims.atp === "SSO") {
        markSignedOut();
        const ended = await client.POST("/api/authenticate/sso/logout", ui({ silent: true })).catch(() => null);
        endSession = ended?.data?.endSessionUrl ?? null;
      } else {
        await client.POST("/api/account/logout", ui({ silent: true })).catch(() => null);
      }
      endLocally(options.loginError ?? null);
      const next = endSession && /^https?:\/\//.test(endSession) ? endSession : plan.redirect;
      if (next) window.location.assign(next);
      return true;
    },
    [config, endLocally],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      account,
      loginError,
      clearLoginError: () => setLoginError(null),
      signIn,
      signInByIp,
      adoptToken,
      switchAccount,
      reloadAccount: async () => {
        await loadAccount();
      },
      signOut,
    }),
    [session, account, loginError, signIn, signInByIp, adoptToken, switchAccount, loadAccount, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Spec 3 §8: title APPLETIP, or the SSO variant when only federated SSO is enabled; with the caller's address. */
export async function validationFailedDialog(config: ReturnType<typeof useTenant>["config"]): Promise<void> {
  const data = await queryClient.fetchQuery(authenticationDataQuery({ quiet: false })).catch(() => null);
  const address = data?.originatedIpAddress ?? i18n.t("common.unknown");
  const keys = validationFailedKeys(config.identityProvider);
  await showDialog({ kind: "info", title: i18n.t(keys.title), message: i18n.t(keys.message, { address }) });
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it");
  return value;
}
