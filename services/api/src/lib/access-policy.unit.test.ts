// The access policy's rules one by one, each with its refusals. access-rules.test.ts and
// access.test.ts run the operation guards through the hook; the services' tests run the data
// rules through the routes.
import { describe, expect, it } from "vitest";
import {
  administeredTenantScope,
  assertApiKeyScopes,
  assertMayReadUsageReports,
  assertOperationAdmits,
  authoritiesAdmit,
  authoritiesRequired,
  isCompassPointAdmin,
  isPlatformOperator,
  isTenantAdmin,
  mayChangeAuthorities,
  mayReadUsageReports,
  normaliseAuthorities,
  type OperationGuards,
  PLATFORM_OPERATOR_REQUIRED,
} from "./access-policy.ts";
import type { Actor } from "./actor.ts";
import { AppError, Forbidden, Unauthorized } from "./errors.ts";

const holding = (...authorities: string[]) => ({ authorities });

function actor(over: Partial<Actor> = {}): Actor {
  return {
    userId: 7,
    email: "someone@example.com",
    tenantId: 3,
    tenantCode: "astm",
    accountId: 11,
    userType: "INDIVIDUAL",
    authType: "PWD",
    authorities: [],
    jti: "j",
    exp: 0,
    ...over,
  };
}

const OPEN: OperationGuards = { security: "optional", signedIn: false, userTypes: [], authorities: [], features: [] };

/** The refusal assertOperationAdmits throws, as the problem+json it becomes: status, title, detail, message key. */
function refusal(op: Partial<OperationGuards>, who: Actor | null, features: Record<string, boolean> = {}) {
  try {
    assertOperationAdmits({ ...OPEN, ...op }, who, features);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { kind: err.constructor, status: err.status, title: err.title, detail: err.message, key: err.messageKey };
  }
  return null;
}

describe("normaliseAuthorities", () => {
  it("grants COMPASS_POINT_ADMIN with CP_ADMIN and the other way round", () => {
    expect(normaliseAuthorities(["CP_ADMIN"])).toEqual(["COMPASS_POINT_ADMIN", "CP_ADMIN"]);
    expect(normaliseAuthorities(["COMPASS_POINT_ADMIN", "ADMIN"])).toEqual([
      "ADMIN",
      "COMPASS_POINT_ADMIN",
      "CP_ADMIN",
    ]);
  });

  it("drops names that are no authority and duplicates, and sorts", () => {
    expect(normaliseAuthorities(["REPORT_VIEW", "ROOT", "ADMIN", "REPORT_VIEW", "admin"])).toEqual([
      "ADMIN",
      "REPORT_VIEW",
    ]);
    expect(normaliseAuthorities([])).toEqual([]);
  });
});

describe("authoritiesAdmit (x-authorities: any one of them)", () => {
  it("admits everyone, even no session, when the operation lists none", () => {
    expect(authoritiesAdmit([], null)).toBe(true);
    expect(authoritiesAdmit([], holding())).toBe(true);
  });

  it("admits a holder of any one listed authority", () => {
    expect(authoritiesAdmit(["ADMIN", "REPORT_VIEW"], holding("REPORT_VIEW"))).toBe(true);
    expect(authoritiesAdmit(["ADMIN", "REPORT_VIEW"], holding("COMPASS_USER", "ADMIN"))).toBe(true);
  });

  it("refuses a holder of none of them, and no session", () => {
    expect(authoritiesAdmit(["ADMIN", "REPORT_VIEW"], holding("COMPASS_USER"))).toBe(false);
    expect(authoritiesAdmit(["ADMIN"], holding())).toBe(false);
    expect(authoritiesAdmit(["ADMIN"], null)).toBe(false);
  });
});

