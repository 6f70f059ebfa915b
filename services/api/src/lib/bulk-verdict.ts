// A bulk action's outcome for one document (issue 29 §2): the services that act on many
// documents at once (tracking, favourites, custom collections, group shares) answer one per
// document, and modules/bulk counts them into the reply.

/** done, already (nothing to do), or why it was refused; null while not decided yet. */
export type BulkVerdict = "done" | "already" | BulkRefusal | null;

/** Why a document of a bulk selection was refused. */
export type BulkRefusal = "not-found" | "not-entitled" | "not-allowed";
