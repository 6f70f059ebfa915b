// The limits of the SCIM service (issue 31), in one place: what ServiceProviderConfig announces
// and what the contract and the service enforce.

/** The largest request body a SCIM call takes (either media type), in bytes: 413 past it. */
export const SCIM_BODY_LIMIT = 256 * 1024;
/** The most resources a list answers (`count` past it is cut to it, as RFC 7644 §3.4.2.4 allows). */
export const SCIM_MAX_COUNT = 200;
/** The page size when `count` is not given. */
export const SCIM_DEFAULT_COUNT = 100;
/** The most operations one PATCH carries. */
export const SCIM_MAX_PATCH_OPERATIONS = 100;
/** The most members one group write names (a PUT or POST's list, one PATCH's values together). */
export const SCIM_MAX_MEMBERS = 1000;
/** The most characters of a filter. */
export const SCIM_MAX_FILTER_LENGTH = 1000;
/** Calls a token makes in a minute, every API process together: 429 past it. */
export const SCIM_CALLS_PER_MINUTE = 1200;
