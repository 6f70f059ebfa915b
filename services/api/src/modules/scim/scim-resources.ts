// Norma's rows as SCIM resources and back (RFC 7643 §4): a user row is a User, a company account
// a Group. The representation is also what an ETag is taken of (meta.version: a hash of the
// resource without its meta), so any change that shows in the resource — through SCIM, the
// console or a sign-in that changes nothing shown does not count — gives a new version.
import { createHash } from "node:crypto";
import type { Prisma } from "@norma/db";
import { GROUP_SCHEMA, USER_SCHEMA } from "./scim-discovery.ts";
import { invalidValue, SCIM_PATH_PREFIX } from "./scim-errors.ts";

export const SCIM_USER_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  displayName: true,
  activated: true,
  scimUserName: true,
  scimExternalId: true,
  createdAt: true,
  updatedAt: true,
  memberships: {
    where: { account: { type: "COMPANY", active: true } },
    select: { account: { select: { id: true, name: true } } },
    orderBy: { accountId: "asc" },
  },
} satisfies Prisma.UserSelect;

export const SCIM_GROUP_SELECT = {
  id: true,
  name: true,
  scimExternalId: true,
  createdAt: true,
  updatedAt: true,
  memberships: {
    select: { user: { select: { id: true, email: true, scimUserName: true } } },
    orderBy: { userId: "asc" },
  },
} satisfies Prisma.AccountSelect;

export type ScimUserRow = Prisma.UserGetPayload<{ select: typeof SCIM_USER_SELECT }>;
export type ScimGroupRow = Prisma.AccountGetPayload<{ select: typeof SCIM_GROUP_SELECT }>;

type Json = Record<string, unknown>;

/** A weak ETag of a resource's content (its meta left out). */
export function versionOf(resource: Json): string {
  const { meta: _meta, ...content } = resource;
  return `W/"${createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22)}"`;
}

export interface ScimMeta {
  resourceType: "User" | "Group";
  created: string;
  lastModified: string;
  location: string;
  version: string;
}
export type ScimResource = Json & { meta: ScimMeta };

function withMeta(
  resource: Json,
  type: "User" | "Group",
  location: string,
  created: Date,
  modified: Date,
): ScimResource {
  return {
    ...resource,
    meta: {
      resourceType: type,
      created: created.toISOString(),
      lastModified: modified.toISOString(),
      location,
      version: versionOf(resource),
    },
  };
}

export function userResource(row: ScimUserRow, baseUrl: string): ScimResource {
  const name: Json = {};
  if (row.firstName) name.givenName = row.firstName;
  if (row.lastName) name.familyName = row.lastName;
  if (row.firstName || row.lastName) name.formatted = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const resource: Json = {
    schemas: [USER_SCHEMA],
    id: String(row.id),
    ...(row.scimExternalId !== null ? { externalId: row.scimExternalId } : {}),
    userName: row.scimUserName ?? row.email,
    ...(Object.keys(name).length ? { name } : {}),
    ...(row.displayName !== null ? { displayName: row.displayName } : {}),
    emails: [{ value: row.email, type: "work", primary: true }],
    active: row.activated,
    groups: row.memberships.map((m) => ({
      value: String(m.account.id),
      $ref: `${baseUrl}${SCIM_PATH_PREFIX}/Groups/${m.account.id}`,
      display: m.account.name,
      type: "direct",
    })),
  };
  return withMeta(resource, "User", `${baseUrl}${SCIM_PATH_PREFIX}/Users/${row.id}`, row.createdAt, row.updatedAt);
}

export function groupResource(row: ScimGroupRow, baseUrl: string, withMembers = true): ScimResource {
  const resource: Json = {
    schemas: [GROUP_SCHEMA],
    id: String(row.id),
    ...(row.scimExternalId !== null ? { externalId: row.scimExternalId } : {}),
    displayName: row.name,
    members: row.memberships.map((m) => ({
      value: String(m.user.id),
      $ref: `${baseUrl}${SCIM_PATH_PREFIX}/Users/${m.user.id}`,
      display: m.user.scimUserName ?? m.user.email,
      type: "User",
    })),
  };
  const location = `${baseUrl}${SCIM_PATH_PREFIX}/Groups/${row.id}`;
  const full = withMeta(resource, "Group", location, row.createdAt, row.updatedAt);
  if (withMembers) return full;
  const { members: _members, ...rest } = full;
  return rest as ScimResource;
}

