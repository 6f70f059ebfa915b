// What the SCIM tests share: a token issued through the console's API, and calls with it.
import type { ApiFixture } from "@norma/tests/harness";

export const SCIM = "application/scim+json";
export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** A new SCIM token of the administrator's tenant (the console's call). */
export async function issueScimToken(
  api: ApiFixture,
  adminToken: string,
  name = "test IdP",
): Promise<{ id: number; secret: string }> {
  const res = await api.request({
    method: "POST",
    url: "/api/admin/scim-tokens",
    token: adminToken,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`issuing a SCIM token failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function scimClient(api: ApiFixture, secret: string) {
  return (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    api.request({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${secret}`,
        ...(payload !== undefined ? { "content-type": SCIM } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
}

export const newUser = (userName: string, more: Record<string, unknown> = {}) => ({
  schemas: [USER_SCHEMA],
  userName,
  name: { givenName: "Ana", familyName: "Lima" },
  emails: [{ value: userName, type: "work", primary: true }],
  active: true,
  ...more,
});
