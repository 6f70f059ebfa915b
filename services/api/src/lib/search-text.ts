// The text of a user, group, share or document search (spec 2 §5): it needs more than 2
// characters after trimming, or the call is a 400 naming the field.
import { BadRequest } from "./errors.ts";

/** Searches run only with more than this many characters after trimming (spec 2 §5). */
export const MIN_SEARCH_CHARS = 3;

/** The trimmed search text, or a 400 Size error on `objectName`.`field`. */
export function searchText(objectName: string, field: string, value: string): string {
  const t = value.trim();
  if (t.length < MIN_SEARCH_CHARS)
    throw BadRequest.field(objectName, field, "Size", `needs more than ${MIN_SEARCH_CHARS - 1} characters`);
  return t;
}