describe("assertOperationAdmits (the contract's guards of an operation)", () => {
  it("lets through what every guard admits", () => {
    expect(refusal({}, null)).toBeNull();
    expect(
      refusal(
        {
          security: "required",
          signedIn: true,
          userTypes: ["INDIVIDUAL"],
          authorities: ["ADMIN"],
          features: ["tracking"],
        },
        actor({ authorities: ["ADMIN"] }),
        { tracking: true },
      ),
    ).toBeNull();
  });

  it("refuses a missing session where one is required: 401", () => {
    expect(refusal({ security: "required" }, null)).toEqual({
      kind: Unauthorized,
      status: 401,
      title: "Unauthorized",
      detail: "Full authentication is required to access this resource",
      key: "error.http.401",
    });
  });

  it("tells an anonymous company session to sign in where a user must be signed in", () => {
    expect(refusal({ signedIn: true }, actor({ userId: null, userType: "COMPANY" }))).toEqual({
      kind: Forbidden,
      status: 403,
      title: "Forbidden",
      detail: "Sign in to use this",
      key: "error.signed-in-required",
    });
    // No session at all is not an anonymous company session: the other guards decide.
    expect(refusal({ signedIn: true }, null)).toBeNull();
  });

  it("refuses a user type the operation does not list, naming it", () => {
    expect(refusal({ userTypes: ["INDIVIDUAL"] }, actor({ userType: "COMPANY" }))).toEqual({
      kind: Forbidden,
      status: 403,
      title: "Forbidden",
      detail: "This is not available to company users",
      key: "error.userType",
    });
    expect(refusal({ userTypes: ["INDIVIDUAL"] }, null)).toBeNull();
  });

  it("refuses without one of the listed authorities, listing them; also without a session", () => {
    const expected = {
      kind: Forbidden,
      status: 403,
      title: "Forbidden",
      detail: "One of these authorities is required: ADMIN, REPORT_VIEW",
      key: "error.http.403",
    };
    expect(refusal({ authorities: ["ADMIN", "REPORT_VIEW"] }, actor({ authorities: ["COMPASS_USER"] }))).toEqual(
      expected,
    );
    expect(refusal({ authorities: ["ADMIN", "REPORT_VIEW"] }, null)).toEqual(expected);
  });

  it("refuses when a listed tenant feature is off or absent, naming those", () => {
    expect(refusal({ features: ["tracking", "group-enable", "show-tracker"] }, null, { tracking: true })).toEqual({
      kind: Forbidden,
      status: 403,
      title: "Feature not enabled",
      detail: "The feature group-enable, show-tracker is not enabled for this tenant",
      key: "feature-no-access",
    });
  });

  it("checks in order: session, signed in, user type, authorities, features", () => {
    const all: Partial<OperationGuards> = {
      security: "required",
      signedIn: true,
      userTypes: ["INDIVIDUAL"],
      authorities: ["ADMIN"],
      features: ["tracking"],
    };
    expect(refusal(all, null)?.status).toBe(401);
    expect(refusal(all, actor({ userId: null, userType: "COMPANY" }))?.key).toBe("error.signed-in-required");
    expect(refusal(all, actor({ userType: "COMPANY" }))?.key).toBe("error.userType");
    expect(refusal(all, actor())?.detail).toBe("One of these authorities is required: ADMIN");
    expect(refusal(all, actor({ authorities: ["ADMIN"] }))?.key).toBe("feature-no-access");
  });
});

describe("the platform operator", () => {
  it("is who holds OPERATOR, not a tenant's administrator", () => {
    expect(isPlatformOperator(holding("OPERATOR"))).toBe(true);
    expect(isPlatformOperator(holding("ADMIN", "REPORT_VIEW"))).toBe(false);
    expect(isPlatformOperator(null)).toBe(false);
  });

  it("administers every tenant (scope null); anyone else only their own", () => {
    expect(administeredTenantScope(actor({ authorities: ["OPERATOR"] }))).toBeNull();
    expect(administeredTenantScope(actor({ authorities: ["ADMIN"], tenantId: 3 }))).toBe(3);
  });

  it("is named in the queue dashboard's refusal as the contract words it", () => {
    expect(PLATFORM_OPERATOR_REQUIRED).toBe("One of these authorities is required: OPERATOR");
    expect(authoritiesRequired(["ADMIN", "REPORT_VIEW"])).toBe(
      "One of these authorities is required: ADMIN, REPORT_VIEW",
    );
  });
});