/** What a User resource sets on the row (POST, PUT, and a PATCH's result). */
export interface UserInput {
  userName: string;
  email: string;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  active: boolean | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 255;

function text(value: unknown, field: string, max = MAX_TEXT): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw invalidValue(`${field} must be a string`);
  const t = value.trim();
  if (t.length > max) throw invalidValue(`${field} must be at most ${max} characters`);
  if (t.includes("\u0000")) throw invalidValue(`${field} must not contain a NUL byte`);
  return t === "" ? null : t;
}

function emailOf(emails: unknown, userName: string): string {
  if (emails !== undefined && emails !== null && !Array.isArray(emails)) throw invalidValue("emails must be a list");
  const list = ((emails as unknown[] | undefined) ?? []).map((e, i) => {
    if (!e || typeof e !== "object") throw invalidValue(`emails[${i}] must be an object`);
    const v = text((e as Json).value, `emails[${i}].value`);
    if (v === null || !EMAIL.test(v)) throw invalidValue(`emails[${i}].value must be an e-mail address`);
    return { value: v.toLowerCase(), primary: (e as Json).primary === true };
  });
  // Norma keeps one address a user: the primary one, else the first, else the userName.
  const chosen = list.find((e) => e.primary) ?? list[0];
  if (chosen) return chosen.value;
  if (EMAIL.test(userName)) return userName.toLowerCase();
  throw invalidValue("emails: a user needs an e-mail address (an emails value, or a userName that is one)");
}

/** A User resource's writable attributes, checked; read-only ones (id, groups, meta) are ignored. */
export function userInputOf(body: Json): UserInput {
  if (!Array.isArray(body.schemas) || !body.schemas.includes(USER_SCHEMA))
    throw invalidValue(`schemas must name ${USER_SCHEMA}`);
  const userName = text(body.userName, "userName");
  if (userName === null) throw invalidValue("userName is required");
  const name = body.name ?? {};
  if (typeof name !== "object" || Array.isArray(name)) throw invalidValue("name must be an object");
  // Some providers (Entra ID's older PATCHes) send "True" / "False" as strings.
  const raw = body.active;
  const active = typeof raw === "string" && /^(true|false)$/i.test(raw) ? raw.toLowerCase() === "true" : raw;
  if (active !== undefined && active !== null && typeof active !== "boolean")
    throw invalidValue("active must be true or false");
  return {
    userName,
    email: emailOf(body.emails, userName),
    externalId: text(body.externalId, "externalId"),
    firstName: text((name as Json).givenName, "name.givenName"),
    lastName: text((name as Json).familyName, "name.familyName"),
    displayName: text(body.displayName, "displayName"),
    active: typeof active === "boolean" ? active : undefined,
  };
}

/** What a Group resource sets: the account's name and external id, and its members' user ids. */
export interface GroupInput {
  displayName: string;
  externalId: string | null;
  memberIds: number[];
}

export function memberIdsOf(members: unknown): number[] {
  if (members === undefined || members === null) return [];
  if (!Array.isArray(members)) throw invalidValue("members must be a list");
  const ids = members.map((m, i) => {
    const v = m && typeof m === "object" ? (m as Json).value : undefined;
    const s = typeof v === "number" ? String(v) : v;
    if (typeof s !== "string" || !/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2147483647)
      throw invalidValue(`members[${i}].value must be the id of a user of this tenant`);
    return Number(s);
  });
  return [...new Set(ids)];
}

export function groupInputOf(body: Json): GroupInput {
  if (!Array.isArray(body.schemas) || !body.schemas.includes(GROUP_SCHEMA))
    throw invalidValue(`schemas must name ${GROUP_SCHEMA}`);
  const displayName = text(body.displayName, "displayName");
  if (displayName === null) throw invalidValue("displayName is required");
  return { displayName, externalId: text(body.externalId, "externalId"), memberIds: memberIdsOf(body.members) };
}
