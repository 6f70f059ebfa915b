// Generated from openapi.yaml's public API (/api/public/) by `npm run gen:api`. Do not edit.

export interface paths {
    "/api/public/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the catalogue
         * @description The reader's content search (the same matching, ranking and entitlement marks), counted as a COUNTER search of the key's account. Scope `search`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Entitlement is the key's account's (a key of the whole tenant is entitled to nothing: `entitled` false). Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document''s metadata
         * @description The metadata of one edition, counted as a COUNTER metadata view. Scope `documents`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Entitlement is the key's account's (a key of the whole tenant is entitled to nothing: `entitled` false). Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicGetDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/documents/{id}/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document''s editions
         * @description Every edition of the document's line (same publisher, family and language), newest first. Scope `documents`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Entitlement is the key's account's (a key of the whole tenant is entitled to nothing: `entitled` false). Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListDocumentEditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What was published, revised or withdrawn
         * @description The catalogue's changes in the order they were published, oldest first: a first edition (PUBLISHED), a new edition of a line (REVISED), a withdrawal (WITHDRAWN) and any other status change (STATUS_CHANGED), of the tenant's publishers only. Without `cursor`, from the beginning; give the reply's `nextCursor` to go on. A cursor never expires and never skips a change committed after it was given (batches are written in order), so a client that keeps its last cursor resumes where it stopped. A malformed cursor: 400 naming `cursor`. Scope `changes`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Entitlement is the key's account's (a key of the whole tenant is entitled to nothing: `entitled` false). Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key''s webhook endpoints
         * @description The webhook endpoints the key manages, oldest first, never their signing secrets. Scope `webhooks`. Authorization: Bearer <API key>. A key of one account manages that account's endpoints only; a key of the whole tenant manages the tenant's endpoints (its accounts' too). Another tenant's or account's endpoint is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an endpoint: of the key's account (a key of one account: `accountId` may only name it), or of the tenant or one of its accounts (a key of the whole tenant). The URL is checked as in the console (https; no private, loopback, link-local or metadata address: 400 naming `url`); at most WEBHOOK_MAX_ENDPOINTS_PER_TENANT endpoints a tenant (409). The reply carries the signing secret (`whsec_…`) once. Written to the audit log. Scope `webhooks`. Authorization: Bearer <API key>. A key of one account manages that account's endpoints only; a key of the whole tenant manages the tenant's endpoints (its accounts' too). Another tenant's or account's endpoint is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        post: operations["publicCreateWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint with its delivery log; nothing more is sent to it. Written to the audit log. Scope `webhooks`. Authorization: Bearer <API key>. A key of one account manages that account's endpoints only; a key of the whole tenant manages the tenant's endpoints (its accounts' too). Another tenant's or account's endpoint is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        delete: operations["publicDeleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/tracked-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key's account's tracked documents
         * @description The documents the users of the key's account track through it (each user's revision alerts), newest first, one page at a time; `userId` narrows to one member of the account. A key of the whole tenant has no tracking list: 403 `error.apiKey.account`. Scope `tracking`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListTrackedDocuments"];
        put?: never;
        /**
         * Track a document for a member of the key's account
         * @description Tracks the document's edition line for `userId`, a member of the key's account (who then gets its revision alerts), by the reader's rules: the tenant's tracker is on (else 503), the account is entitled to the document (else 403 `content-no-access`), the document may be tracked (else 400). A line the user already tracks answers that tracking, turned on (200); a new one 201. A document the tenant does not present, or a user who is no member of the account: 404. A key of the whole tenant: 403 `error.apiKey.account`. Scope `tracking`. Authorization: Bearer <API key>. Each call counts against the key's rate limit (429 with Retry-After).
         */
        post: operations["publicTrackDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/tracked-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop tracking
         * @description Removes a tracking of the key's account (its user gets no more alerts for the line). A tracking of another account or tenant, or none: 404. A key of the whole tenant: 403 `error.apiKey.account`. Scope `tracking`. Authorization: Bearer <API key>. Each call counts against the key's rate limit (429 with Retry-After).
         */
        delete: operations["publicStopTracking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/documents/{id}/change-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in an edition
         * @description The clause-level change summary of the edition against the one it superseded, the reader's (`DocumentChanges`): READY, PENDING (being computed: ask again shortly), UNAVAILABLE or FIRST_EDITION, with the withdrawal and its replacement. It quotes the document, so the key's account must be entitled to it (else 403 `content-no-access`; a key of the whole tenant is entitled to nothing). Scope `summaries`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicGetChangeSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/documents/{id}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an edition cites
         * @description The references the edition makes, one page at a time, in the document's order, each with its target's status (ACTIVE, SUPERSEDED, WITHDRAWN, NOT_IN_CATALOGUE) and what supersedes it; `counts` covers them all. A target the key's account may not open carries `locked`. Scope `summaries`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/documents/{id}/cited-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current documents that cite a document
         * @description The current documents of the tenant's catalogue that cite the document's family, one page at a time (normative citations first), with the publishers and document types among them (the reader's `DocumentCitedBy`). Scope `summaries`. Authorization: Bearer <API key>. The tenant is the key's; another tenant's document is 404. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicListCitedBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage figures per month
         * @description The key's account's usage (a key of the whole tenant: the whole tenant's) per calendar month, from the usage report's daily roll-ups: requests, investigations, searches and denials. `from` and `to` are months (yyyy-mm), at most 12 of them; by default the last 12 up to the current one. COUNTER reports have their own API (/api/counter/r51/…). Not in a library in DRM view mode (403). Scope `usage`. Authorization: Bearer <API key>. Each call counts against the key's rate limit (429 with Retry-After).
         */
        get: operations["publicGetUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PublicSearchPage: {
            count: number;
            page: number;
            size: number;
            hasMore: boolean;
            results: components["schemas"]["PublicDocumentSummary"][];
        };
        PublicDocumentSummary: {
            id: number;
            contentCode: string;
            /** @description The designation as displayed, with the publisher */
            designation: string;
            title: string;
            /** @description The publisher's key */
            publisher: string;
            documentType: string;
            status: string;
            isLatest: boolean;
            editionYear: number | null;
            /** Format: date */
            publishedDate: string | null;
            language: string;
            /** @description Whether the key's account may open the document */
            entitled: boolean;
        };
        /** @description RFC 9457 problem details, with the fields the spec's clients read */
        Problem: {
            /** @description URI reference that names the problem type */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            /** @description Message key, e.g. error.validation */
            message?: string;
            /** @description Entity name or message parameters */
            params?: string;
            fieldErrors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description The request part (body, query, params) */
            objectName: string;
            /** @description Path of the field, e.g. documentSearching or address.city */
            field: string;
            /** @description Constraint code (NotNull, Size, Pattern, Type, Email, Enum) */
            message: string;
            /** @description Human-readable explanation */
            detail?: string;
        };
        PublicDocument: components["schemas"]["PublicDocumentSummary"] & {
            /** @description The designation without its edition (the same for every edition of the line) */
            designationNumber: string;
            description: string | null;
            /** Format: date */
            lastUpdateDate: string | null;
            publisherName: string;
            /** @description The files the document has (the files themselves are not in this version of the API) */
            formats: ("HTML" | "PDF")[];
        };
        PublicEditionList: {
            editions: components["schemas"]["PublicDocumentSummary"][];
        };
        PublicChangePage: {
            changes: components["schemas"]["PublicChange"][];
            /** @description Where the next page starts; kept by the client to resume (the same cursor again when nothing is new) */
            nextCursor: string;
            hasMore: boolean;
        };
        PublicChange: {
            /** @enum {string} */
            kind: "PUBLISHED" | "REVISED" | "WITHDRAWN" | "STATUS_CHANGED";
            /** Format: date-time */
            publishedAt: string;
            batchId: string;
            document: components["schemas"]["PublicDocumentSummary"];
            /** @description The edition a revision supersedes */
            previousDocumentId: number | null;
            status: string;
            previousStatus: string | null;
        };
        /** @description A webhook receiver (issue 30), without its signing secret */
        WebhookEndpoint: {
            id: number;
            tenantId: number;
            /** @description The account the endpoint belongs to; null for one of the whole tenant */
            accountId: number | null;
            url: string;
            description: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description At most this many requests a minute go to the endpoint; more wait */
            rateLimitPerMinute: number;
            enabled: boolean;
            /** @description Why the endpoint is disabled (its owner, or too many failures in a row) */
            disabledReason: string | null;
            /** Format: date-time */
            disabledAt: string | null;
            consecutiveFailures: number;
            /**
             * Format: date-time
             * @description When the signing secret was last rotated (null when never)
             */
            secretRotatedAt: string | null;
            /**
             * Format: date-time
             * @description Until then deliveries are signed with the previous secret too (two signatures in `webhook-signature`); null when no previous secret signs
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description What an endpoint can take: document.published (a first edition), document.revised (a new edition of a line), document.withdrawn, document.status_changed (from the publish events the changes feed also lists), tracking.document_changed (a document users of the tenant track changed: from the revision-alert fan-out), compass_point.needs_check (a new edition's re-anchoring moved a compass point onto changed text or could not place it), review.assigned (reviewers, a group or a due date given to a revision review), review.signed_off (a revision review signed off). An endpoint of one account hears only of documents the account is entitled to.
         * @enum {string}
         */
        WebhookEventType: "document.published" | "document.revised" | "document.withdrawn" | "document.status_changed" | "tracking.document_changed" | "compass_point.needs_check" | "review.assigned" | "review.signed_off";
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /** @description The Standard Webhooks signing secret (`whsec_…`) to verify deliveries with; shown in this reply only */
            secret: string;
        };
        WebhookEndpointCreate: {
            url: string;
            description?: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @description An account of the tenant; absent or null for an endpoint of the whole tenant */
            accountId?: number | null;
            /** @default 60 */
            rateLimitPerMinute: number;
        };
        PublicTrackingPage: {
            /** @description Every tracking the list has */
            count: number;
            page: number;
            size: number;
            hasMore: boolean;
            results: components["schemas"]["PublicTracking"][];
        };
        /** @description A tracking of the key's account (a member tracks the document's edition line) */
        PublicTracking: {
            id: number;
            /** @description The member who tracks it (and gets its revision alerts) */
            userId: number;
            /** @description false while the member has turned it off */
            trackingFlag: boolean;
            /** Format: date-time */
            trackingSince: string;
            document: components["schemas"]["PublicDocumentSummary"];
        };
        PublicTrackingCreate: {
            /** @description Any edition of the line to track */
            documentId: number;
            /** @description The member of the key's account who tracks it */
            userId: number;
        };
        /** @description The clause-level change summary of an edition against the one it superseded (issue 25 §2) */
        DocumentChanges: {
            contentId: number;
            contentCode: string;
            /**
             * @description READY: the summary is here. PENDING: being computed (ask again shortly).
             *     UNAVAILABLE: neither edition has text to compare. FIRST_EDITION: no earlier edition.
             * @enum {string}
             */
            status: "READY" | "PENDING" | "UNAVAILABLE" | "FIRST_EDITION";
            /** @description The edition this one superseded (null for a first edition) */
            previous: null | components["schemas"]["ChangedEditionRef"];
            /** @description Set when this document is withdrawn (its status), with its replacement when one exists */
            withdrawal: null | {
                status: string;
                replacedBy: null | components["schemas"]["ChangedEditionRef"];
            };
            /**
             * @description The text the clauses were read from (positions are offsets of the HTML tab's text when HTML)
             * @enum {string|null}
             */
            source?: "HTML" | "PDF" | "BODY" | null;
            /** Format: date-time */
            computedAt?: string | null;
            counts?: null | components["schemas"]["ClauseChangeCounts"];
            clauseCount?: null | {
                previous: number;
                current: number;
            };
            clauses: components["schemas"]["ClauseChange"][];
            /** @description More changed clauses than listed (the counts cover them all) */
            truncated: boolean;
        };
        ChangedEditionRef: {
            contentId: number;
            contentCode: string;
            displayDesignation: string;
            title: string;
        };
        ClauseChangeCounts: {
            added: number;
            deleted: number;
            revised: number;
            moved: number;
            renumbered: number;
            unchanged: number;
        };
        /** @description One changed clause (the unchanged ones are only counted) */
        ClauseChange: {
            /** @enum {string} */
            kind: "ADDED" | "DELETED" | "REVISED" | "MOVED" | "RENUMBERED";
            /** @description Its number in this edition (null for a deleted clause) */
            number: string | null;
            /** @description Its number in the previous edition (null for an added clause) */
            previousNumber: string | null;
            /** @description Its heading path, outermost first (the previous edition's for a deleted clause) */
            heading: string[];
            /** @description The clause's first words, to find it in the edition's text (the previous edition's for a deleted clause) */
            quote: string;
            /** @description [start, end) of the clause in this edition's text (see source); null for a deleted clause */
            position: null | {
                start: number;
                end: number;
            };
            /** @description Deleted clauses, the first words of the clause that now follows where it was (null at the end) */
            followingQuote: string | null;
            /** @description Added and deleted clauses, their text cut short */
            excerpt: string | null;
            /** @description Revised clauses, their first changes in order */
            changes: {
                before: string;
                removed: string;
                added: string;
                after: string;
            }[];
            changedWords: number;
        };
        PublicReferencePage: {
            contentId: number;
            contentCode: string;
            /** @description Whether the edition's references were detected */
            detected: boolean;
            counts: components["schemas"]["ReferenceCounts"];
            page: number;
            size: number;
            hasMore: boolean;
            references: components["schemas"]["DocumentReference"][];
        };
        ReferenceCounts: {
            total: number;
            normative: number;
            informative: number;
            bibliography: number;
            notInCatalogue: number;
        };
        DocumentReference: {
            /** @description As written in the text ("ASTM A370-19"; bare in a list of one publisher's standards) */
            designation: string;
            publisher: string;
            /** @description The edition as written ("19", "2015"); null for an undated reference */
            edition: string | null;
            editionYear: number | null;
            dated: boolean;
            kind: components["schemas"]["ReferenceKind"];
            /** @description The clause it is cited in ("2.1"), or an unnumbered heading ("Bibliography") */
            clause: string | null;
            occurrences: number;
            /** @enum {string} */
            status: "ACTIVE" | "SUPERSEDED" | "WITHDRAWN" | "NOT_IN_CATALOGUE";
            /** @description The edition it resolves to (dated → that edition, undated → the current one); null when NOT_IN_CATALOGUE */
            target: null | components["schemas"]["ReferencedDocument"];
            /** @description What replaced the target (its current edition, or the replacement a withdrawal names), when SUPERSEDED or WITHDRAWN and the tenant presents it */
            supersededBy: null | components["schemas"]["ReferencedDocument"];
        };
        /**
         * @description normative: the referenced-documents / normative-references clause; bibliography; informative: cited elsewhere
         * @enum {string}
         */
        ReferenceKind: "normative" | "informative" | "bibliography";
        /** @description A catalogue document in a reference list (the tenant presents it) */
        ReferencedDocument: {
            contentId: number;
            contentCode: string;
            displayDesignation: string;
            title: string;
            /** @description The document's status as published (Active, Historical, Withdrawn, …) */
            status: string;
            publisher: string;
            documentType: string;
            /** @description The user may not open it (it is listed all the same, as search lists it) */
            locked: boolean;
        };
        DocumentCitedBy: {
            contentId: number;
            contentCode: string;
            /** @description The cited document's designation (what a "cites" search names) */
            displayDesignation: string;
            /** @description Citing documents matching the refinements */
            total: number;
            page: number;
            size: number;
            citedBy: components["schemas"]["CitingDocument"][];
            publishers: components["schemas"]["CitedByFacet"][];
            documentTypes: components["schemas"]["CitedByFacet"][];
        };
        CitingDocument: {
            document: components["schemas"]["ReferencedDocument"];
            kind: components["schemas"]["ReferenceKind"];
            clause: string | null;
            /** @description The editions it names, as written; null for an undated citation */
            editions: (string | null)[];
        };
        CitedByFacet: {
            value: string;
            count: number;
        };
        PublicUsage: {
            /** @description The key's account (null for a key of the whole tenant) */
            account: null | {
                accountNumber: string;
                name: string;
            };
            /** @description The first month (yyyy-mm) */
            from: string;
            to: string;
            months: components["schemas"]["PublicUsageMonth"][];
        };
        PublicUsageMonth: {
            /** @description yyyy-mm */
            month: string;
            /** @description Total_Item_Requests */
            requests: number;
            /** @description Total_Item_Investigations */
            investigations: number;
            /** @description Searches_Platform */
            searches: number;
            /** @description No_License and Limit_Exceeded */
            denials: number;
        };
    };
    responses: {
        /** @description The request is invalid; `fieldErrors` names each bad field */
        BadRequest: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Missing, invalid, expired or revoked token, or wrong credentials */
        Unauthorized: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller may not do this */
        Forbidden: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource for this caller (ids of other tenants and accounts included) */
        NotFound: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; retry after the number of seconds in Retry-After */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description An unexpected error (detail `Internal Error`, message `error.http.500`), or, for a request
         *     with a token, the token's account no longer exists: detail `account id not exist`, message
         *     `error.account.gone`. The clients sign the user out on exactly that detail (spec 3 §8).
         */
        ServerError: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The change conflicts with the current state */
        Conflict: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
         *     the `RequestId` response header and written on every log line of the request; a missing or
         *     unusable one is replaced by a generated UUID (never refused).
         */
        RequestId: string;
        /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
        AuthMode: string;
        /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
        OriginatedIpAddress: string;
        /**
         * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
         *     host name's tenant, else the default tenant. A token presented for another tenant is
         *     refused (401); an unknown code is 404 `error.tenant.invalid`.
         */
        XTenant: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id — the client's `RequestId` header when usable, else a generated UUID. Sent on every response. */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    publicSearch: {
        parameters: {
            query: {
                /** @description The words to find (designation, title, text); `*` lists everything */
                q: string;
                /** @description Where to look */
                field?: "all" | "keyword" | "designation";
                page?: number;
                size?: 25 | 50 | 75 | 100;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSearchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicGetDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The document (edition) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListDocumentEditions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The document (edition) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The editions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicEditionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListChanges: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous page (opaque) */
                cursor?: string;
                limit?: number;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicChangePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicCreateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The endpoint with its signing secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicDeleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListTrackedDocuments: {
        parameters: {
            query?: {
                /** @description Only this member's trackings (a user who is no member of the key's account lists none) */
                userId?: number;
                page?: number;
                size?: number;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of trackings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTrackingPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicTrackDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublicTrackingCreate"];
            };
        };
        responses: {
            /** @description The user already tracked the line; the tracking, on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTracking"];
                };
            };
            /** @description The new tracking */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTracking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            /** @description Tracker Service Unavailable: the tenant's tracker is switched off */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    publicStopTracking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The tracking's id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicGetChangeSummary: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The document (edition) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change summary */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListReferences: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The document (edition) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of references */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReferencePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicListCitedBy: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path: {
                /** @description The document (edition) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of citing documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentCitedBy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publicGetUsage: {
        parameters: {
            query?: {
                /** @description The first month (yyyy-mm) */
                from?: string;
                /** @description The last month (yyyy-mm) */
                to?: string;
            };
            header?: {
                /**
                 * @description The client's id for this request (letters, digits and `._:-`, at most 128). It is echoed in
                 *     the `RequestId` response header and written on every log line of the request; a missing or
                 *     unusable one is replaced by a generated UUID (never refused).
                 */
                RequestId?: components["parameters"]["RequestId"];
                /** @description How the client signed the user in, in the client's words (e.g. PWD, SSO, IP); written on every log line of the request. */
                AuthMode?: components["parameters"]["AuthMode"];
                /** @description The end user's address as the calling front end saw it; written on every log line of the request. */
                originatedIpAddress?: components["parameters"]["OriginatedIpAddress"];
                /**
                 * @description The tenant's code (e.g. `astm`) for a request whose token does not name one; without it the
                 *     host name's tenant, else the default tenant. A token presented for another tenant is
                 *     refused (401); an unknown code is 404 `error.tenant.invalid`.
                 */
                "X-Tenant"?: components["parameters"]["XTenant"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures per month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUsage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
