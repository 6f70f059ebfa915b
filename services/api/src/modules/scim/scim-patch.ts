// PATCH (RFC 7644 §3.5.2): the operations are applied by scim-patch to the resource as it is
// now, and the result is then taken as a replacement of the resource, through the same checks
// as a PUT. So every attribute a PUT may set can be patched (add, replace, remove, with value
// filters such as emails[type eq "work"].value), and nothing a PUT refuses gets in by a PATCH.
// Read-only attributes (id, meta, a user's groups) are refused with scimType mutability.
import { type ScimPatchOperation, type ScimResource, scimPatch } from "scim-patch";
import { PATCH_SCHEMA } from "./scim-discovery.ts";
import { invalidValue, ScimError, type ScimType } from "./scim-errors.ts";
import { SCIM_MAX_PATCH_OPERATIONS } from "./scim-limits.ts";

type Json = Record<string, unknown>;

const SCIM_TYPES = new Set(["invalidFilter", "invalidPath", "noTarget", "invalidValue", "invalidSyntax", "mutability"]);

/** The attribute a path names first: `emails[type eq "work"].value` → emails; URN prefixes dropped. */
function rootOf(path: string): string {
  const withoutUrn = /^urn:/i.test(path) ? path.slice(path.lastIndexOf(":") + 1) : path;
  return withoutUrn.split(/[.[]/)[0].trim().toLowerCase();
}

function checkOperation(raw: unknown, i: number, readOnly: Set<string>): ScimPatchOperation {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw invalidValue(`Operations[${i}] must be an object`);
  const { op, path, value } = raw as Json;
  const kind = typeof op === "string" ? op.toLowerCase() : "";
  if (kind !== "add" && kind !== "replace" && kind !== "remove")
    throw invalidValue(`Operations[${i}].op must be add, replace or remove`);
  if (path !== undefined && (typeof path !== "string" || path.length > 500))
    throw new ScimError(400, `Operations[${i}].path must be a path of at most 500 characters`, "invalidPath");
  if (kind === "remove" && !path) throw new ScimError(400, `Operations[${i}]: remove needs a path`, "noTarget");
  if (kind !== "remove" && value === undefined) throw invalidValue(`Operations[${i}]: ${kind} needs a value`);
  const targets = path
    ? [rootOf(path)]
    : value && typeof value === "object" && !Array.isArray(value)
      ? Object.keys(value).map(rootOf)
      : [];
  if (!path && targets.length === 0) throw invalidValue(`Operations[${i}]: without a path the value must be an object`);
  for (const t of targets)
    if (readOnly.has(t)) throw new ScimError(400, `Operations[${i}]: ${t} cannot be changed`, "mutability");
  return {
    op: kind,
    ...(path ? { path } : {}),
    ...(kind !== "remove" || value !== undefined ? { value } : {}),
  } as ScimPatchOperation;
}

/**
 * A remove naming the values to remove (`{op: remove, path: members, value: [{value: "12"}]}`,
 * as Entra ID sends it) is one remove per value, by a value filter: scim-patch would look for
 * values equal to the whole objects given, which name only `value`.
 */
function byValue(op: ScimPatchOperation): ScimPatchOperation[] {
  const { path, value } = op as { path?: string; value?: unknown };
  if (op.op !== "remove" || !path || path.includes("[") || !Array.isArray(value)) return [op];
  return value.map((v, i) => {
    const id = v && typeof v === "object" ? (v as Json).value : undefined;
    if (typeof id !== "string" && typeof id !== "number")
      throw invalidValue(`remove ${path}: value[${i}].value is required`);
    return { op: "remove", path: `${path}[value eq ${JSON.stringify(String(id))}]` } as ScimPatchOperation;
  });
}

/** The resource with the PATCH body's operations applied (the given resource is left as it was). */
export function applyPatch(resource: Json, body: Json, readOnly: string[]): Json {
  if (!Array.isArray(body.schemas) || !body.schemas.includes(PATCH_SCHEMA))
    throw invalidValue(`schemas must name ${PATCH_SCHEMA}`);
  const ops = body.Operations;
  if (!Array.isArray(ops) || ops.length === 0)
    throw invalidValue("Operations must be a list of at least one operation");
  if (ops.length > SCIM_MAX_PATCH_OPERATIONS)
    throw new ScimError(400, `A PATCH has at most ${SCIM_MAX_PATCH_OPERATIONS} operations`, "tooMany");
  const never = new Set(["id", "meta", "schemas", ...readOnly.map((a) => a.toLowerCase())]);
  const operations = ops.flatMap((op, i) => byValue(checkOperation(op, i, never)));
  const copy = structuredClone(resource) as unknown as ScimResource;
  try {
    return scimPatch(copy, operations, { mutateDocument: true, treatMissingAsAdd: true }) as unknown as Json;
  } catch (err) {
    const code = (err as { scimCode?: string }).scimCode;
    const scimType = (code && SCIM_TYPES.has(code) ? code : "invalidValue") as ScimType;
    throw new ScimError(400, `The PATCH cannot be applied: ${(err as Error).message}`.slice(0, 500), scimType);
  }
}
