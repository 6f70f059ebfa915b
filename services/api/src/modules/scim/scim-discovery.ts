// SCIM's discovery resources (RFC 7644 §4, RFC 7643 §5–§7): what this service provider supports
// (ServiceProviderConfig), its resource types and the schemas of their attributes. They describe
// exactly what the service does: Users and Groups (a group is a company account, see
// scim-groups-service.ts), PATCH, filters without sorting, ETags, no bulk, no password change.

import { SCIM_PATH_PREFIX } from "./scim-errors.ts";
import { SCIM_BODY_LIMIT, SCIM_MAX_COUNT, SCIM_MAX_PATCH_OPERATIONS } from "./scim-limits.ts";

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const SPC_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig";
const RESOURCE_TYPE_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ResourceType";
const SCHEMA_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Schema";

type Attr = Record<string, unknown>;

function attr(name: string, type: string, more: Attr = {}): Attr {
  return {
    name,
    type,
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: "readWrite",
    returned: "default",
    uniqueness: "none",
    ...more,
  };
}

const multiValuedRef = (name: string, description: string, more: Attr = {}) =>
  attr(name, "complex", {
    multiValued: true,
    description,
    subAttributes: [
      attr("value", "string", { mutability: "immutable" }),
      attr("$ref", "reference", { referenceTypes: ["User", "Group"], mutability: "immutable" }),
      attr("display", "string", { mutability: "readOnly" }),
      attr("type", "string", { canonicalValues: ["User"], mutability: "immutable" }),
    ],
    ...more,
  });

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [SPC_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "SCIM token",
        description:
          "A bearer token a tenant administrator issues in the console (/api/admin/scim-tokens); " +
          `bodies up to ${SCIM_BODY_LIMIT} bytes, ${SCIM_MAX_PATCH_OPERATIONS} operations a PATCH`,
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}${SCIM_PATH_PREFIX}/ServiceProviderConfig` },
  };
}

const USER_ATTRIBUTES: Attr[] = [
  attr("userName", "string", { required: true, uniqueness: "server", description: "The provider's login name" }),
  attr("name", "complex", {
    subAttributes: [attr("givenName", "string"), attr("familyName", "string"), attr("formatted", "string")],
  }),
  attr("displayName", "string"),
  attr("emails", "complex", {
    multiValued: true,
    description: "Norma keeps one address a user: the primary value (else the first; else userName)",
    subAttributes: [attr("value", "string"), attr("type", "string"), attr("primary", "boolean")],
  }),
  attr("active", "boolean", { description: "false: the user cannot sign in, and their sessions end at once" }),
  multiValuedRef("groups", "The company accounts (Groups) the user is a member of", { mutability: "readOnly" }),
];

const GROUP_ATTRIBUTES: Attr[] = [
  attr("displayName", "string", { required: true, description: "The company account's name" }),
  multiValuedRef("members", "Users of the tenant who are members of the account"),
];

function schemaResource(baseUrl: string, id: string, name: string, description: string, attributes: Attr[]) {
  return {
    schemas: [SCHEMA_SCHEMA],
    id,
    name,
    description,
    attributes,
    meta: { resourceType: "Schema", location: `${baseUrl}${SCIM_PATH_PREFIX}/Schemas/${id}` },
  };
}

export function schemaResources(baseUrl: string) {
  return [
    schemaResource(baseUrl, USER_SCHEMA, "User", "A user of the tenant", USER_ATTRIBUTES),
    schemaResource(baseUrl, GROUP_SCHEMA, "Group", "A company account of the tenant", GROUP_ATTRIBUTES),
  ];
}

export function resourceTypes(baseUrl: string) {
  const type = (id: string, endpoint: string, schema: string, description: string) => ({
    schemas: [RESOURCE_TYPE_SCHEMA],
    id,
    name: id,
    endpoint,
    description,
    schema,
    meta: { resourceType: "ResourceType", location: `${baseUrl}${SCIM_PATH_PREFIX}/ResourceTypes/${id}` },
  });
  return [
    type("User", "/Users", USER_SCHEMA, "Users of the tenant"),
    type("Group", "/Groups", GROUP_SCHEMA, "Company accounts of the tenant; members are its users"),
  ];
}

export function listOf<T>(resources: T[], totalResults: number, startIndex: number) {
  return { schemas: [LIST_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
