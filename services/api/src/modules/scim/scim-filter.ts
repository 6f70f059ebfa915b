// SCIM list filters (RFC 7644 §3.4.2.2) turned into Prisma conditions: parsed by
// scim2-parse-filter, then each attribute a client filters on is mapped to its column. Users:
// userName, externalId, id, emails / emails.value, displayName, name.givenName, name.familyName,
// active; Groups: displayName, externalId, id, members / members.value. Operators eq, ne, co, sw,
// ew, pr, and, or, not, and a value filter `emails[value eq "…"]`. Anything else is refused with
// scimType invalidFilter, never guessed at.
import type { Prisma } from "@norma/db";
import { type Filter, parse } from "scim2-parse-filter";
import { ScimError } from "./scim-errors.ts";
import { SCIM_MAX_FILTER_LENGTH } from "./scim-limits.ts";

const invalidFilter = (detail: string) => new ScimError(400, detail, "invalidFilter");

type Where = Record<string, unknown>;
type Compare = { op: string; attrPath: string; compValue?: unknown };
/** How one attribute is filtered: a condition for an operator and a value (ne and not are built from eq). */
type Column = (op: string, value: unknown, attr: string) => Where;

function stringCondition(op: string, value: unknown, attr: string, caseExact = false): Prisma.StringFilter {
  if (typeof value !== "string") throw invalidFilter(`${attr} is compared with a string`);
  const mode = caseExact ? {} : { mode: "insensitive" as const };
  switch (op) {
    case "eq":
      return { equals: value, ...mode };
    case "co":
      return { contains: value, ...mode };
    case "sw":
      return { startsWith: value, ...mode };
    case "ew":
      return { endsWith: value, ...mode };
    default:
      throw invalidFilter(`${attr} does not support the operator ${op}`);
  }
}

const text =
  (column: string, caseExact = false): Column =>
  (op, value, attr) =>
    op === "pr" ? { [column]: { not: null } } : { [column]: stringCondition(op, value, attr, caseExact) };

const idColumn: Column = (op, value, attr) => {
  if (op !== "eq") throw invalidFilter(`${attr} supports eq only`);
  const s = typeof value === "number" ? String(value) : value;
  // An id that cannot be one matches nothing (an id is a positive int4).
  if (typeof s !== "string" || !/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2147483647) return { id: -1 };
  return { id: Number(s) };
};

/** A user's userName is its own column when the provider gave one, else its e-mail address. */
const userName: Column = (op, value, attr) => {
  if (op === "pr") return {};
  const c = stringCondition(op, value, attr);
  return { OR: [{ scimUserName: c }, { scimUserName: null, email: c }] };
};

const active: Column = (op, value, attr) => {
  if (op === "pr") return {};
  if (op !== "eq" || typeof value !== "boolean") throw invalidFilter(`${attr} supports eq true or false only`);
  return { activated: value };
};

const USER_COLUMNS: Record<string, Column> = {
  username: userName,
  externalid: text("scimExternalId", true),
  id: idColumn,
  emails: text("email"),
  "emails.value": text("email"),
  displayname: text("displayName"),
  "name.givenname": text("firstName"),
  "name.familyname": text("lastName"),
  active,
};

const members: Column = (op, value, attr) => {
  if (op === "pr") return { memberships: { some: {} } };
  const user = idColumn(op, value, attr);
  return { memberships: { some: { userId: user.id } } };
};

const GROUP_COLUMNS: Record<string, Column> = {
  displayname: text("name"),
  externalid: text("scimExternalId", true),
  id: idColumn,
  members,
  "members.value": members,
};

const URN = /^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i;

function translate(f: Filter, columns: Record<string, Column>, depth: number): Where {
  if (depth > 16) throw invalidFilter("The filter is nested too deeply");
  switch (f.op) {
    case "and":
    case "or":
      return {
        [f.op.toUpperCase()]: (f as { filters: Filter[] }).filters.map((g) => translate(g, columns, depth + 1)),
      };
    case "not":
      return { NOT: translate((f as { filter: Filter }).filter, columns, depth + 1) };
    case "[]": {
      // emails[value eq "x"], members[value eq "12"]: the value filter on the attribute's values.
      const { attrPath, valFilter } = f as { attrPath: string; valFilter: Filter };
      if (!("attrPath" in valFilter) || valFilter.op === "[]") throw invalidFilter("Unsupported value filter");
      const inner = valFilter as Compare;
      return translate({ ...inner, attrPath: `${attrPath}.${inner.attrPath}` } as Filter, columns, depth + 1);
    }
    default: {
      const c = f as Compare;
      const name = c.attrPath.replace(URN, "").toLowerCase();
      const column = columns[name];
      if (!column) throw invalidFilter(`Filtering on ${c.attrPath} is not supported`);
      if (c.op === "ne") return { NOT: column("eq", c.compValue, c.attrPath) };
      return column(c.op, c.compValue, c.attrPath);
    }
  }
}

function parsed(filter: string): Filter {
  if (filter.length > SCIM_MAX_FILTER_LENGTH)
    throw invalidFilter(`A filter has at most ${SCIM_MAX_FILTER_LENGTH} characters`);
  try {
    return parse(filter);
  } catch (err) {
    throw invalidFilter(`The filter is not valid: ${(err as Error).message}`.slice(0, 300));
  }
}

export function userFilterWhere(filter: string | undefined): Prisma.UserWhereInput {
  return filter?.trim() ? (translate(parsed(filter), USER_COLUMNS, 0) as Prisma.UserWhereInput) : {};
}

export function groupFilterWhere(filter: string | undefined): Prisma.AccountWhereInput {
  return filter?.trim() ? (translate(parsed(filter), GROUP_COLUMNS, 0) as Prisma.AccountWhereInput) : {};
}
