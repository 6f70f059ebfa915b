// The console's API client: the shared typed client (web/shared: openapi-fetch over openapi.yaml's
// paths, with the bearer token, a fresh RequestId, AuthMode and X-Tenant on every call).
//
//   const { data, error } = await client.GET("/management/health");
import { createApiClient } from "@norma/web-shared/client";

export {
  ANONYMOUS_AUTH_MODE,
  type ApiClient,
  clearToken,
  contextHeaders,
  contextMiddleware,
  createApiClient,
  getToken,
  HOST_TENANTS,
  newRequestId,
  resolveTenant,
  setToken,
  TENANT_KEY,
  TOKEN_KEY,
} from "@norma/web-shared/client";

/** The app's client: same origin (the dev server and nginx proxy /api and /management). */
export const client = createApiClient();