describe("mayChangeAuthorities (who gives and takes OPERATOR)", () => {
  const admin = holding("ADMIN");
  const operator = holding("OPERATOR");

  it("lets a tenant administrator change every other authority", () => {
    expect(mayChangeAuthorities(admin, ["ADMIN", "REPORT_VIEW"], ["COMPASS_USER"])).toBe(true);
    expect(mayChangeAuthorities(admin, [], ["ADMIN"])).toBe(true);
    // A user who already is an operator keeps it: the list changes elsewhere only.
    expect(mayChangeAuthorities(admin, ["OPERATOR", "ADMIN"], ["OPERATOR"])).toBe(true);
  });

  it("refuses a tenant administrator giving or taking OPERATOR", () => {
    expect(mayChangeAuthorities(admin, ["OPERATOR"], [])).toBe(false);
    expect(mayChangeAuthorities(admin, ["ADMIN"], ["ADMIN", "OPERATOR"])).toBe(false);
  });

  it("lets the operator give and take it", () => {
    expect(mayChangeAuthorities(operator, ["OPERATOR"], [])).toBe(true);
    expect(mayChangeAuthorities(operator, [], ["OPERATOR"])).toBe(true);
  });
});

describe("the tenant administrator", () => {
  it("is who holds ADMIN; neither the operator nor a report viewer is one", () => {
    expect(isTenantAdmin(holding("ADMIN"))).toBe(true);
    expect(isTenantAdmin(holding("OPERATOR"))).toBe(false);
    expect(isTenantAdmin(holding("REPORT_VIEW", "COMPASS_POINT_ADMIN"))).toBe(false);
    expect(isTenantAdmin(null)).toBe(false);
  });
});

describe("usage reports", () => {
  it("are read by ADMIN or REPORT_VIEW", () => {
    expect(mayReadUsageReports(holding("ADMIN"))).toBe(true);
    expect(mayReadUsageReports(holding("REPORT_VIEW"))).toBe(true);
  });

  it("are refused to anyone else, with the contract's 403", () => {
    expect(mayReadUsageReports(holding("COMPASS_USAGE_REPORT_VIEWER", "OPERATOR"))).toBe(false);
    expect(mayReadUsageReports(null)).toBe(false);
    expect(() => assertMayReadUsageReports(holding("COMPASS_USER"))).toThrow(
      new Forbidden("One of these authorities is required: ADMIN, REPORT_VIEW"),
    );
    expect(() => assertMayReadUsageReports(holding("REPORT_VIEW"))).not.toThrow();
  });
});

describe("the Compass Points admin", () => {
  it("is who holds either name, also on a list that was not normalised", () => {
    expect(isCompassPointAdmin(holding("COMPASS_POINT_ADMIN"))).toBe(true);
    expect(isCompassPointAdmin(holding("CP_ADMIN"))).toBe(true);
  });

  it("is not the tenant's administrator nor a compass point user", () => {
    expect(isCompassPointAdmin(holding("ADMIN", "OPERATOR", "COMPASS_USER_ADMIN", "COMPASS_USER"))).toBe(false);
    expect(isCompassPointAdmin(null)).toBe(false);
  });
});

describe("assertApiKeyScopes (x-api-scopes: every one of them)", () => {
  it("admits a key holding every scope the operation names, and any key where none is named", () => {
    expect(() => assertApiKeyScopes(["search"], ["search", "changes"])).not.toThrow();
    expect(() => assertApiKeyScopes([], [])).not.toThrow();
  });

  it("refuses with 403 error.apiKey.scope naming the scopes missing", () => {
    const err = (() => {
      try {
        assertApiKeyScopes(["documents", "changes"], ["changes"]);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(Forbidden);
    expect((err as Forbidden).messageKey).toBe("error.apiKey.scope");
    expect((err as Forbidden).message).toBe("This API key lacks the scope: documents");
    expect(() => assertApiKeyScopes(["search", "usage"], [])).toThrow("lacks the scopes: search, usage");
  });
});
