// SCIM's errors (RFC 7644 §3.12): every failure of a /scim/v2 call — the service's refusals, the
// contract's validation, a bad or revoked token, an unknown path, a body too large — leaves as
// `application/scim+json` with the Error message schema, `status` as a string and, for a 400, 409
// or 412, the `scimType` a client acts on. plugins/errors.ts asks scimErrorFor for every problem
// it answers, as it asks the COUNTER API for its Exceptions.
import { AppError } from "../../lib/errors.ts";

export const SCIM_ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
export const SCIM_CONTENT_TYPE = "application/scim+json";
export const SCIM_PATH_PREFIX = "/scim/v2";

/** RFC 7644 table 9, and tooMany for a page or PATCH asking too much. */
export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers"
  | "sensitive";

export class ScimError extends AppError {
  readonly status: number;
  readonly title: string;
  readonly scimType?: ScimType;
  constructor(status: 400 | 404 | 409 | 412 | 413 | 501, detail: string, scimType?: ScimType) {
    super(detail, { messageKey: `error.scim.${scimType ?? status}` });
    this.status = status;
    this.title = {
      400: "Bad Request",
      404: "Not Found",
      409: "Conflict",
      412: "Precondition Failed",
      413: "Payload Too Large",
      501: "Not Implemented",
    }[status];
    this.scimType = scimType;
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, "invalidValue");
export const notFound = (what: string, id: string) => new ScimError(404, `${what} ${id} not found`);

export function isScimUrl(url: string): boolean {
  return url === SCIM_PATH_PREFIX || url.startsWith(`${SCIM_PATH_PREFIX}/`) || url.startsWith(`${SCIM_PATH_PREFIX}?`);
}

/**
 * The SCIM error answer of a problem on a /scim/v2 URL, else null. A 400 without a scimType of
 * its own is the contract's validation (invalidValue, the field named in the detail) or a body
 * that is not JSON (invalidSyntax).
 */
export function scimErrorFor(
  url: string,
  problem: { status: number; detail?: string; scimType?: string; fieldErrors?: unknown[] },
): { status: number; body: string } | null {
  if (!isScimUrl(url)) return null;
  const fields = (problem.fieldErrors ?? []) as { objectName?: string; field?: string }[];
  const badFilter = fields.some((f) => f.objectName === "querystring" && f.field === "filter");
  const scimType =
    problem.scimType ??
    (problem.status === 400
      ? badFilter
        ? "invalidFilter"
        : fields.length
          ? "invalidValue"
          : "invalidSyntax"
      : undefined);
  const body = {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(problem.status),
    ...(scimType ? { scimType } : {}),
    detail: problem.detail ?? "",
  };
  return { status: problem.status, body: JSON.stringify(body) };
}
