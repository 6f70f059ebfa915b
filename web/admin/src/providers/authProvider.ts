// Sign-in for the console: e-mail and password through POST /api/authenticate; the console needs
// the ADMIN authority (the token's `auth` claim). The claims only steer the UI: the API checks
// the token on every call.
//
// The console is served at /admin/ of the reader's origin (issue 26 §17) and keeps its token where
// the reader keeps it (@norma/web-shared/context: session storage, per origin and tab): an
// administrator signed in to the reader who follows its Administration link opens the console
// signed in, and signing in or out here does the same for the reader in that tab. That is safe
// because it is one origin with one session either way; what must not happen is the console
// ending a session it does not admit: a reader without ADMIN who opens /admin/ meets the sign-in
// form with the refusal, and their reader session stays as it was.

import { decodeClaims, isExpired, type TokenClaims } from "@norma/web-shared/jwt";
import { isUnreachable, problemText } from "@norma/web-shared/problem";
import type { AuthProvider, UserIdentity } from "react-admin";
import { type ApiClient, clearToken, client, getToken, setToken } from "../api/client.ts";

export const REQUIRED_AUTHORITY = "ADMIN";

/** i18n keys of the messages this provider raises (see src/i18n/en.ts). */
export const AUTH_MESSAGES = {
  notAuthorized: "norma.auth.notAuthorized",
  unreachable: "norma.auth.unreachable",
  failed: "norma.auth.failed",
} as const;

/** Claims of the stored token when it is readable and not expired; otherwise the token is dropped. */
export function currentClaims(): TokenClaims | null {
  const token = getToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    return null;
  }
  return claims;
}

export function isAdmin(claims: TokenClaims | null): boolean {
  return Boolean(claims?.auth?.includes(REQUIRED_AUTHORITY));
}

export function createAuthProvider(api: ApiClient = client): AuthProvider {
  return {
    async login({ username, password }: { username: string; password: string }) {
      const result = await api
        .POST("/api/authenticate", { body: { email: String(username ?? "").trim(), password: String(password ?? "") } })
        .catch(() => null);
      if (!result) throw new Error(AUTH_MESSAGES.unreachable);
      const { data, error, response } = result;
      if (!data) {
        const message = problemText(error);
        if (message) throw new Error(message);
        throw new Error(isUnreachable(response.status) ? AUTH_MESSAGES.unreachable : AUTH_MESSAGES.failed);
      }
      if (!isAdmin(decodeClaims(data.id_token))) throw new Error(AUTH_MESSAGES.notAuthorized);
      setToken(data.id_token);
    },

    async logout() {
      // react-admin signs out after a refused checkAuth too: a session the console does not admit
      // (a reader's, on this shared origin) is not the console's to end.
      const claims = currentClaims();
      if (!claims || isAdmin(claims)) clearToken();
    },

    async checkAuth() {
      const claims = currentClaims();
      // No session: back to the login page without a notification.
      if (!claims) throw { message: false };
      // A reader's session without ADMIN: refused, and kept for the reader (see the top).
      if (!isAdmin(claims)) throw new Error(AUTH_MESSAGES.notAuthorized);
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearToken();
        throw error;
      }
      // 403 and everything else: stay signed in, the page shows the error.
    },

    async getPermissions() {
      return currentClaims()?.auth ?? [];
    },

    async getIdentity(): Promise<UserIdentity> {
      const claims = currentClaims();
      if (!claims) throw new Error(AUTH_MESSAGES.notAuthorized);
      return { id: claims.sub, fullName: claims.email ?? claims.sub };
    },
  };
}

export const authProvider = createAuthProvider();
