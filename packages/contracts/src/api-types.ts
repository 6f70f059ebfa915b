// Generated from openapi.yaml by `npm run gen:api`. Do not edit.

export interface paths {
    "/api/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password (authType PWD)
         * @description A wrong password, an unknown e-mail and a deactivated user are refused alike (401 `Bad
         *     credentials`). After LOGIN_LOCKOUT_THRESHOLD consecutive failures an e-mail is locked for
         *     LOGIN_LOCKOUT_MINUTES (401 `error.login.locked`), whether or not a user has it. Attempts
         *     are limited per e-mail and per client address (the address's budget is shared by every
         *     tenant and sign-in kind): 429 with Retry-After.
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link is for (before its password is chosen)
         * @description The e-mail and tenant the link of an invitation e-mail belongs to, and until when it can be
         *     used. A link that is unknown, already used (or replaced by a newer invitation) or expired
         *     is 400 with `fieldErrors[0].field` = `key` and message `error.invitation.invalid`,
         *     `error.invitation.used` or `error.invitation.expired`. Unknown keys tried from one client
         *     address (here and at /finish together) are limited: past SECRET_GUESS_LIMIT (10) within
         *     SECRET_GUESS_WINDOW_SECONDS (900), 429 with Retry-After.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/invitation/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose the first password with the link of an invitation e-mail
         * @description Sets the password of the invited user (8 to 100 characters) and uses the link up: a second
         *     use is refused (400, `error.invitation.used`), and so is an expired link
         *     (`error.invitation.expired`) or an unknown one (`error.invitation.invalid`), each naming
         *     the field `key`. Only the link's SHA-256 is stored (the key is 256 random bits). The user
         *     then signs in with `POST /api/authenticate`. Unknown keys are limited per client address
         *     as for GET /api/account/invitation (429 with Retry-After).
         */
        post: operations["finishInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anonymous company session when the caller's address is inside a company account's ranges (authType IP)
         * @description The caller's address is the socket's, or the X-Forwarded-For client when the peer is one of
         *     TRUSTED_PROXIES. A forged X-Forwarded-For from any other peer is ignored.
         */
        post: operations["authenticateByIp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin single sign-on with the tenant's OIDC provider (authorization code flow with PKCE, state and nonce)
         * @description The API discovers the tenant's provider (its issuer's discovery document), makes a PKCE code
         *     verifier, a `state` and a `nonce`, and keeps them in Redis for 10 minutes
         *     under a random flow id, for one use. The browser keeps the flow id (session storage), goes
         *     to `authorizationUrl`, and the provider sends it back to the spec's `/implicit/callback`
         *     with `code` and `state`, which POST /api/authenticate/sso/callback exchanges. The flow id
         *     binds the answer to the browser that began the sign-in.
         *
         *     The spec's sign-in redirect parameters (seed 3 §4): `redirectUrl` is where the reader goes
         *     after signing in (a path of the reader); `force` asks the provider to authenticate the
         *     user again even when it has a session (`prompt=login`). A tenant without an enabled OIDC
         *     provider gets 401 `error.sso.not-configured`; a provider that cannot be reached 401
         *     `error.sso.provider-unreachable` (with an audit entry).
         */
        post: operations["startSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish single sign-on - exchange the provider's code for its ID token, and that for a Norma token (authType SSO)
         * @description `flowId` is the one /api/authenticate/sso/start gave; `callbackQuery` the query string the
         *     provider sent to /implicit/callback (`code`, `state`, `iss`, or `error`). The flow is used
         *     once: a second callback with it gets 401 `error.sso.replayed`, an unknown or expired one
         *     `error.sso.flow-expired`, another `state` than the flow's `error.sso.state`. The code is
         *     exchanged at the provider's token endpoint with the PKCE verifier; the ID token is verified
         *     by openid-client: signature against the provider's JWKS (fetched again when the provider
         *     rotates its keys), issuer, audience (the tenant's clientId), nonce, expiry with
         *     60 s of clock skew tolerated. Refusals: `error.sso.nonce`,
         *     `error.sso.audience`, `error.sso.issuer`, `error.sso.expired`, `error.sso.invalid-token`,
         *     `error.sso.code-refused` (the token endpoint refused the code), `error.sso.provider-error`
         *     (the provider answered the callback with an error, e.g. the user cancelled),
         *     `error.sso.provider-unreachable`; each is written to the audit log (AUTHENTICATION_FAILURE).
         *
         *     Then as before: a token whose `email_verified` is false is refused (401
         *     `error.sso.email-unverified`). The first sign-in matches the user by e-mail and links them
         *     to the provider's issuer and the token's subject; later sign-ins are matched on that link,
         *     and another subject presenting the same e-mail is refused (401
         *     `error.sso.identity-mismatch`). A user without a name or without a matching entitlement
         *     gets the outcome PROFILE_COMPLETION (a federated identity, with the redirect) or SIGN_OUT
         *     (spec 3 §8).
         */
        post: operations["authenticateWithSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/sso/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of a single sign-on session, and where to end the provider's session (RP-initiated logout)
         * @description Revokes the token like POST /api/account/logout. For an SSO session whose provider has an
         *     `end_session_endpoint`, `endSessionUrl` is that endpoint with `id_token_hint` (the provider's
         *     ID token of this sign-in, kept server-side), `client_id` and `post_logout_redirect_uri`
         *     (the reader's home); the reader goes there. Otherwise `endSessionUrl` is null.
         */
        post: operations["logoutSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a partner system's signed token (tenant-configured key) for a Norma token (authType JWT or APPLET)
         * @description The token is signed with the partner's shared secret (HS256) or public key (the algorithms
         *     follow the key: RSA RS256/384/512, EC P-256/P-384/P-521 ES256/384/512, Ed25519 EdDSA). It
         *     must carry `jti`, `iat` and `exp`, be at most PARTNER_TOKEN_MAX_AGE_SECONDS old (by `iat`),
         *     and is accepted once: a replayed `jti` gets 401 `error.partner.replayed`.
         */
        post: operations["authenticateWithPartnerToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh token for the current session (the old one is revoked); clients renew before expiry
         * @description The user is read again: authorities and user type are the current ones; a deactivated
         *     user gets 401 (`error.user.inactive`), a user no longer member of the session's account
         *     500 `account id not exist` (the clients sign out). The session keeps its remember-me
         *     lifetime and ends SESSION_MAX_AGE_SECONDS after sign-in (401 `error.session.expired`).
         */
        post: operations["renewToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/api/v1/authenticationData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the caller is (or could be) signed in, and from which address */
        get: operations["getAuthenticationData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session of the signed-in user or company (spec 3 §3) */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act for another of the user's accounts; refused for JWT and SSO sessions
         * @description The new token is issued from the user as they are now (authorities, user type; 401 when
         *     deactivated) and keeps the session's start and remember-me lifetime.
         */
        post: operations["switchAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out; the token is revoked until it would have expired */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lca/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's current licence agreement and whether the user accepted it */
        get: operations["validateLicenseAgreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lca/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the tenant's current licence agreement */
        post: operations["acceptLicenseAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the user's contact details for the selected account (state only for the US) */
        put: operations["updateUserAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meta-data/type/COUNTRY": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 3166-1 countries */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meta-data/type/STATE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** US states (the state field is used only for the US) */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The general feedback form (q1Response required, max 100; q2Response max 500)
         * @description Limited to FEEDBACK_RATE_LIMIT_PER_USER submissions an hour per user (or company session)
         *     and FEEDBACK_RATE_LIMIT_PER_IP per client address (429 with Retry-After).
         */
        post: operations["submitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-subscriptions/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The selected account's subscriptions */
        get: operations["listCurrentUserSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-subscriptions/current-user/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's subscriptions and the tenant's other offers */
        get: operations["getCurrentUserSubscriptionOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/entitlement/getElpEntitlementStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the account may open the e-learning platform (status true, or code '300') */
        get: operations["getElpEntitlementStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/get-tenant-config-for-ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything the clients need to brand and configure themselves for the tenant (no secrets) */
        post: operations["getTenantConfigForUi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/getExternalUrls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's external links (title, url, position) */
        get: operations["getExternalUrls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/getProgressiveProfilingUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where users complete their profile */
        get: operations["getProgressiveProfilingUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/getGroupEnable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether groups are available to this user (tenant feature group-enable; never for company users) */
        get: operations["getGroupEnable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracked-documents/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's tracked documents, newest first (home tracker tab)
         * @description `{count, result}`: count is every tracking of the user; result holds the newest 200 (the
         *     paged call lists them all). Anonymous company sessions get 403 `error.signed-in-required`.
         */
        get: operations["listCurrentUserTrackedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracked-documents/page/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in user's tracked documents
         * @description Newest first; `sort=ContentTrackingOff` lists the trackings that are turned off first.
         */
        get: operations["pageCurrentUserTrackedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracked-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Track a document (track on); e-mails follow its new versions, withdrawal or replacement
         * @description A user tracks an edition line (publisher, family, language) once: tracking another edition
         *     of a tracked line answers that tracking (200, turned on) instead of creating one (201).
         *     Refused with the detail text the reader shows: 403 for anonymous company sessions
         *     (`error.signed-in-required`) and accounts not entitled to the document (`content-no-access`);
         *     400 (`error.tracking.notAllowed`, app-error header) when the document's allowToTrack is off
         *     or the tenant's main publisher does not track it (only Standard, unless classification RL,
         *     and Translated documents); 503 with detail `Tracker Service Unavailable` when the tenant's
         *     tracker is switched off. Turning a tracking back on restarts its trackingSinceDate.
         *     `trackerUnavailable` means what it means in every tracking reply (see TrackingReply).
         */
        post: operations["createTrackedDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracked-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Track off (trackingFlag false) or back on (true)
         * @description Turning a tracking off always works; turning it on follows the rules of the creation and
         *     restarts its trackingSinceDate.
         */
        put: operations["updateTrackedDocument"];
        post?: never;
        /** Stop tracking and forget the tracking */
        delete: operations["deleteTrackedDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishers/{publisherCode}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The billboard logo of a publisher (refinement nodes' billboardLogo, the search billboard)
         * @description The image a publisher node with `showBillboard` names in `billboardLogo`, from the blob
         *     storage the seed fills. Public like any image of a page (an `<img>` sends no token): only
         *     the logos of billboard publishers exist. Cached by browsers and proxies for a day and
         *     revalidated by its ETag (`If-None-Match` answers 304).
         */
        get: operations["getPublisherLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishers/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's publishers, with whether the user tracks each as a whole */
        get: operations["listCurrentUserTrackedPublishers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishers/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Track whole publishers (subscribed true) or stop (false); answers the updated list
         * @description A later entry for the same publisher wins. Subscribing needs the tenant's tracker (503
         *     otherwise) and entitlement to the publisher's documents — a subscription granting the
         *     publisher, or a collection holding some of its documents (403 `content-no-access`
         *     otherwise). Stopping always works. Alerts then name only documents the user could track
         *     and is entitled to.
         */
        post: operations["updateTrackedPublishers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/publishers/tracked-documents/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop every alert about a publisher (its tracked documents turned off, the publisher too) */
        post: operations["unsubscribePublisherTrackedDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trackers/workItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user tracks a work item (the work-item flag of the work items tab) */
        get: operations["getWorkItemTracking"];
        put?: never;
        /**
         * Track a work item (trackingFlag true) or stop (false)
         * @description A tracked work item alerts its tracker when its document gets a new version, is withdrawn or replaced.
         */
        post: operations["setWorkItemTracking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trackers/unsubscribe": {
        parameters: {
            query: {
                /** @description The signed token of the e-mail's link (names the user and what to stop) */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an alert e-mail's unsubscribe link stops (changes nothing; no sign-in)
         * @description Browsers (Accept text/html) get a confirmation page in the user's language whose button
         *     POSTs the same link. Opening the link changes nothing, so mail scanners cannot unsubscribe
         *     anyone.
         */
        get: operations["previewTrackingUnsubscribe"];
        put?: never;
        /**
         * Stop what an alert e-mail's unsubscribe link names (no sign-in; idempotent)
         * @description Answers the confirmation page's form, the reader, and mail clients' one-click unsubscribe
         *     (RFC 8058: `List-Unsubscribe=One-Click` as application/x-www-form-urlencoded). Browsers
         *     (Accept text/html) get a page in the user's language.
         */
        post: operations["confirmTrackingUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorite-documents/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's favourites, by document title (home asks for page 0, size 6) */
        get: operations["listCurrentUserFavoriteDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorite-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a document a favourite (favorite true, the default) or not (false); idempotent
         * @description The body is a favourite of the list (id and/or document.contentCode) with `favorite`.
         */
        put: operations["setFavoriteDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a document to the favourites (the document page's favourite button)
         * @description 201 when added, 200 with the existing favourite when it was one already. 403 for anonymous
         *     company sessions (`error.signed-in-required`) and accounts not entitled to the document;
         *     400 (`error.favorite.notAllowed`) when its allowToFavorite is off.
         */
        post: operations["createContentFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-favorites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a favourite (contentFavorite.id of the document metadata) */
        delete: operations["deleteContentFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accessed-documents/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents the signed-in user opened, most recently opened first (home tab) */
        get: operations["listCurrentUserAccessedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updated-documents/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest editions of the account's subscriptions updated recently, newest first (company home tab)
         * @description Documents of the publishers and collections the selected account is entitled to whose last update falls within `days` (default 90).
         */
        get: operations["listCurrentUserUpdatedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the tenant's whole catalogue (content search), best match first or in an override sort
         * @description String values are URL-decoded (other percent signs kept) and cut at 500 characters; empty
         *     keywords mean `*` (everything). A term of exactly one character is refused (Size). searchField
         *     keyword searches the text (designation, title, description, body, ranked in that order),
         *     designation matches designations ignoring spaces, case and punctuation ('D3039', 'd 3039',
         *     'ASTM D3039-17', '3039'), all does both. Only the newest edition of each document line is
         *     listed (its older editions are in connections.versions) unless the designation names an
         *     older edition. Refinements of one root are OR'ed, different roots AND'ed; a parent node
         *     includes its descendants. publisherId scopes the search to one publisher and returns its
         *     billboard when it has one. On a tenant without the search-refinement feature a search
         *     carrying refinements is refused with 400, one field error (FeatureNotEnabled) per
         *     refinement field, instead of being answered unrefined.
         */
        post: operations["searchDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/clauses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search inside the documents the tenant presents, clause by clause, grouped by document
         * @description Finds the clauses (issue 29) of the current editions the tenant presents whose heading or
         *     text holds the words of `query`, stemmed in each edition's own language. `query` is read as
         *     a web search is: words are all required, `"…"` is a phrase, `or` between words takes
         *     either, `-word` leaves it out. Results are grouped by document, the best matching document
         *     first (its best clause's rank, then how many clauses match); each group lists its best
         *     matching clauses (at most `clausesPerDocument`) with a snippet whose highlighted words are
         *     given as character ranges (`highlights`), never as markup. `requirementsOnly` keeps the
         *     clauses that state a requirement (shall, must, is required to, and their equivalents in
         *     the edition's language; editions in a language whose requirement words are not known are
         *     left out then). The refinements and `publisherId` narrow the documents as in
         *     `POST /api/documents/search`. A document the user may not open is listed with `locked`
         *     and its count of matching clauses only: no clause, heading or snippet of it is returned.
         *     Documents whose clauses are not indexed yet are not found. `count` is the number of
         *     documents found, up to 10,000 (`countCapped` beyond).
         */
        post: operations["searchDocumentClauses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/entitled-documents/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search only the documents the selected account is entitled to (subscription search)
         * @description As `POST /api/documents/search`, over the publishers and collections of the account's active subscriptions; an empty term is accepted.
         */
        post: operations["searchEntitledDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/top-level/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts of the top-level nodes of one section (Publisher — publishers and other content — or Category), for the first paint
         * @description Children come without counts (count null); the full counts load when a node opens.
         */
        post: operations["countSearchTopLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/entitled-documents/search/top-level/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top-level counts over the entitled documents; nodes without documents are disabled */
        post: operations["countEntitledSearchTopLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts of every refinement node for a search (publisher and other content apart) */
        post: operations["countSearchRefinements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/entitled-documents/search/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts of every refinement node over the entitled documents; nodes without documents are disabled */
        post: operations["countEntitledSearchRefinements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/publisher/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishers and other content of the tenant with the number of documents of a search */
        post: operations["countPublisherRefinements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/publisher/entitled-documents/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishers and other content with the number of entitled documents of a search (empty ones disabled) */
        post: operations["countEntitledPublisherRefinements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/entitled-documents/refinement-nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every refinement list over the documents the account is entitled to (nodes without documents disabled) */
        get: operations["getEntitledRefinementNodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/committee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Committee tree of the tenant's publishers (Cache-Control max-age 720 s) */
        get: operations["getCommitteeRefinements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/taxonomy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A refinement tree by taxonomy code (ICS, COMMITTEE, SECTOR, TOPIC, DOCUMENT_TYPE, CATEGORY, OTHER_CONTENT), root abbreviation, or one node by id or key */
        get: operations["getTaxonomyRefinements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/ICSCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ICS code tree (Cache-Control max-age 720 s) */
        get: operations["getIcsCodeRefinements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/other-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Other content — the tenant's other-content publishers, then the other-content tree (Cache-Control max-age 720 s) */
        get: operations["getOtherContentRefinements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document type tree (Cache-Control max-age 720 s) */
        get: operations["getDocumentTypeRefinements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refinement/sectors-and-themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Industry sector and topic trees (Cache-Control max-age 720 s) */
        get: operations["getSectorsAndThemes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/semantic-search/v1/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Semantic (discovery) search, beta — for accounts with semanticSearchFlag
         * @description Finds documents by meaning rather than by shared words: the text and every document are
         *     folded into a latent semantic space computed from the catalogue itself (TF-IDF
         *     term-document matrix, truncated SVD), and documents are ranked by cosine similarity
         *     (`score`). Newest editions of the tenant's publishers; at most the best 500, those with a
         *     similarity of 0.35 or more (`count`). The term needs more than one character. 403
         *     (`error.semantic.notEnabled`) when the account's semanticSearchFlag is off.
         */
        post: operations["semanticSearchQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/type-ahead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggestions grouped per publisher (5 per publisher, flag when there are more); empty for 2 characters or fewer */
        post: operations["typeAheadSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/type-ahead/publisher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** More suggestions of one publisher (up to 50; flag when there are more) */
        post: operations["typeAheadPublisherSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/search/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Search result not found' feedback (documentSearching required, max 100; additionalFeedback max 500)
         * @description Stored with the tenant's other feedback (kind SEARCH). Input is trimmed; an all-blank documentSearching is refused (NotBlank).
         */
        post: operations["submitSearchFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the document page shows about a document (versions, files, translations, tabs, flags)
         * @description Metadata needs no entitlement (the page shows it); the files do. `tabs` lists the document
         *     page tabs with their positions: PDF 0, HTML 1, WORK_ITEMS 2, VISUAL_CONTENT and E_LEARNING
         *     3, RELATED_CONTENT 4, COMPASS_POINTS 5. The extra metadata of the content type (doi,
         *     committeeSponsor, issn, ...) comes as top-level fields when the document has them.
         */
        get: operations["getDocumentMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The other languages of a document's edition (by content id) */
        get: operations["getDocumentTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/translations/byContentCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The other languages of a document's edition (by content code) */
        get: operations["getDocumentTranslationsByContentCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/verification/contentCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller may open the document (header entitlementaccess true or false)
         * @description The clients open the document only when the `entitlementaccess` header is `true`; otherwise they show the tenant's no-access message.
         */
        get: operations["verifyDocumentAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/pdf/contentCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document's PDF (entitled callers only); records the opening */
        get: operations["getDocumentPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/pdf/old/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A PDF by its file id (pdfVersions[].id), e.g. of an older version; records the opening */
        get: operations["getHistoricalPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/html/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's HTML by its file id (htmlVersions[].id), sanitised and sandboxed; records the opening
         * @description Served with `Content-Security-Policy: sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; ...`
         *     so nothing in it can run in the app's origin; the reader shows it in a sandboxed frame.
         *     The copy sanitised when the document was published is served; without one (an older
         *     document, a changed sanitiser) it is sanitised now and stored. A sanitise that fails or
         *     runs out of time is 503 document-not-prepared.
         */
        get: operations["getDocumentHtml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/fullBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole book's PDF (the document's; a paper's book's; a supplement's parent's); records the opening */
        get: operations["getFullBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the document's PDF, optionally with the user's visible compass points as PDF annotations
         * @description Refused (403, message = the tenant's no-PDF key) when the document is not downloadable or
         *     the tenant reads in DRM mode. With `compassPoints=true` the PDF carries each compass point
         *     the view setting lets the user see (All, Own, None) as a highlight over the selected text
         *     and a note with its name, description and overlay details; that needs a signed-in user
         *     of an account with compass points on.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/download/redline/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the redline PDF of a version (content id) against the version just before it
         * @description 404 `error.redline.not-ready` while the redline is being made (the call queues it; also
         *     when the redline's file is gone or either version has a new PDF since it was made),
         *     `error.redline.no-previous` for a first version. 400 'The documents are too large to be
         *     compare' over the size limits. Refused (403, the tenant's no-PDF key) like any download
         *     when the tenant reads in DRM mode or either version is not downloadable.
         */
        get: operations["downloadRedline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/pdf/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The redline PDF of two versions (redline-exist-flag true), or the newer PDF while it is made (false)
         * @description left is the older version, right the newer. When no redline exists yet the call queues
         *     its generation (once) and answers the newer PDF; a redline counts only for the PDF files it
         *     was made from (a new file of either version, or a lost result, makes it again). Documents
         *     over the size limits (pages counted in the files, bytes), or whose redline could not be
         *     made in time even block by block, get 400 with message and detail 'The documents are too
         *     large to be compare' (final for those files).
         */
        get: operations["comparePdfVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/html/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues the HTML compare of two versions (once per pair; repeated calls do not queue twice) */
        post: operations["requestHtmlComparison"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/html/resultCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The HTML compare result when it exists (header html-result-exist true), else its state (false)
         * @description The result is the newer version's HTML with insertions in `<ins class="norma-ins">` and
         *     deletions in `<del class="norma-del">` inside its structure, and a summary of the changed
         *     sections at the top (`#norma-diff-summary`); sanitised (when the compare was made, else on
         *     the first read; 503 document-not-prepared when that fails) and served under the sandboxing CSP.
         *     The clients poll every 10 s, at most 10 times. A result whose file is gone is made again
         *     (state QUEUED); HTML files too large to compare get 400 'The documents are too large to be
         *     compare'.
         */
        get: operations["getHtmlComparisonResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/additional-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extra metadata of the document's content type (doi, ISSN, ISBN, conference, committee, ...) */
        get: operations["getAdditionalDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/additional-details-by-publisher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Details of a document of another publisher than the tenant's own (committee, ICS codes, sectors, topics) */
        get: operations["getAdditionalDetailsByPublisher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/changes/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed in this edition, clause by clause, against the edition it superseded
         * @description The clause-level change summary of a revised edition (issue 25 §2): every clause of the
         *     two editions, aligned by number, heading and text, is added, deleted, revised (with the
         *     words changed), moved, renumbered or unchanged. The workers compute it once when the
         *     edition is published; an edition published before summaries existed has it computed when
         *     it is first asked for (`status` PENDING meanwhile: ask again in a few seconds). The
         *     changed clauses come in the new edition's order, deleted ones where they were; at most
         *     500 are listed (`truncated`), the counts cover all. A withdrawn document also says so, with
         *     its replacement when there is one. The excerpts quote the document: the same entitlement
         *     as its HTML (403 with the tenant's no-access message).
         */
        get: operations["getDocumentChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/references/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The documents this edition references, with each one's status in the catalogue
         * @description The citations found in the edition's text by the workers when it was published (issue 27):
         *     one per cited document and edition, of kind `normative` (its referenced-documents /
         *     normative-references clause), `bibliography` or `informative` (cited elsewhere), with the
         *     clause it is cited in. A dated reference resolves to that edition, an undated one to the
         *     current edition. Each answers its status: ACTIVE; SUPERSEDED (an older edition, or a
         *     replaced document: `supersededBy` names what replaced it when the tenant presents it);
         *     WITHDRAWN; NOT_IN_CATALOGUE (the catalogue, or this tenant's, does not hold it: the
         *     designation as written). Like search, a document the user may not open is listed with
         *     `locked`. Listed in text order, at most 1000 (`truncated`); the counts cover all. An
         *     edition published before references were detected has none until a catalogue run
         *     (`detected` false).
         */
        get: operations["getDocumentReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/cited-by/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current documents that cite this document (any of its editions)
         * @description Every current edition (originals, not their translations) the tenant presents whose text
         *     cites the document's family, dated or undated (issue 27), a page at a time, refinable by the
         *     citing document's publisher and document type; `publishers` and `documentTypes` count the
         *     citing documents of each (before those two refinements). Each lists how it cites the
         *     document: its strongest kind, the clause, and the editions named (null for undated). Like
         *     search, a document the user may not open is listed with `locked`.
         */
        get: operations["getDocumentCitedBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/reference-network/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The citation network around a document, two steps each way (for its picture)
         * @description The documents an edition references and the current documents that cite its family, and
         *     one step further each way: what those references reference, and what cites those citing
         *     documents (issue 27) — at most 8 neighbours of the document each way and 3 of each
         *     neighbour, only resolved references and documents the tenant presents. `edges` go from
         *     the citing document to the cited one. Like search, a document the user may not open is
         *     listed with `locked`.
         */
        get: operations["getDocumentReferenceNetwork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/relatedContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Related content (standard references, SOP, TMA, supplements); only sections with entries */
        get: operations["getRelatedContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/work-items/{contentCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work items of the document's family, with their ballots */
        get: operations["listWorkItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training videos of the documents with a designation */
        get: operations["listDocumentVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/videos/tutorial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Video tutorials of the tenant and of every tenant */
        get: operations["listTutorialVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a play of one of the document's videos */
        post: operations["recordVideoPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/getELearningAssetsByFamily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-learning courses of a document family */
        get: operations["listELearningAssetsByFamily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/contentCode/designation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The content code of a designation (with an edition year or a status), or of an asset id
         * @description Used by the legacy-link resolver; `message` is 'Not found Content' when there is none.
         */
        get: operations["findContentCodeByDesignation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/getContentTracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user tracks a document (and whether revision alerts can go out now)
         * @description A tracking is of an edition line (publisher, family, language). With `contentCode` (the
         *     open document; the reader sends it) the answer is about that document's line, so a
         *     translation's track button shows the translation's tracking, not the original's. With
         *     `family` alone, about any line of the family. 400 (field contentCode) when the document
         *     is not of the family; 404 when the tenant does not present it.
         */
        get: operations["getContentTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/getHelpDocument": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A help file of the tenant (default the support guide, support_help.pdf) */
        get: operations["getHelpDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/getMarcDocument": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** MARC 21 records of the catalogue's journals, manuals or standards-abbreviation list (binary .mrc or MARCXML) */
        get: operations["getMarcDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getCitationTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The citation styles offered (APA, MLA, Chicago, IEEE, Harvard) */
        get: operations["listCitationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getTextCitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's citation in a style (main tenant; journal articles, STP books and papers, manuals) */
        get: operations["getTextCitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getRisCitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's citation as an RIS file (citation.ris; TY STD, JOUR, BOOK or CHAP by asset) */
        get: operations["getRisCitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getBibtexCitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's citation as a BibTeX file (citation.bib; @article, @book, @inproceedings or @misc by asset) */
        get: operations["getBibtexCitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/publishing/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish new editions, withdrawals and replacements of the tenant's own publisher's documents
         * @description One batch is one transaction: new editions (the line's previous edition becomes
         *     Historical), withdrawals and replacements, with the revision alerts, the redlines ahead of
         *     time and the index refresh they cause. Needs the ADMIN authority; an administrator
         *     publishes only the documents of the tenant's own publisher (403 otherwise). Files come as
         *     text (`content`, HTML), base64 (`contentBase64`, PDF) or a blob already in storage
         *     (`storageKey`); a request is at most 2 MB. Every problem of the batch is a field error
         *     naming its item (`items[i].field`).
         */
        post: operations["publishBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/detail/page-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the signed-in user's own compass points (active or deactivated)
         * @description The points the user created in the selected account, on documents the tenant presents.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["pageUserCompassPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compass-points/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Compass Points report (/compass-points-report; Compass Points admins)
         * @description The whole tenant over a period (the last 7 days by default, at most 366 days), replayed from
         *     the points' audits (INSERT, UPDATE, UPDATE-SELECTION, ACTIVATE, DEACTIVATE): points created
         *     (of them carried to new editions and orphaned there), edited, deactivated and reactivated,
         *     per day; the points active at the period's end, of them shared, and those deactivated at
         *     its end; the same by creator and by document (the 20 with the most created, then active).
         *     Needs COMPASS_POINT_ADMIN (also CP_ADMIN).
         */
        get: operations["getCompassPointsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/list-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of every compass point of the tenant (Compass Points admin)
         * @description Every point of the tenant, any account. Needs COMPASS_POINT_ADMIN (also CP_ADMIN).
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["pageAdminCompassPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/activate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate a deactivated compass point (audited ACTIVATE)
         * @description Allowed to its creator (manage Own or All), to an annotation admin (manage All) of its account, and to a Compass Points admin of the tenant; never under manage None (403). Reactivating an active point answers it unchanged.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        post: operations["activateCompassPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/deactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a compass point (audited DEACTIVATE)
         * @description The same permission as reactivation. The body, when sent, is empty. Deactivating a deactivated point answers it unchanged.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        post: operations["deactivateCompassPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/{id}/confirm-placement": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an orphaned carried point on one of its kept candidates (audited UPDATE-SELECTION)
         * @description A point carried to a new edition is ORPHANED when the evidence does not single out one
         *     place; the re-anchoring keeps its best candidates (anchorCandidates). Its owner confirms one
         *     here: the point takes that passage (quote, context, position, page and PDF highlight) and
         *     its placement becomes CONFIRMED. The same permission as editing the point.
         *
         *     Refusals: a point that is not ORPHANED, or a candidate it does not have, 400 naming the
         *     field `candidate`; then as for editing (spec 2 §8): an anonymous company session or a
         *     non-individual user 401; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403; compass points off 403.
         */
        post: operations["confirmCompassPointPlacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/mark-shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a compass point shared (its /compasspoint/{uuid} link was handed out)
         * @description Under view Own a shared point is seen through its link by the users of its account. Under view All every colleague sees it already, so sharing is refused (400, app-error error.compassPoint.shareHidden); under manage None too (403).
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        post: operations["markCompassPointShared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compass points of a document the user may see (for highlights and the document tab)
         * @description Active points of the account on the document, as the view setting allows (All: everyone's, Own: the user's and shared ones, None: none). Points carried to this edition but orphaned have placement ORPHANED and no page.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["listDocumentCompassPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/page-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a document's compass points (the document page's tab)
         * @description The points the list call gives, paged.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["pageDocumentCompassPoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compass point settings of a document for the user
         * @description The most specific setting row applies: the account's for the document, the account's, the tenant's for the document, the tenant's; missing attributes take the defaults. `permissions` says what the user may do under them.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["getCompassPointSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        /**
         * One compass point
         * @description Seen as the lists see it; a point the user may not see answers 404.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["getCompassPoint"];
        /**
         * Edit a compass point (audited UPDATE, or UPDATE-SELECTION when the selection changed)
         * @description Allowed to its creator (manage Own or All) and to an annotation admin (manage All) of its account, and to a Compass Points admin; a shared point of someone else never. A field the settings mark required may not be blank.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        put: operations["updateCompassPoint"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/compasspoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One compass point by UUID (the shared landing page /compasspoint/{uuid})
         * @description Active or deactivated (isDeleted, deletedDate, deletedByEmail name who and when). Under view Own a point of a colleague is seen only once shared.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        get: operations["getCompassPointByUuid"];
        put?: never;
        /**
         * Create a compass point on a document (audited INSERT)
         * @description Needs the account's compass point flag and the document's activation; a field the settings mark required may not be blank.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'.
         */
        post: operations["createCompassPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audits/compassPoint/{id}/all": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Change history of a compass point
         * @description Entries INSERT, UPDATE, UPDATE-SELECTION, ACTIVATE, DEACTIVATE (and REANCHOR on a point carried to a new edition), each with the user and the values after (current) and before (previous). Readable with the audit-history permission (spec 2: COMPASS_POINT_ADMIN / CP_ADMIN and COMPASS_USER_ADMIN, for every point they may see) and by a point's creator for their own point; the point's `history` flag says which.
         *
         *     Refusals (spec 2 §8), in this order: an anonymous company session or a non-individual user 401
         *     with title 'Compass Points feature is not eligible for user type. Compass Points are only
         *     viewable to logged in users.'; a document the tenant does not present, or a point of another
         *     account or tenant, 404; a user not entitled to the document 403 with title 'User is not
         *     entitled for the Document'; compass points off for the tenant, the account or the document's
         *     setting 403 with title 'Compass points are not enabled at account level setting'; a point the
         *     user sees without the audit-history permission 403 (messageKey error.compassPoint.history).
         */
        get: operations["pageCompassPointAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notes/{contentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The document's contentID */
                contentId: number;
            };
            cookie?: never;
        };
        /**
         * The user's notes on a document (PDF viewer)
         * @description Notes are private to their user, on documents the user may annotate (the rules and refusals of the compass point calls).
         */
        get: operations["listUserNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notes/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a new note
         * @description Notes are private to their user, on documents the user may annotate (the rules and refusals of the compass point calls). A second note with the same annotationId answers 409.
         */
        post: operations["saveUserNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notes/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit a note
         * @description Notes are private to their user, on documents the user may annotate (the rules and refusals of the compass point calls). An unknown annotationId answers 404.
         */
        post: operations["editUserNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notes/delete": {
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
         * Delete a note
         * @description Notes are private to their user, on documents the user may annotate (the rules and refusals of the compass point calls).
         */
        delete: operations["deleteUserNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health of the API and the services it depends on (UP or DOWN)
         * @description Each component (db, redis, searchIndex, diskSpace) with its own status. The overall status
         *     is DOWN (503) only when a component the API cannot serve without is DOWN: the database, the
         *     search index or the disk. Redis is reported with its status but does not decide the overall
         *     one: the API serves everything without it (degraded-but-serving: per-instance rate limits,
         *     the deny-list read from PostgreSQL, queued work waiting in the outbox), so with only Redis
         *     down the answer is 200 UP with `components.redis.status` DOWN and `details.degraded`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this API process should be sent traffic (a load balancer's readiness probe)
         * @description UP once PostgreSQL answers and both in-memory indexes are loaded — the search index and the
         *     semantic index, built at start — so a balancer sends no search to a cold replica. Redis is
         *     not part of it: the API serves without Redis (degraded rate limits and deny-list cache).
         */
        get: operations["getHealthReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health/liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this API process is alive (a liveness probe; never depends on other services)
         * @description UP while the process answers HTTP. A replica that is alive but not ready (still loading its
         *     indexes, or cut off from PostgreSQL) is left running, not restarted.
         */
        get: operations["getHealthLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups of an account that the user created or belongs to, by name A-Z */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/listByCurrentAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups of the session's selected account that the user created or belongs to, by name A-Z */
        get: operations["listGroupsByCurrentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/getGroupDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group with its rosters and shared documents (members and its creator only) */
        get: operations["getGroupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a group (the create wizard's confirm); the caller is its creator and a member
         * @description Name and description are required (not blank after trimming, at most 255 characters), at
         *     least one member (users of the group's account, same tenant) and at least one document
         *     (documents the creator may open through that account). The members get the share e-mail
         *     listing the documents. `accountID` defaults to the session's selected account; another of
         *     the user's accounts may be named, any other answers 404.
         *     The members' e-mails about the documents count as one share (recipients per share) and against the creator's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a group's name, description, members and documents at once (creator only)
         * @description Fields left out stay as they are; `memberIds` replaces the roster (the creator stays a
         *     member), `contentCodes` adds documents and `removeContentIds` removes them. Added members
         *     and documents follow the rules of the creation; newly added documents are e-mailed to the
         *     members.
         *     E-mails about added documents count as one share (recipients per share) and against the creator's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        put: operations["updateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/update/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renames a group and changes its description (creator only) */
        put: operations["updateGroupName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/update/memberIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a group's members (creator only; the creator stays a member) */
        put: operations["updateGroupMembers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/updateContentsByGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds documents to a group and removes documents from it (creator only)
         * @description Added documents must be ones the creator may open; the members get the share e-mail listing them.
         *     The members' e-mails count as one share (recipients per share) and against the creator's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["updateGroupContents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a group with its roster and documents (creator only); the reader then goes to /groups */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/sendMailToGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mails every other member of the group (any member may); copyMeFlag sends the sender a copy
         * @description One e-mail per recipient, in the recipient's language, through the outbox (each sent
         *     exactly once). The group is `groupId` (also accepted as `groupID`).
         *     The e-mails (the sender's copy too) count as one share (recipients per share) and against the sender's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["sendMailToGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/searchUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Users of the selected account whose first plus last name contains the text (group member picker)
         * @description The text must have more than 2 characters after trimming (400 otherwise); case and spaces
         *     are ignored. Pages from 1, up to 100 users a page, by last then first name.
         */
        post: operations["searchUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/documents/search/type-ahead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Documents the user may open whose designation, title or asset id contains the keywords (group document picker)
         * @description Newest editions the tenant presents and the selected account is entitled to; keywords need more than 2 characters after trimming.
         */
        post: operations["searchGroupDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/getSharedGroupAndUserByContentID/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups and users the caller has shared a document with (the share dialog's 'sent') */
        get: operations["getSharedGroupsAndUsersByContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/shared/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents shared with a group, newest first (members and its creator only) */
        get: operations["listGroupSharedDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/withGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shares a document with a group the caller belongs to; each other member gets an e-mail
         * @description The document joins the group's documents. Sharing it again with the same group answers the
         *     existing share (200) and sends nothing; a new share answers 201. Needs group-enable too
         *     (403 'Groups are not enabled' otherwise).
         *     The members' e-mails count as one share (recipients per share) and against the sharer's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["shareWithGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/withUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shares a document with a user of the tenant, or invites an e-mail address that matches no user
         * @description The recipient is `sharedWithUserID` (a user of the tenant) or `email`. An e-mail of a user
         *     of the tenant shares with that user; a valid e-mail that matches none is recorded as an
         *     external user (`externalUser` true) and gets an invitation saying who shared what, with a
         *     sign-in/sign-up link. Sharing again with the same recipient answers the existing share
         *     (200) and sends nothing.
         *     Each e-mail counts against the sharer's e-mails per hour and the tenant's; an invitation also against the address's invitations per day. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["shareWithUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/searchUsersAndGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share targets whose name or e-mail contains the keyword — users of the selected account and the caller's groups
         * @description The keyword needs more than 2 characters after trimming. Groups (with their rosters) only
         *     when the tenant has group-enable. At most 25 users and 25 groups.
         */
        get: operations["searchShareTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/searchUsersByEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The tenant's user with exactly this e-mail, else the e-mail offered as an external user */
        post: operations["searchUsersByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/findContentShareWithMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Documents shared with the user — directly, by e-mail, or with a group they belong to — newest first */
        post: operations["findContentSharedWithMe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared-documents/current-user/STANDARD": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Standards shared with the user, newest first (the shared-with-me standards table) */
        get: operations["listSharedStandards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared-documents/current-user/PUBLICATION": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publications (journals, books, manuals, papers) shared with the user, newest first */
        get: operations["listSharedPublications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared-documents/shared-by/current-user/PUBLICATION": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publications the user has shared, with whom, newest first (the /publicationsShared page) */
        get: operations["listPublicationsSharedByMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's links (all, or of one document), newest first; a tenant administrator may ask for every link of the tenant */
        get: operations["listShareLinks"];
        put?: never;
        /** Creates a link to a document the caller may open */
        post: operations["createShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a link (its creator or a tenant administrator); opening it then answers 410 */
        delete: operations["revokeShareLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/links/{id}/accesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who opened a link and when, newest first (its creator or a tenant administrator) */
        get: operations["listShareLinkAccesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/links/open/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a link for the signed-in user and logs it; answers the document to show
         * @description 404 for a token of no link of this tenant; 410 (Gone) when the link expired or was
         *     revoked; 403 'User is not entitled for the Document' when the user may not open the
         *     document (a link never grants access). Every opening, refused or not, is logged. Unknown
         *     tokens tried from one client address are limited: past SECRET_GUESS_LIMIT (10) of them
         *     within SECRET_GUESS_WINDOW_SECONDS (900), 429 with Retry-After.
         */
        post: operations["openShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contentShare/links/preview/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a share link leads to, for a visitor who is not signed in
         * @description Public: the landing page of a link opened signed out shows which document was shared, by
         *     whom, and whether the link still works, before asking the visitor to sign in. It grants
         *     nothing (opening the document needs a signed-in, entitled user: openShareLink) and is not
         *     logged as an opening. `sharedBy` is the sharer's first and last name, the way the link's
         *     own e-mail names them. 404 for a token of no link of this tenant; unknown tokens tried
         *     from one client address are limited like openShareLink's (429 with Retry-After).
         */
        get: operations["previewShareLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/custom-collection/current-user/pageable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the selected account's custom collection, sorted by designation
         * @description Needs an account with the custom collection flag (403 'Custom collection is not enabled for
         *     this account' otherwise). `offset` is the page index from 0. The data call defaults to
         *     ALPHA_ASC; the table page and the home tab ask for ALPHA_DESC.
         */
        get: operations["pageCustomCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/custom-collection/current-user/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the PDF of a document of the selected account's custom collection
         * @description 404 when the document is not in the collection; otherwise the rules of
         *     /api/documents/download (entitlement, downloadable, DRM).
         */
        get: operations["downloadCustomCollectionDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profiles of the running API (JHipster's info shape)
         * @description `activeProfiles` names the environment (`prod`, `dev` or `test`) and `api-docs` when the
         *     API documentation page is offered; `display-ribbon-on-profiles` names the profile the
         *     console shows as a ribbon (`dev`); `databaseConsole`, to OPERATOR sessions only, the address
         *     of the operator's database console when one is configured (DATABASE_CONSOLE_URL; spec 3:
         *     the link appears only by flag); `readerUrl`, the reader's address (PUBLIC_BASE_URL), where
         *     the console's "Try sign-in" opens a tenant's sign-in page. Needs ADMIN or OPERATOR.
         */
        get: operations["getManagementInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jhimetrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Figures of the running API process (JHipster's jhimetrics shape, Node's figures)
         * @description Measured in this process: `jvm` holds the V8 heap spaces (committed, max, used bytes) and
         *     the process's resident memory; `threads` the event loop (delay percentiles in ms, active
         *     handles and requests, libuv thread pool size); `processMetrics` CPU usage, uptime and open
         *     files; `garbageCollector` pauses by kind since start; `http.server.requests` counts by
         *     status and `services` count, mean and max ms by route and method; `cache` hits and misses
         *     of the in-process caches; `databases` the connection pool's size and the database's
         *     connections by state; `diskSpace` the storage directory's file system. Needs OPERATOR.
         */
        get: operations["getManagementMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/references/unresolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The references the catalogue could not resolve, by publisher (the operator's list of catalogue gaps)
         * @description Issue 27: the designations documents cite that the catalogue does not hold (or not in the
         *     edition cited), so the catalogue can be fixed. `publishers` counts them per cited publisher
         *     (references, distinct designations, citing documents; the 100 with most references);
         *     `result` is a page of the cited designations (of one publisher when `publisher` is given),
         *     most cited first, each with how often and by how many documents it is cited and up to three
         *     citing documents as examples. Catalogue-wide, across tenants. Needs OPERATOR.
         */
        get: operations["getUnresolvedReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/threaddump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the API process is doing (Node's equivalent of a thread dump) and the workers' jobs
         * @description The event loop's delay, the process's active resources by kind, the libuv thread pool and
         *     worker threads, and per queue the number of jobs waiting, active, delayed, failed and
         *     completed with the oldest waiting job's age. Needs OPERATOR.
         */
        get: operations["getManagementThreadDump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/queues/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link into the queue dashboard (bull-board)
         * @description The queue dashboard (bull-board, every queue of the workers: counts, jobs, retries) is a web
         *     page at `/management/queues/`, outside this contract. A browser cannot send the bearer
         *     token when it opens a page, so the console asks for this link: `url`
         *     (`/management/queues-session?ticket=…`) works for `expiresInSeconds` (60) and sets a
         *     cookie for the dashboard (30 minutes, HttpOnly, SameSite=Strict, path
         *     `/management/queues`). The link works once: a second visit with its ticket is 401, and
         *     failed visits (forged, expired or used tickets) from one client address past
         *     SECRET_GUESS_LIMIT (10) within SECRET_GUESS_WINDOW_SECONDS (900) get 429 with Retry-After.
         *     The dashboard also takes the bearer token itself. Each request reads the user again.
         *     Needs OPERATOR.
         */
        post: operations["createQueueDashboardSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/loggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API's loggers with their configured and effective levels
         * @description `ROOT` is the level of every logger without its own (request logs included); the others
         *     are the modules' loggers. Needs OPERATOR.
         */
        get: operations["getManagementLoggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/loggers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a logger's level at run time (the next log line follows it)
         * @description `configuredLevel` null gives a module's logger the level of `ROOT` again. The change
         *     applies at once in the API process that takes it and reaches every other API process over
         *     Redis (publish/subscribe); it is recorded in Redis too, so a replica started later begins
         *     with it. Without Redis it holds in the process that took it only (still 204; a warning is
         *     logged). Written to the audit log. Unknown logger: 404. Needs OPERATOR.
         */
        post: operations["setManagementLoggerLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/compass-reanchor/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Re-anchoring runs that failed after their last retry, newest failure first
         * @description When a publish batch's `compass-reanchor.run` job (carrying compass points to new editions)
         *     has used up its retries, the workers record the batch here: its editions, the error, the
         *     attempts used in all and when it failed. `status` FAILED waits for a retry, RETRYING was
         *     dispatched again, RESOLVED a later run of the batch finished. The workers retry a FAILED run
         *     by themselves after a backoff (1 min, 5 min, 30 min, 2 h, …) up to COMPASS_REANCHOR_AUTO_RETRIES
         *     times: `nextRetryAt` says when, `autoRetries` how many were made; a FAILED run without
         *     `nextRetryAt` waits for an operator. `status` filters (default every status). The API's and
         *     the workers' `/metrics` count the FAILED ones (`norma_compass_reanchor_failed_runs`). Needs
         *     OPERATOR.
         */
        get: operations["listCompassReanchorFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/compass-reanchor/failures/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispatches a failed re-anchoring run again
         * @description A FAILED run becomes RETRYING (its automatic retry, if one was due, is cancelled) and its job
         *     is written to the outbox in the same transaction (the relay dispatches it). Safe to repeat: a run that is not FAILED (already RETRYING or
         *     RESOLVED) is answered as it is, with `dispatched` false, and nothing is dispatched; the job
         *     itself skips the points an earlier attempt carried and each owner's e-mail is sent once per
         *     batch. Written to the audit log. Unknown id: 404. Needs OPERATOR.
         */
        post: operations["retryCompassReanchorFailure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/configprops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API's configuration by prefix (secrets shown as ******) */
        get: operations["getManagementConfigProps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active profiles and property sources (environment, runtime); secrets shown as ******
         * @description Values of variables whose names speak of secrets, passwords, tokens, keys or credentials,
         *     passwords inside URLs, and any value equal to a configured secret are replaced by `******`.
         *     Needs OPERATOR.
         */
        get: operations["getManagementEnv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/audits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first unless sorted otherwise; the total in x-total-count
         * @description Sign-ins, failures and every administrative change (who, what, before and after). A
         *     tenant administrator sees its tenant's events; an operator sees every tenant's. `fromDate`
         *     and `toDate` are days (inclusive, UTC); `sort` is `field,asc|desc` with field `timestamp`
         *     (also `auditEventDate`), `principal`, `type` (also `auditEventType`) or `data`.
         */
        get: operations["getManagementAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of the API process (text exposition format)
         * @description Process and event-loop figures, HTTP request latency by route and status, queue depth and
         *     oldest job age, outbox backlog, e-mail deliveries by state and the search index's state.
         *     With `METRICS_TOKEN` set it needs `Authorization: Bearer <METRICS_TOKEN>`; unset, only a
         *     scraper on the API's own machine is answered (a loopback connection that no proxy
         *     forwarded). Anyone else gets 401.
         */
        get: operations["getPrometheusMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scim-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the SCIM tokens
         * @description The SCIM provisioning tokens (issue 31), never their secrets, newest first. A tenant administrator sees its own tenant's tokens only; the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["listAdminScimTokens"];
        put?: never;
        /**
         * Issue a SCIM token
         * @description Issues a SCIM provisioning token of the caller's tenant. The reply carries the secret once (`secret`): only its HMAC is stored, and no later call shows it. A tenant has at most 5 tokens that are not revoked (a sixth: 409). Written to the audit log (ADMIN_SCIM_TOKEN_CREATE, without the secret).
         */
        post: operations["createAdminScimToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/scim-tokens/{id}": {
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
         * Revoke a SCIM token
         * @description Revokes the token at once. Revoking a revoked token changes nothing. Written to the audit log (ADMIN_SCIM_TOKEN_REVOKE). A tenant administrator sees its own tenant's tokens only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        delete: operations["revokeAdminScimToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the API keys (ra-data-simple-rest)
         * @description Keys of the public API (issue 30), never their secrets. Filter: `accountId`, `q` (name or prefix), `revoked` (true/false), `id` (a list). A tenant administrator sees its own tenant's keys only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key of the caller's tenant, or of one of its accounts (`accountId`; another tenant's account: 404). The reply carries the secret once (`secret`): only its HMAC is stored, and no later call shows it. Written to the audit log (ADMIN_API_KEY_CREATE, without the secret).
         */
        post: operations["createAdminApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An API key
         * @description One key, without its secret. A tenant administrator sees its own tenant's keys only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the key at once: every one of its secrets stops working (401) on the next call. Revoking a revoked key changes nothing. Written to the audit log (ADMIN_API_KEY_REVOKE). A tenant administrator sees its own tenant's keys only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        delete: operations["revokeAdminApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key''s secret
         * @description Gives the key a new secret, shown once in the reply; the secrets it had stay valid for `graceHours` (0 ends them now), so systems can switch without a gap. A revoked or expired key: 400. Written to the audit log (ADMIN_API_KEY_ROTATE). A tenant administrator sees its own tenant's keys only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        post: operations["rotateAdminApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook endpoints (ra-data-simple-rest)
         * @description Webhook endpoints (issue 30), never their signing secrets. Filter: `accountId`, `q` (URL or description), `enabled` (true/false), `id` (a list). A tenant administrator sees its own tenant's endpoints only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an endpoint of the caller's tenant, or of one of its accounts (`accountId`; another tenant's account: 404). The URL must be https (http only where the operator runs in development or test), and its host must resolve to public addresses only: private, loopback, link-local, unique-local and cloud metadata addresses are refused (400, `url`), loopback allowed only when the operator sets WEBHOOK_ALLOW_LOOPBACK outside production. A tenant has at most WEBHOOK_MAX_ENDPOINTS_PER_TENANT endpoints (409). The reply carries the Standard Webhooks signing secret (`whsec_…`) once. Written to the audit log (ADMIN_WEBHOOK_ENDPOINT_CREATE, without the secret).
         */
        post: operations["createAdminWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint
         * @description One endpoint, without its signing secret. Another tenant's id: 404 (the platform operator sees every tenant's).
         */
        get: operations["getAdminWebhookEndpoint"];
        /**
         * Change a webhook endpoint
         * @description Changes the URL (checked as at registration), the events, the description, the per-minute limit, or enables or disables it. Enabling an endpoint the workers disabled clears its failure count and reason. Written to the audit log (ADMIN_WEBHOOK_ENDPOINT_UPDATE). Another tenant's id: 404.
         */
        put: operations["updateAdminWebhookEndpoint"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint with its delivery log; deliveries not yet sent are not sent. Written to the audit log (ADMIN_WEBHOOK_ENDPOINT_DELETE). Another tenant's id: 404.
         */
        delete: operations["deleteAdminWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint''s signing secret
         * @description Gives the endpoint a new Standard Webhooks signing secret, shown once in the reply. For `graceHours` (default WEBHOOK_SECRET_GRACE_HOURS, 24; 0 ends it now) deliveries are signed with both the new and the current secret — `webhook-signature` carries the two signatures separated by a space — so a receiver verifies with either while it switches; after that with the new one only. A secret replaced earlier whose grace had not ended stops signing. Written to the audit log (ADMIN_WEBHOOK_SECRET_ROTATE, without the secret). A tenant administrator sees its own tenant's endpoints only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        post: operations["rotateAdminWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log (ra-data-simple-rest)
         * @description Deliveries of webhook messages, newest first by default: status, attempts, the last reply's status code and duration. Filter: `endpointId` (a list), `status`, `id` (a list). Only endpoints of the caller's tenant (the platform operator: every tenant's). The total is in Content-Range.
         */
        get: operations["listAdminWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A delivery with its attempts
         * @description One delivery: the message sent (its body, capped), and each attempt with its reply's status code, duration, error and the beginning of its body. Never the secret or the signature. Another tenant's id: 404.
         */
        get: operations["getAdminWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhook-deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queues the same message (same `webhook-id`, so an idempotent receiver can tell) to the same endpoint once more, as a new delivery with its own attempts. The endpoint must be enabled (400). At most WEBHOOK_REPLAYS_PER_HOUR replays per endpoint and hour (429 with Retry-After). Written to the audit log (ADMIN_WEBHOOK_REPLAY). Another tenant's id: 404.
         */
        post: operations["replayAdminWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants (ra-data-simple-rest)
         * @description Tenants with their whole configuration. Filter: `q` (code, name or title), `id`. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the tenants
         * @description A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminTenant"];
        /**
         * Change one of the tenants
         * @description The tenant's configuration: branding, features, search types, help menu, access messages, tips, links, banner with its dates, sign-in methods and identity providers (secrets write-only). Readers see the change on their next call. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The change is written to the audit log with the record before and after.
         */
        put: operations["updateAdminTenant"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenant-texts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tenant's texts in one language (ra-data-simple-rest getOne)
         * @description The per-language texts of a tenant (table tenant_texts) in one interface language: the greeting, the banner, the tips (`tip.<position>.title|content|linkText`), the help topics (`help.<help menu key>`) and the access messages (`access.<message key>`). The id is `<tenant id>-<language>`, e.g. `1-ar`; a language without texts answers an empty `texts`. The reader shows the text of its interface language, else English, else the tenant's own. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminTenantTexts"];
        /**
         * Replace a tenant's texts in one language (ra-data-simple-rest update)
         * @description Replaces the language's texts with `texts` (a field left out or empty has no text in that language: the reader falls back to English, then to the tenant's own). Readers see the change on their next call. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The change is written to the audit log with the texts before and after.
         */
        put: operations["updateAdminTenantTexts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tenant-text-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tenant's texts, one row per language and field (ra-data-simple-rest getList)
         * @description Every per-language text of the tenant (table tenant_texts), one row per tenant, language and field, so the console can list, filter and page them all (the `tenant-texts` records group them by language for editing; a row's `textsId` names its record). Sort by `language`, `field` or `tenantId` (then tenant, language and field). Filter: `language` (one of the 14 interface languages), `field` (part of the key, any case), `q` (part of the key or the text, any case), `tenantId` (the operator's choice of tenant). A tenant administrator sees its own tenant's texts only (another tenant's `tenantId` lists nothing); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminTenantTextEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (ra-data-simple-rest)
         * @description Users. Filter: `q` (e-mail or name), `activated`, `authority`, `accountId`, `tenant` (operator), `id`. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user of the caller's tenant (an operator may name `tenant`) without a password. Unless `invite` is false, an invitation e-mail goes out through the outbox (in the user's language, with the tenant's branding) carrying a single-use link, valid INVITATION_TTL_HOURS, where the user chooses a first password (`POST /api/account/invitation/finish`); until then the user can sign in through the tenant's identity provider (SSO, matched by e-mail). An e-mail already used in the tenant: 409. The change is written to the audit log with the record before and after. The invitation counts against the address's invitations per day and the administrator's and the tenant's e-mails per hour; over a limit the user is not created (create with `invite` false, invite later). Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["createAdminUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a user a new invitation to choose a password
         * @description Sends the invitation e-mail again with a new single-use link (valid INVITATION_TTL_HOURS); links sent before stop working. A deactivated user: 400. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. Written to the audit log. It counts against the address's invitations per day and the administrator's and the tenant's e-mails per hour. Limits on e-mail (EmailLimits, the tenant's or EMAIL_LIMIT_* defaults): over one, 429 problem+json with Retry-After and `message` error.emailLimit.<limit> (`params` the limit's name), and nothing is shared or sent.
         */
        post: operations["inviteAdminUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the users
         * @description A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminUser"];
        /**
         * Change one of the users
         * @description Names, language, activation (false deactivates: the user's sessions are refused from the next call), authorities and the accounts the user belongs to (of the same tenant; another tenant's account: 404). OPERATOR is given only by an operator. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The change is written to the audit log with the record before and after.
         */
        put: operations["updateAdminUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts (ra-data-simple-rest)
         * @description Accounts with their address ranges and subscriptions. Filter: `q` (number, name or acronym), `type`, `active`, `tenant` (operator), `id`. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the accounts
         * @description A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminAccount"];
        /**
         * Change one of the accounts
         * @description Name, acronym, activation, the account's flags and its address ranges for company sign-in (IPv4/IPv6 CIDRs, replaced whole). A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The change is written to the audit log with the record before and after.
         */
        put: operations["updateAdminAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revision reviews of the tenant's accounts, overdue first (ra-data-simple-rest)
         * @description Every account's revision reviews (issue 28, docs/reviews.md) in one list for the console:
         *     overdue ones first, then the open ones by due date, then the signed-off ones, newest first
         *     (the order is fixed; `sort` may only name `id`). Filter: `status` (`open`, `due-soon`,
         *     `overdue`, `closed`), `accountId`, `q` (the document's designation or the account's number
         *     or name), `tenant` (operator). A tenant administrator sees its own tenant's reviews only; the
         *     platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compass-point-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List compass point setting rows (ra-data-simple-rest)
         * @description The setting rows of spec 2 §6 of the caller's tenant (every tenant for an operator): per tenant, per account, per document, per account and document. Filters: `documentId`, `accountId`, `q` (designation or title of the document).
         */
        get: operations["listAdminCompassPointSettings"];
        put?: never;
        /**
         * Add a compass point setting row (e.g. for one document)
         * @description A document or account of another tenant: 404. A row for the same account and document already exists: 409. Audited.
         */
        post: operations["createAdminCompassPointSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compass-point-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** One compass point setting row */
        get: operations["getAdminCompassPointSetting"];
        /**
         * Change a compass point setting row (activate, view, manage, attributes)
         * @description The row keeps its account and document. Audited with the row before and after; readers see the change at once.
         */
        put: operations["updateAdminCompassPointSetting"];
        post?: never;
        /** Remove a compass point setting row (the less specific rows apply again) */
        delete: operations["deleteAdminCompassPointSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the products (subscriptions offered) of the tenant (ra-data-simple-rest)
         * @description For choosing the product of an account's subscription. Filters: `q` (name or abbreviation), `id`.
         */
        get: operations["listAdminProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List feedback (ra-data-simple-rest)
         * @description The feedback inbox, newest first. Filter: `kind` (SEARCH or GENERAL), `from` and `to` (days, inclusive), `q` (text), `tenant` (operator), `id`. A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's. The total is in Content-Range.
         */
        get: operations["listAdminFeedbacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the feedback
         * @description A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["getAdminFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback inbox as CSV (the list's filters)
         * @description Every row the filter matches (at most 100,000), newest first, as `text/csv` (UTF-8 with a byte-order mark, for spreadsheets). A tenant administrator sees its own tenant's records only (another tenant's id: 404); the platform operator (OPERATOR) sees every tenant's.
         */
        get: operations["exportAdminFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** COUNTER API server status (public) */
        get: operations["getCounterStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Institutions the caller may harvest (the customer, or every account for the tenant's customer_id) */
        get: operations["getCounterMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The COUNTER reports and Standard Views served, with the months available */
        get: operations["getCounterReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/pr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER PR: Platform Report
         * @description Report_Header and Report_Items as COUNTER_API.json's PR schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportPr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/pr_p1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER PR_P1: Platform Usage
         * @description Report_Header and Report_Items as COUNTER_API.json's PR_P1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportPrP1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/dr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER DR: Database Report
         * @description Report_Header and Report_Items as COUNTER_API.json's DR schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportDr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/dr_d1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER DR_D1: Database Search and Item Usage
         * @description Report_Header and Report_Items as COUNTER_API.json's DR_D1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportDrD1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/dr_d2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER DR_D2: Database Access Denied
         * @description Report_Header and Report_Items as COUNTER_API.json's DR_D2 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportDrD2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR: Title Report
         * @description Report_Header and Report_Items as COUNTER_API.json's TR schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_b1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_B1: Book Requests (Controlled)
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_B1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrB1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_b2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_B2: Book Access Denied
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_B2 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrB2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_b3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_B3: Book Usage by Access Type
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_B3 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrB3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_j1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_J1: Journal Requests (Controlled)
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_J1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrJ1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_j2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_J2: Journal Access Denied
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_J2 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrJ2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_j3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_J3: Journal Usage by Access Type
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_J3 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrJ3"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/tr_j4": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER TR_J4: Journal Requests by YOP (Controlled)
         * @description Report_Header and Report_Items as COUNTER_API.json's TR_J4 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportTrJ4"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/ir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER IR: Item Report
         * @description Report_Header and Report_Items as COUNTER_API.json's IR schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportIr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/ir_a1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER IR_A1: Journal Article Requests
         * @description Report_Header and Report_Items as COUNTER_API.json's IR_A1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportIrA1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sushi/r51/reports/ir_m1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * COUNTER IR_M1: Multimedia Item Requests
         * @description Report_Header and Report_Items as COUNTER_API.json's IR_M1 schema. Parameters the report does
         *     not take are named in Exception 3050 of the header; no usage in the period is Exception 3030.
         */
        get: operations["getCounterReportIrM1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/counter-reports/{reportId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A COUNTER report as a tabular report (TSV or CSV) with COUNTER's header rows
         * @description The same report as /api/sushi/r51/reports/{reportId}, for the usage pages' export buttons
         *     (a token with ADMIN or REPORT_VIEW; no requestor_id/api_key). Missing or invalid dates are a
         *     400 naming the field; a customer the user may not see is 403.
         */
        get: operations["exportCounterReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/dashboard-embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard-embed call (spec 3 §7) — a signed, short-lived EmbedUrl of the usage dashboard
         * @description Parameters as the spec names them: AccountNumber (one of the user's accounts, `all` for the
         *     whole tenant — ADMIN), TenantName (the tenant's name or code), ApplicationCode COMPASS,
         *     StartDate and EndDate (yyyy-mm-dd; the last 7 days by default). The same checks as
         *     GET /api/usage/summary (403 without ADMIN or REPORT_VIEW or in DRM mode, 404 for an account
         *     that is not the user's). The EmbedUrl opens /embed/usage-report for 300 seconds without a
         *     session; it shows only the figures of that account and period.
         */
        get: operations["getDashboardEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/embed/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The figures of an embedded usage dashboard, by its signed token (no session)
         * @description The token of an EmbedUrl (GET /api/usage/dashboard-embed). 404 `usageReport.embed.expired`
         *     when it is not valid, has expired or belongs to another tenant. `accounts` is empty. Such
         *     tokens tried from one client address are limited: past SECRET_GUESS_LIMIT (10) within
         *     SECRET_GUESS_WINDOW_SECONDS (900), 429 with Retry-After.
         */
        get: operations["getEmbeddedUsageSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The usage page's figures (requests, investigations, searches, denials by day; top documents; searches without results)
         * @description For /usage-report (ADMIN or REPORT_VIEW; refused with 403 `usage-report.error.drm` when the
         *     tenant reads in DRM mode). The last 7 days by default (to = today, UTC), at most 366 days.
         *     accountNumber is one of `accounts` (404 otherwise, another tenant's too), `all` for the
         *     whole tenant (ADMIN), or absent for the selected account. Read from the daily roll-ups.
         */
        get: operations["getUsageSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/counter-api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue COUNTER API credentials (requestor_id + api_key) to an account of the tenant
         * @description For harvesting tools. The api_key is shown in this reply only (its SHA-256 is kept). Needs
         *     ADMIN; an account of another tenant is 404.
         */
        post: operations["issueCounterApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active account's revision reviews, a page at a time
         * @description The reviews of the account the session acts for (issue 28, docs/reviews.md), newest due
         *     date first within each state: overdue ones first, then the open ones by due date, then the
         *     signed-off ones, newest first. `status` keeps one list: `open` (every open review),
         *     `due-soon` (open, due within 7 days and not yet overdue), `overdue` (open, due before today,
         *     UTC), `closed` (signed off). `counts` gives each list's size whatever the filter. Every member
         *     of the account reads its reviews.
         */
        get: operations["listReviews"];
        put?: never;
        /**
         * Open a review of a revision by hand (from the alert, the document or the tracked documents)
         * @description Opens the review of an edition change for the active account: `contentId` names a new
         *     edition (one that superseded another) or a withdrawn or replaced edition, of a document
         *     family the account tracks (a member tracks one of its editions through the account). The
         *     caller becomes the review's owner. One review per account and change: when it exists
         *     already, it is answered as it is (200); a new one is 201. A document the caller may not
         *     see is 404; a document that is neither a new edition nor withdrawn, or one the account
         *     does not track, is 400 naming `contentId`.
         */
        post: operations["openReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active account's review settings
         * @description Whether a revision of a tracked document opens a review by itself, and the default time to review. Every member reads them; `mayChange` says whether the caller is an administrator of the account.
         */
        get: operations["getReviewSettings"];
        /**
         * Change the active account's review settings (the account's administrators)
         * @description Only an administrator of the account (its role ADMIN) changes them; other members get 403.
         */
        put: operations["updateReviewSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One review with its items, reviewers and sign-off
         * @description A review of another account or tenant, or an unknown id, is 404. `permissions` says what the caller may do with it.
         */
        get: operations["getReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign reviewers (members of the account, or one of its groups) and a due date
         * @description Replaces the reviewers, the reviewer group and the due date. Only the account's
         *     administrators, the review's owner and the members who track the document through the
         *     account assign (others 403). Each reviewer must be a member of the account and the group
         *     one of the account's groups (400 naming `reviewerIds` or `groupId`); the due date may not be
         *     in the past (400 naming `dueDate`). A signed-off review is 409.
         */
        put: operations["assignReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record the decision on one item (no impact, action needed, not applicable)
         * @description The reviewers (named, or members of the reviewer group), the owner, the trackers and the
         *     account's administrators decide; other members get 403. ACTION_NEEDED needs an action owner
         *     (a member of the account) and an action due date (400 naming `actionOwnerId` or
         *     `actionDueDate`); the other decisions take neither. `version` is the item's version the
         *     decision was made on: when someone decided it since, the answer is 409 and nothing changes.
         *     A signed-off review is 409. Each decision is written to the review's history.
         */
        put: operations["decideReviewItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/sign-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign the review off; after that it never changes
         * @description The caller signs the review off under their name: the account's administrators, the
         *     review's owner and the trackers may (others 403). Every item must be decided first (409
         *     `error.review.undecided`); a review signed off already is 409 `error.review.signedOff`
         *     (also when two sign-offs race: one wins, the other is 409).
         */
        post: operations["signOffReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review's audit trail, oldest first
         * @description Who opened, assigned, decided and signed off, when, with the values before and after.
         */
        get: operations["getReviewHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{reviewId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review for auditors, as CSV
         * @description One row per item (its kind, label, decision, comment, action owner and due date, who decided
         *     and when) after a header block naming the document, the change, the reviewers, the due date
         *     and the sign-off; UTF-8 with a byte-order mark, cells a spreadsheet would read as a formula
         *     written as text.
         */
        get: operations["exportReviewCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/ServiceProviderConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM service provider configuration
         * @description What this SCIM 2.0 service supports (RFC 7643 §5): PATCH, filters, ETags; no bulk, sorting or password change.
         */
        get: operations["getScimServiceProviderConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/ResourceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM resource types
         * @description The resource types (RFC 7643 §6): User and Group.
         */
        get: operations["listScimResourceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/ResourceTypes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One SCIM resource type
         * @description User or Group; another name is 404.
         */
        get: operations["getScimResourceType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SCIM schemas
         * @description The attributes of Users and Groups this service keeps (RFC 7643 §7).
         */
        get: operations["listScimSchemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Schemas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One SCIM schema
         * @description A schema by its URN; another is 404.
         */
        get: operations["getScimSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or filter the tenant’s users
         * @description The token’s tenant’s users, oldest first. filter (RFC 7644 §3.4.2.2) on userName, externalId, id, emails, displayName, name.givenName, name.familyName, active with eq, ne, co, sw, ew, pr, and, or, not (anything else: 400 invalidFilter); startIndex from 1, count at most 200 (a larger count is cut to 200).
         */
        get: operations["listScimUsers"];
        put?: never;
        /**
         * Provision a user
         * @description A new user of the token’s tenant. userName unique in the tenant whatever its case, and the e-mail address (the primary emails value, else the first, else userName) unique too: 409 uniqueness. Audited.
         */
        post: operations["createScimUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user
         * @description A user of the token’s tenant; another tenant’s user is 404. If-None-Match with the current version: 304.
         */
        get: operations["getScimUser"];
        /**
         * Replace a user
         * @description Replaces the user’s attributes (absent ones are cleared; active is kept when absent). If-Match: 412 unless it names the current version. active false signs the user out everywhere at once.
         */
        put: operations["replaceScimUser"];
        post?: never;
        /**
         * Delete a user
         * @description Removes the user (their sessions end at once). If-Match as for PUT.
         */
        delete: operations["deleteScimUser"];
        options?: never;
        head?: never;
        /**
         * Change a user in part
         * @description PATCH operations (add, replace, remove; paths with value filters) applied to the user, then checked as a replacement. id, meta and groups are read-only: 400 mutability. If-Match as for PUT.
         */
        patch: operations["patchScimUser"];
        trace?: never;
    };
    "/scim/v2/Groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or filter the tenant’s groups (company accounts)
         * @description The token’s tenant’s active company accounts. filter on displayName, externalId, id, members with eq, ne, co, sw, ew, pr, and, or, not; paging as for Users; excludedAttributes=members leaves the members out.
         */
        get: operations["listScimGroups"];
        put?: never;
        /**
         * Provision a group
         * @description A new company account of the token’s tenant, with members that are users of that tenant (another id: 400 invalidValue). Audited.
         */
        post: operations["createScimGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scim/v2/Groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a group
         * @description A company account of the token’s tenant with its members.
         */
        get: operations["getScimGroup"];
        /**
         * Replace a group
         * @description Name, external id and exactly these members; members who leave lose their sessions on the account at once. If-Match as for Users.
         */
        put: operations["replaceScimGroup"];
        post?: never;
        /**
         * Delete a group
         * @description The company account is deactivated (its subscriptions and data are kept for the operator); its members’ sessions on it end at once.
         */
        delete: operations["deleteScimGroup"];
        options?: never;
        head?: never;
        /**
         * Change a group in part
         * @description PATCH operations, e.g. add or remove members (members[value eq "12"]), replace displayName. If-Match as for Users.
         */
        patch: operations["patchScimGroup"];
        trace?: never;
    };
    "/api/reviews/{reviewId}/export.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review for auditors, as PDF in the tenant's branding
         * @description The record an auditor reads (docs/reviews.md): the tenant's name and colours, the document
         *     and the change, the state, opening, due date and reviewers, the sign-off (who, when, the
         *     comment), every item — the changed clauses of the change summary with their words, the
         *     compass points, the citing documents — with its decision, comment, action owner and due
         *     date and who decided when, then the history. Labels in `language`, else the user's
         *     language, else Accept-Language; Arabic right to left. A language the server's fonts cannot
         *     write gets English labels.
         */
        get: operations["exportReviewPdf"];
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
        /** @description SCIM's error message (RFC 7644 §3.12) */
        ScimError: {
            schemas: string[];
            status: string;
            scimType?: string;
            detail?: string;
        };
        ScimMeta: {
            resourceType?: string;
            /** Format: date-time */
            created?: string;
            /** Format: date-time */
            lastModified?: string;
            location?: string;
            version?: string;
        };
        ScimReference: {
            value?: string | number;
            $ref?: string;
            display?: string;
            type?: string;
        };
        /** @description A user of the tenant (RFC 7643 §4.1). Writable: userName, externalId, name, displayName, emails, active; read-only: id, groups, meta. Other attributes (extensions, password) are ignored. */
        ScimUser: {
            schemas?: string[];
            id?: string;
            externalId?: string | null;
            userName?: string;
            name?: {
                givenName?: string | null;
                familyName?: string | null;
                formatted?: string | null;
            };
            displayName?: string | null;
            emails?: {
                value?: string;
                type?: string;
                primary?: boolean;
                display?: string;
            }[];
            active?: boolean | string;
            groups?: components["schemas"]["ScimReference"][];
            meta?: components["schemas"]["ScimMeta"];
        };
        /** @description A company account of the tenant (RFC 7643 §4.2), its members users of the tenant. */
        ScimGroup: {
            schemas?: string[];
            id?: string;
            externalId?: string | null;
            displayName?: string;
            members?: components["schemas"]["ScimReference"][];
            meta?: components["schemas"]["ScimMeta"];
        };
        /** @description A PATCH (RFC 7644 §3.5.2); at most 100 operations */
        ScimPatchRequest: {
            schemas: string[];
            Operations: {
                op: string;
                path?: string;
                value?: unknown;
            }[];
        };
        ScimListEnvelope: {
            schemas: string[];
            totalResults: number;
            startIndex: number;
            itemsPerPage: number;
        };
        ScimUserList: components["schemas"]["ScimListEnvelope"] & {
            Resources?: components["schemas"]["ScimUser"][];
        };
        ScimGroupList: components["schemas"]["ScimListEnvelope"] & {
            Resources?: components["schemas"]["ScimGroup"][];
        };
        /** @description A discovery resource (ServiceProviderConfig, ResourceType or Schema), as RFC 7643 §5–§7 define it */
        ScimDiscovery: {
            [key: string]: unknown;
        };
        ScimDiscoveryList: components["schemas"]["ScimListEnvelope"] & {
            Resources?: components["schemas"]["ScimDiscovery"][];
        };
        /**
         * @description What a key may call: search, documents (metadata and editions), changes (the changes feed), tracking, usage, webhooks
         * @enum {string}
         */
        ApiKeyScope: "search" | "documents" | "changes" | "tracking" | "usage" | "webhooks";
        /** @description A SCIM provisioning token of a tenant (issue 31), without its secret */
        ScimToken: {
            id: number;
            tenantId: number;
            name: string;
            /** @description The secret's public beginning, to tell tokens apart */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
        };
        ScimTokenWithSecret: components["schemas"]["ScimToken"] & {
            /** @description The token to give the identity provider (`Authorization: Bearer <secret>`); shown in this reply only */
            secret: string;
        };
        ScimTokenCreate: {
            name: string;
        };
        /** @description A key of the public API (issue 30), without its secret */
        ApiKey: {
            id: number;
            tenantId: number;
            /** @description The account whose entitlement the key has; null for a key of the whole tenant */
            accountId: number | null;
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
            /** @description The secret's public beginning, to tell keys apart */
            prefix: string;
            rateLimitPerMinute: number;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            revokedAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            lastUsedIp: string | null;
            callCount: number;
            /**
             * Format: date-time
             * @description After a rotation, until when the previous secret still works
             */
            previousSecretValidUntil?: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "EXPIRED" | "REVOKED";
        };
        ApiKeyWithSecret: components["schemas"]["ApiKey"] & {
            /** @description The key to send as `Authorization: Bearer <secret>`; shown in this reply only */
            secret: string;
        };
        ApiKeyCreate: {
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
            /** @description An account of the tenant; absent or null for a key of the whole tenant */
            accountId?: number | null;
            /**
             * Format: date-time
             * @description When the key stops working (in the future, at most 3 years ahead); null for never
             */
            expiresAt?: string | null;
            /** @default 600 */
            rateLimitPerMinute: number;
        };
        ApiKeyRotate: {
            /**
             * @description How long the key's current secrets keep working beside the new one
             * @default 24
             */
            graceHours: number;
        };
        WebhookSecretRotate: {
            /** @description How long the current secret keeps signing beside the new one (default WEBHOOK_SECRET_GRACE_HOURS, 24); 0 ends it now */
            graceHours?: number;
        };
        /**
         * @description What an endpoint can take: document.published (a first edition), document.revised (a new edition of a line), document.withdrawn, document.status_changed (from the publish events the changes feed also lists), tracking.document_changed (a document users of the tenant track changed: from the revision-alert fan-out), compass_point.needs_check (a new edition's re-anchoring moved a compass point onto changed text or could not place it), review.assigned (reviewers, a group or a due date given to a revision review), review.signed_off (a revision review signed off). An endpoint of one account hears only of documents the account is entitled to.
         * @enum {string}
         */
        WebhookEventType: "document.published" | "document.revised" | "document.withdrawn" | "document.status_changed" | "tracking.document_changed" | "compass_point.needs_check" | "review.assigned" | "review.signed_off";
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
        WebhookEndpointUpdate: {
            url?: string;
            description?: string;
            events?: components["schemas"]["WebhookEventType"][];
            rateLimitPerMinute?: number;
            enabled?: boolean;
        };
        /**
         * @description PENDING (queued or waiting for a retry), SUCCEEDED (a 2xx reply), FAILED (every attempt failed, or the target was refused), CANCELLED (the endpoint was disabled before it went out)
         * @enum {string}
         */
        WebhookDeliveryStatus: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELLED";
        WebhookDelivery: {
            id: number;
            endpointId: number;
            /** @description The `webhook-id` header (the same for a replay) */
            messageId: string;
            eventType: components["schemas"]["WebhookEventType"];
            /** @description 0 for the original delivery, then 1, 2… for replays */
            replayNumber: number;
            status: components["schemas"]["WebhookDeliveryStatus"];
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            lastDurationMs: number | null;
            lastError: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookAttempt: {
            attempt: number;
            /** Format: date-time */
            startedAt: string;
            statusCode: number | null;
            durationMs: number;
            error: string | null;
            /** @description The beginning of the reply's body (capped) */
            responseExcerpt: string | null;
        };
        WebhookDeliveryDetail: components["schemas"]["WebhookDelivery"] & {
            /** @description The body that was sent (capped) */
            payload: string;
            attemptLog: components["schemas"]["WebhookAttempt"][];
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
        PublicSearchPage: {
            count: number;
            page: number;
            size: number;
            hasMore: boolean;
            results: components["schemas"]["PublicDocumentSummary"][];
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
        PublicChangePage: {
            changes: components["schemas"]["PublicChange"][];
            /** @description Where the next page starts; kept by the client to resume (the same cursor again when nothing is new) */
            nextCursor: string;
            hasMore: boolean;
        };
        CompassReanchorFailure: {
            id: number;
            /** @description The publish batch whose new editions the run was for */
            batchId: string;
            editions: {
                /** @description The new edition */
                documentId: number;
                /** @description The edition its points come from */
                previousDocumentId: number;
                /** @description The new edition's content code (null when it is gone) */
                contentCode?: string | null;
                designation?: string | null;
            }[];
            /** @description The last attempt's error */
            error: string;
            /** @description Attempts used up, over every run of the batch */
            attempts: number;
            /** Format: date-time */
            failedAt: string;
            /** @enum {string} */
            status: "FAILED" | "RETRYING" | "RESOLVED";
            /** @description How many times an operator dispatched it again */
            retries: number;
            /** Format: date-time */
            retriedAt: string | null;
            retriedBy: string | null;
            /** Format: date-time */
            resolvedAt: string | null;
            /** @description How many times the system dispatched it again by itself (at most COMPASS_REANCHOR_AUTO_RETRIES) */
            autoRetries: number;
            /**
             * Format: date-time
             * @description When the system dispatches this FAILED run again by itself; null when no automatic retry is left (the run waits for an operator) or the run is not FAILED
             */
            nextRetryAt: string | null;
        };
        CompassReanchorRetry: {
            /** @description True when this request dispatched the run again (it was FAILED) */
            dispatched: boolean;
            failure: components["schemas"]["CompassReanchorFailure"];
        };
        /** @description A person named on a review (their name as the account knows it, and e-mail) */
        ReviewPerson: {
            /** @description Null when the user has been deleted since */
            userId: number | null;
            name: string;
            email: string | null;
        };
        ReviewDocument: {
            contentId: number;
            contentCode: string;
            designation: string;
            title: string;
            status: string;
        };
        /** @description Items in all, decided, and decided "action needed" */
        ReviewCounts: {
            total: number;
            decided: number;
            actionNeeded: number;
        };
        ReviewSummary: {
            id: number;
            document: components["schemas"]["ReviewDocument"];
            previousDocument: null | components["schemas"]["ReviewDocument"];
            /** @enum {string} */
            change: "NEW_VERSION" | "WITHDRAWN";
            /** @enum {string} */
            origin: "AUTO" | "MANUAL";
            /** @enum {string} */
            status: "OPEN" | "SIGNED_OFF";
            /** Format: date */
            dueDate: string | null;
            overdue: boolean;
            /** Format: date-time */
            openedAt: string;
            openedBy: null | components["schemas"]["ReviewPerson"];
            /** Format: date-time */
            signedOffAt: string | null;
            items: components["schemas"]["ReviewCounts"];
        };
        ReviewPage: {
            total: number;
            page: number;
            size: number;
            /** @description The size of each list, whatever the filter */
            counts: {
                open: number;
                dueSoon: number;
                overdue: number;
                closed: number;
            };
            reviews: components["schemas"]["ReviewSummary"][];
        };
        ReviewItem: {
            id: number;
            /**
             * @description A changed clause, one of the account's compass points on the document, or one of the account's documents that cites it
             * @enum {string}
             */
            kind: "CLAUSE" | "COMPASS_POINT" | "REFERENCE";
            label: string;
            /**
             * @description CLAUSE: { change (ADDED, DELETED, REVISED, MOVED, RENUMBERED), number, previousNumber,
             *     heading, quote }; COMPASS_POINT: { compassPointId, uuid, name, placement, carried };
             *     REFERENCE: { contentId, designation, title, kind, clause, via (TRACKED, COLLECTION,
             *     GROUP), collections }
             */
            detail: {
                [key: string]: unknown;
            };
            decision: null | components["schemas"]["ReviewDecisionKind"];
            comment: string | null;
            actionOwner: null | components["schemas"]["ReviewPerson"];
            /** Format: date */
            actionDueDate: string | null;
            decidedBy: null | components["schemas"]["ReviewPerson"];
            /** Format: date-time */
            decidedAt: string | null;
            version: number;
        };
        /** @enum {string} */
        ReviewDecisionKind: "NO_IMPACT" | "ACTION_NEEDED" | "NOT_APPLICABLE";
        Review: components["schemas"]["ReviewSummary"] & {
            reviewers: components["schemas"]["ReviewPerson"][];
            reviewerGroup: null | {
                id: number;
                name: string;
            };
            /** @description The edition's change summary is not ready yet; its clauses are added when it is */
            clausesPending: boolean;
            signOff: null | {
                name: string;
                userId: number | null;
                /** Format: date-time */
                at: string;
                comment: string | null;
            };
            itemList: components["schemas"]["ReviewItem"][];
            permissions: {
                assign: boolean;
                decide: boolean;
                signOff: boolean;
            };
        };
        ReviewOpenRequest: {
            /** @description The new edition, or the withdrawn edition */
            contentId: number;
        };
        ReviewAssignment: {
            reviewerIds: number[];
            groupId?: number | null;
            /** Format: date */
            dueDate?: string | null;
        };
        ReviewDecision: {
            decision: components["schemas"]["ReviewDecisionKind"];
            comment?: string | null;
            actionOwnerId?: number | null;
            /** Format: date */
            actionDueDate?: string | null;
            /** @description The item's version the decision was made on (409 when it changed since) */
            version?: number;
        };
        ReviewSignOff: {
            comment?: string | null;
        };
        ReviewSettings: {
            autoOpen: boolean;
            defaultDueDays: number;
            mayChange: boolean;
        };
        ReviewSettingsUpdate: {
            autoOpen: boolean;
            defaultDueDays?: number;
        };
        ReviewAuditEntry: {
            id: number;
            /** @enum {string} */
            action: "OPEN" | "ASSIGN" | "DECIDE" | "SIGN_OFF";
            itemId: number | null;
            /** @description Who did it; null when the review was opened automatically */
            user: null | components["schemas"]["ReviewPerson"];
            /** Format: date-time */
            at: string;
            /** @description { current, previous }: the values after and before */
            data: {
                [key: string]: unknown;
            };
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
        /** @description Envelope `{count, result}` used by search and list calls; `result` is the page's array, typed by each list */
        CountResultPage: {
            count: number;
        };
        /** @description Envelope `{content, totalElements, pageSize}` used by compass point lists; `content` is the page's array, typed by each list */
        ContentPage: {
            totalElements: number;
            pageSize: number;
        };
        /** @description Envelope `{responseData: {totalCount, list}}` used by sharing lists; `list` is the page's array, typed by each list */
        ResponseDataPage: {
            responseData: {
                totalCount: number;
            };
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
            rememberMe?: boolean;
        };
        TokenResponse: {
            /** @description Bearer token (JWT) for the Authorization header */
            id_token: string;
        };
        HealthComponent: {
            /** @enum {string} */
            status: "UP" | "DOWN";
            details?: {
                [key: string]: unknown;
            };
        };
        AdminTenant: {
            id: number;
            code: string;
            isMain?: boolean;
            domains?: string[];
            tenantName: string;
            title: string;
            logoFileName?: string | null;
            hasFavicon?: boolean;
            primaryColor?: string;
            accentColor?: string;
            greeting?: string | null;
            /** Format: email */
            supportEmail?: string;
            supportPhone?: string | null;
            contactLink?: string | null;
            salesLink?: string | null;
            aboutUrl?: string | null;
            privacyUrl?: string | null;
            policiesUrl?: string | null;
            copyrightUrl?: string | null;
            trackerUrl?: string | null;
            trackerAvailable?: boolean;
            elearningUrl?: string | null;
            clUrl?: string | null;
            iamServerVersion?: string;
            /** @description The cookie-consent script's address, an https URL on a host of the API's COOKIE_CONSENT_SCRIPT_HOSTS (another host is refused with 400 naming the field) */
            onetrustScript?: string | null;
            profileManagementUrl?: string | null;
            progressiveProfilingUrl?: string | null;
            memberLinkUrl?: string | null;
            userManagementEnabled?: boolean;
            userManagementUrl?: string | null;
            passwordLoginEnabled?: boolean;
            ipLoginEnabled?: boolean;
            /** @enum {string} */
            defaultLanguage?: "en" | "ar" | "fr-CA" | "fr" | "zh-Hans" | "it" | "ja" | "ko" | "pt" | "ru" | "tr" | "es-ES" | "es" | "de";
            enableCompassPoints?: boolean;
            /** @description Cascade alerts (issue 27) — trackers of a document hear when a document it references normatively gets a new edition or is withdrawn. On unless switched off; each user can also switch it off per tracked document. */
            referenceAlerts?: boolean;
            drmView?: boolean;
            footer?: {
                address?: string;
                /** @description The tenant's home page, an http(s) URL (or empty) */
                home?: string;
                "show-tenant-footer-logo"?: boolean;
            };
            footerTipsTricksKey?: string | null;
            logoutConfig?: {
                confirm?: boolean;
                message?: string;
                /** @description Where the reader sends a user after signing out of single sign-on, an http(s) URL (or empty) */
                redirectUrl?: string;
            };
            bannerText?: string | null;
            /** Format: date-time */
            bannerStartDate?: string | null;
            /** Format: date-time */
            bannerEndDate?: string | null;
            emailLimits?: components["schemas"]["EmailLimits"];
            emailLimitDefaults?: components["schemas"]["EmailLimitValues"];
            features?: {
                code: string;
                enabled: boolean;
            }[];
            searchTypes?: {
                code: string;
                labelKey: string;
                enabled: boolean;
                position?: number;
            }[];
            helpMenu?: {
                key: string;
                topic: string;
                /** @enum {string} */
                kind: "VIDEO" | "RESOURCES" | "GUIDE" | "PDF";
                url?: string | null;
                language?: string | null;
                position?: number;
            }[];
            accessMessages?: {
                key: string;
                value: string;
            }[];
            tips?: {
                title: string;
                content: string;
                linkText?: string | null;
                /** @description An http(s) URL, or for DOWNLOAD the key of a help PDF (no colon); EXTERNAL needs an http(s) URL */
                linkUrl?: string | null;
                /** @enum {string|null} */
                linkKind?: "DOWNLOAD" | "EXTERNAL" | null;
                position?: number;
            }[];
            links?: {
                title: string;
                url: string;
                /** @enum {string} */
                placement: "SIDEBAR" | "FOOTER" | "HEADER";
                position?: number;
            }[];
            identityProviders?: {
                /** @enum {string} */
                kind: "OIDC" | "JWT" | "APPLET";
                issuer: string;
                clientId?: string | null;
                jwksUri?: string | null;
                allowedIssuers?: string[];
                publicKeyPem?: string | null;
                profileCompletionUrl?: string | null;
                federated?: boolean;
                enabled?: boolean;
                id: number;
                hasSharedSecret: boolean;
            }[];
            /** Format: date-time */
            updatedAt?: string;
        };
        /**
         * @description A tenant's limits on the e-mails its users make the platform send (shares, group shares and
         *     messages, invitations); null follows the platform default (EMAIL_LIMIT_* of the API, shown
         *     in `emailLimitDefaults`). Over a limit the action is refused whole: 429 with Retry-After.
         *     Counted in PostgreSQL per clock hour (per UTC day for invitations).
         */
        EmailLimits: {
            /** @description Most recipients one share, group message or documents added to a group may e-mail (default 50) */
            recipientsPerShare?: number | null;
            /** @description E-mails one user's actions may send per clock hour (default 100) */
            emailsPerUserPerHour?: number | null;
            /** @description Invitation e-mails (an outsider invited by a share, a user's set-password invitation) to one address per UTC day (default 3) */
            invitationsPerAddressPerDay?: number | null;
            /** @description E-mails all the tenant's users together may send per clock hour (default 1000) */
            emailsPerTenantPerHour?: number | null;
        };
        /** @description The platform defaults of EmailLimits (EMAIL_LIMIT_* of the API); read-only */
        EmailLimitValues: {
            recipientsPerShare: number;
            emailsPerUserPerHour: number;
            invitationsPerAddressPerDay: number;
            emailsPerTenantPerHour: number;
        };
        AdminTenantTextEntry: {
            /** @description `<tenant id>-<language>:<field>` */
            id: string;
            tenantId: number;
            /** @description The tenant's code */
            tenant: string;
            /** @enum {string} */
            language: "en" | "ar" | "fr-CA" | "zh-Hans" | "fr" | "it" | "ja" | "ko" | "pt" | "ru" | "es-ES" | "es" | "tr" | "de";
            /** @description `greeting`, `banner`, `tip.<position>.title|content|linkText`, `help.<help menu key>` or `access.<access message key>` */
            field: string;
            text: string;
            /** @description The id of the language's `tenant-texts` record, `<tenant id>-<language>`, to edit the text with */
            textsId: string;
        };
        AdminTenantTexts: {
            /** @description `<tenant id>-<language>` */
            id: string;
            tenantId: number;
            /** @enum {string} */
            language: "en" | "ar" | "fr-CA" | "zh-Hans" | "fr" | "it" | "ja" | "ko" | "pt" | "ru" | "es-ES" | "es" | "tr" | "de";
            texts: components["schemas"]["TenantTextMap"];
        };
        /** @description The language's texts (other properties of the record, e.g. `id` and `language` as react-admin sends them back, are ignored). */
        AdminTenantTextsUpdate: {
            texts: components["schemas"]["TenantTextMap"];
        };
        /** @description Field → text. Fields: `greeting`, `banner`, `tip.<position>.title|content|linkText`, `help.<help menu key>`, `access.<access message key>`; at most 300 fields, each text at most 10,000 characters. */
        TenantTextMap: {
            [key: string]: string;
        };
        /** @description Any subset of the tenant's configuration; collections given are replaced whole. Fields the tenant does not have (id, code, hasSharedSecret, ...) are ignored. */
        AdminTenantUpdate: {
            tenantName?: string;
            title?: string;
            logoFileName?: string | null;
            hasFavicon?: boolean;
            primaryColor?: string;
            accentColor?: string;
            greeting?: string | null;
            /** Format: email */
            supportEmail?: string;
            supportPhone?: string | null;
            contactLink?: string | null;
            salesLink?: string | null;
            aboutUrl?: string | null;
            privacyUrl?: string | null;
            policiesUrl?: string | null;
            copyrightUrl?: string | null;
            trackerUrl?: string | null;
            trackerAvailable?: boolean;
            elearningUrl?: string | null;
            clUrl?: string | null;
            iamServerVersion?: string;
            /** @description The cookie-consent script's address, an https URL on a host of the API's COOKIE_CONSENT_SCRIPT_HOSTS (another host is refused with 400 naming the field) */
            onetrustScript?: string | null;
            profileManagementUrl?: string | null;
            progressiveProfilingUrl?: string | null;
            memberLinkUrl?: string | null;
            userManagementEnabled?: boolean;
            userManagementUrl?: string | null;
            passwordLoginEnabled?: boolean;
            ipLoginEnabled?: boolean;
            /** @enum {string} */
            defaultLanguage?: "en" | "ar" | "fr-CA" | "fr" | "zh-Hans" | "it" | "ja" | "ko" | "pt" | "ru" | "tr" | "es-ES" | "es" | "de";
            enableCompassPoints?: boolean;
            /** @description Cascade alerts (issue 27) — trackers of a document hear when a document it references normatively gets a new edition or is withdrawn. On unless switched off; each user can also switch it off per tracked document. */
            referenceAlerts?: boolean;
            drmView?: boolean;
            footer?: {
                address?: string;
                /** @description The tenant's home page, an http(s) URL (or empty) */
                home?: string;
                "show-tenant-footer-logo"?: boolean;
            };
            footerTipsTricksKey?: string | null;
            logoutConfig?: {
                confirm?: boolean;
                message?: string;
                /** @description Where the reader sends a user after signing out of single sign-on, an http(s) URL (or empty) */
                redirectUrl?: string;
            };
            bannerText?: string | null;
            /** Format: date-time */
            bannerStartDate?: string | null;
            /** Format: date-time */
            bannerEndDate?: string | null;
            emailLimits?: components["schemas"]["EmailLimits"];
            features?: {
                code: string;
                enabled: boolean;
            }[];
            searchTypes?: {
                code: string;
                labelKey: string;
                enabled: boolean;
                position?: number;
            }[];
            helpMenu?: {
                key: string;
                topic: string;
                /** @enum {string} */
                kind: "VIDEO" | "RESOURCES" | "GUIDE" | "PDF";
                url?: string | null;
                language?: string | null;
                position?: number;
            }[];
            accessMessages?: {
                key: string;
                value: string;
            }[];
            tips?: {
                title: string;
                content: string;
                linkText?: string | null;
                /** @description An http(s) URL, or for DOWNLOAD the key of a help PDF (no colon); EXTERNAL needs an http(s) URL */
                linkUrl?: string | null;
                /** @enum {string|null} */
                linkKind?: "DOWNLOAD" | "EXTERNAL" | null;
                position?: number;
            }[];
            links?: {
                title: string;
                url: string;
                /** @enum {string} */
                placement: "SIDEBAR" | "FOOTER" | "HEADER";
                position?: number;
            }[];
            identityProviders?: {
                /** @enum {string} */
                kind: "OIDC" | "JWT" | "APPLET";
                issuer: string;
                clientId?: string | null;
                jwksUri?: string | null;
                allowedIssuers?: string[];
                publicKeyPem?: string | null;
                profileCompletionUrl?: string | null;
                federated?: boolean;
                enabled?: boolean;
                id?: number;
                /** @description Write-only: absent keeps the stored secret, null removes it. JWT/APPLET: the HS256 secret; OIDC: the client secret of a confidential client (HTTP Basic at the token endpoint; none: a public client, PKCE only) */
                sharedSecret?: string | null;
            }[];
        };
        AdminUser: {
            id: number;
            tenant?: string;
            email: string;
            firstName?: string | null;
            lastName?: string | null;
            langKey?: string;
            activated: boolean;
            userType?: string;
            authorities: string[];
            accountIds: number[];
            /** @description The accounts of `accountIds` whose administrator the user is (account_memberships.role ADMIN; issue 28) */
            administeredAccountIds?: number[];
            hasPassword?: boolean;
            /** Format: date-time */
            lastLoginAt?: string | null;
            /** Format: date-time */
            createdAt?: string;
        };
        /** @description A revision review as the console lists it (issue 28) */
        AdminReview: {
            id: number;
            tenant: string;
            accountId: number;
            accountNumber: string;
            accountName: string;
            designation: string;
            title: string;
            /** @enum {string} */
            change: "NEW_VERSION" | "WITHDRAWN";
            /** @enum {string} */
            status: "OPEN" | "SIGNED_OFF";
            /** Format: date */
            dueDate: string | null;
            overdue: boolean;
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            signedOffAt: string | null;
            /** @description The signer's name as it was stored at sign-off */
            signedOffBy: string | null;
            itemsTotal: number;
            itemsDecided: number;
        };
        AdminUserUpdate: {
            firstName?: string | null;
            lastName?: string | null;
            /** @enum {string} */
            langKey?: "en" | "ar" | "fr-CA" | "fr" | "zh-Hans" | "it" | "ja" | "ko" | "pt" | "ru" | "tr" | "es-ES" | "es" | "de";
            activated?: boolean;
            authorities?: ("ADMIN" | "REPORT_VIEW" | "COMPASS_POINT_ADMIN" | "COMPASS_USER_ADMIN" | "COMPASS_USER" | "COMPASS_USAGE_REPORT_VIEWER" | "OPERATOR")[];
            accountIds?: number[];
            /**
             * @description The accounts the user administers (issue 28: an account administrator changes the
             *     account's review settings, assigns and signs off its reviews); each must be one of the
             *     user's accounts after the save (400 naming `administeredAccountIds`), the others are made
             *     plain members. Replaced whole; absent: unchanged.
             */
            administeredAccountIds?: number[];
        };
        InvitationSent: {
            /** Format: date-time */
            expiresAt: string;
        };
        InvitationInfo: {
            email: string;
            /** Format: date-time */
            expiresAt: string;
        };
        InvitationFinish: {
            key: string;
            newPassword: string;
        };
        AdminUserCreate: {
            /**
             * @description Send the invitation e-mail to choose a first password (false for users who sign in only through SSO)
             * @default true
             */
            invite: boolean;
            firstName?: string | null;
            lastName?: string | null;
            /** @enum {string} */
            langKey?: "en" | "ar" | "fr-CA" | "fr" | "zh-Hans" | "it" | "ja" | "ko" | "pt" | "ru" | "tr" | "es-ES" | "es" | "de";
            activated?: boolean;
            authorities?: ("ADMIN" | "REPORT_VIEW" | "COMPASS_POINT_ADMIN" | "COMPASS_USER_ADMIN" | "COMPASS_USER" | "COMPASS_USAGE_REPORT_VIEWER" | "OPERATOR")[];
            accountIds?: number[];
            /** Format: email */
            email: string;
            tenant?: string;
        };
        AdminAccount: {
            id: number;
            tenant?: string;
            accountNumber: string;
            name: string;
            acronym?: string | null;
            type?: string;
            active?: boolean;
            customCollection?: boolean;
            compassPointFlag?: boolean;
            semanticSearchFlag?: boolean;
            ipRanges?: {
                range?: string;
                label?: string | null;
            }[];
            subscriptions?: {
                productId?: number;
                product?: string;
                startsAt?: string;
                endsAt?: string | null;
                active?: boolean;
            }[];
            members?: number;
        };
        AdminProduct: {
            id: number;
            tenant?: string;
            subscriptionName: string;
            subscriptionAbbrName: string;
        };
        AdminCompassPointAttribute: {
            show?: boolean;
            required?: boolean;
        };
        AdminCompassPointAttributes: {
            name?: components["schemas"]["AdminCompassPointAttribute"];
            description?: components["schemas"]["AdminCompassPointAttribute"];
            "overlay-details"?: components["schemas"]["AdminCompassPointAttribute"];
        };
        AdminCompassPointSetting: {
            id: number;
            tenant?: string;
            accountId?: number | null;
            accountName?: string | null;
            documentId?: number | null;
            designation?: string | null;
            title?: string | null;
            activate: boolean;
            /** @enum {string} */
            viewSetting: "All" | "Own" | "None";
            /** @enum {string} */
            manageSetting: "All" | "Own" | "None";
            attributes: components["schemas"]["AdminCompassPointAttributes"];
        };
        AdminCompassPointSettingWrite: {
            /** @description Only when creating; the row of the whole tenant when null */
            accountId?: number | null;
            /** @description Only when creating; every document when null */
            documentId?: number | null;
            activate?: boolean;
            /** @enum {string} */
            viewSetting?: "All" | "Own" | "None";
            /** @enum {string} */
            manageSetting?: "All" | "Own" | "None";
            attributes?: components["schemas"]["AdminCompassPointAttributes"];
        };
        AdminAccountUpdate: {
            name?: string;
            acronym?: string | null;
            active?: boolean;
            customCollection?: boolean;
            compassPointFlag?: boolean;
            semanticSearchFlag?: boolean;
            /** @description When sent, the account's subscriptions become exactly these (one per product; a product of another tenant: 404; endsAt before startsAt: 400). */
            subscriptions?: {
                productId: number;
                /** Format: date-time */
                startsAt: string;
                /** Format: date-time */
                endsAt?: string | null;
                active?: boolean;
            }[];
            ipRanges?: {
                range: string;
                label?: string | null;
            }[];
        };
        AdminFeedback: {
            id: number;
            tenant?: string;
            kind: string;
            user?: string | null;
            account?: string | null;
            documentSearching?: string | null;
            additionalFeedback?: string | null;
            searchText?: string | null;
            searchQuery?: string | null;
            searchType?: string | null;
            q1Response?: string | null;
            q2Response?: string | null;
            version?: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        ManagementInfo: {
            activeProfiles: string[];
            "display-ribbon-on-profiles": string;
            /** @description The operator's database console (DATABASE_CONSOLE_URL); OPERATOR sessions only. */
            databaseConsole?: string;
            /** @description The reader's address (PUBLIC_BASE_URL), where the console's "Try sign-in" opens a tenant's sign-in page. */
            readerUrl?: string;
            git?: {
                [key: string]: unknown;
            };
            build?: {
                [key: string]: unknown;
            };
        };
        /** @description Sections keyed as JHipster's jhimetrics; each holds measured figures. */
        ManagementMetrics: {
            jvm: {
                [key: string]: unknown;
            };
            threads: {
                [key: string]: unknown;
            };
            processMetrics: {
                [key: string]: unknown;
            };
            garbageCollector: {
                [key: string]: unknown;
            };
            "http.server.requests": {
                [key: string]: unknown;
            };
            services: {
                [key: string]: unknown;
            };
            cache: {
                [key: string]: unknown;
            };
            databases: {
                [key: string]: unknown;
            };
            diskSpace?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ManagementThreadDump: {
            eventLoop: {
                [key: string]: unknown;
            };
            activeResources: {
                [key: string]: number;
            };
            threads: {
                [key: string]: unknown;
            }[];
            queues: {
                [key: string]: unknown;
            }[];
        };
        ManagementLoggers: {
            levels: string[];
            loggers: {
                [key: string]: {
                    configuredLevel?: string | null;
                    effectiveLevel: string;
                };
            };
        };
        LoggerLevelChange: {
            /** @enum {string|null} */
            configuredLevel: "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "OFF" | null;
        };
        ManagementConfigProps: {
            contexts: {
                [key: string]: unknown;
            };
        };
        ManagementEnv: {
            activeProfiles: string[];
            propertySources: {
                name: string;
                properties: {
                    [key: string]: {
                        value?: unknown;
                    };
                };
            }[];
        };
        AuditEvent: {
            id: number;
            /** Format: date-time */
            timestamp: string;
            principal: string;
            type: string;
            tenant?: string | null;
            data: {
                [key: string]: unknown;
            };
        };
        Health: {
            /** @enum {string} */
            status: "UP" | "DOWN";
            components: {
                [key: string]: components["schemas"]["HealthComponent"];
            };
        };
        SsoStartRequest: {
            /** @description The reader path to return to after signing in (spec 3 §4); anything but a local path is replaced by "/" */
            redirectUrl?: string;
            /** @description Ask the provider to authenticate the user again even when it has a session (prompt=login) */
            force?: boolean;
        };
        SsoStart: {
            /** @description The provider's authorization endpoint with client_id, redirect_uri, response_type=code, scope, state, nonce, code_challenge (S256) */
            authorizationUrl: string;
            /** @description Keep it (session storage) and send it back with the callback; it expires after 10 minutes */
            flowId: string;
        };
        SsoCallbackRequest: {
            flowId: string;
            /** @description The query string the provider sent to /implicit/callback (with or without the leading "?") */
            callbackQuery: string;
        };
        SsoLoginResult: components["schemas"]["ExternalLoginResult"] & {
            /** @description The reader path the sign-in began on (the start's redirectUrl) */
            returnTo: string;
        };
        SsoLogout: {
            /** @description The provider's end-session URL to send the browser to, if it has one */
            endSessionUrl: string | null;
        };
        PartnerLoginRequest: {
            /** @description A token signed by the partner system with the key configured for the tenant */
            token: string;
        };
        ExternalLoginResult: {
            /** @enum {string} */
            outcome: "SIGNED_IN" | "PROFILE_COMPLETION" | "SIGN_OUT";
            /** @description Present when outcome is SIGNED_IN */
            id_token?: string;
            /** @description Where to complete the profile (PROFILE_COMPLETION) */
            redirectUrl?: string | null;
            /** @description Message key to show (PROFILE_COMPLETION, SIGN_OUT) */
            message?: string;
        };
        AuthenticationData: {
            /**
             * @description The current session's sign-in type; IP when the address alone would sign in; else null
             * @enum {string|null}
             */
            authType: "SSO" | "IP" | "JWT" | "APPLET" | "PWD" | null;
            requestId: string;
            originatedIpAddress: string;
            /** @description Name of the company account whose ranges contain the address, if any */
            originatedWhiteListedAccount: string | null;
        };
        /** @description The session object of spec 3 §3 */
        Session: {
            /** @description User id; null for an anonymous company session */
            id: number | null;
            /** @description E-mail of the user, or the company's acronym or name */
            login: string;
            email: string | null;
            firstName?: string | null;
            lastName?: string | null;
            /** @enum {string} */
            userType: "INDIVIDUAL" | "COMPANY";
            /** @enum {string} */
            authType: "SSO" | "IP" | "JWT" | "APPLET" | "PWD";
            tenant: string;
            MAETenantID?: string | null;
            selectedAccountId: number | null;
            /**
             * @description READY: an account is selected. SELECT_ACCOUNT: several accounts and none (or one the
             *     user no longer belongs to) selected — show the account switch (not for JWT/SSO).
             *     NO_ENTITLEMENTS: the user belongs to no account — show the role message, then sign out.
             * @enum {string}
             */
            sessionState: "READY" | "SELECT_ACCOUNT" | "NO_ENTITLEMENTS";
            userAccounts: components["schemas"]["UserAccount"][];
            cgEntitlements: components["schemas"]["AccountEntitlement"][];
            authorities: string[];
            /** @description The user's language; the tenant's default language for an anonymous company session */
            langKey: string;
            /** @description The user accepted the tenant's current licence agreement (true when there is none) */
            lcaAgreementFlag: boolean;
            contentSecurity: {
                "drm-view": boolean;
            };
            refinementSections: string[];
            billboard?: components["schemas"]["Billboard"] | null;
            activated: boolean;
            /**
             * @description Every backend tab name with whether this session shows it: Tracker needs show-tracker,
             *     Group group-enable (both, Favorites and Notes a signed-in individual), E-Learning the
             *     tenant's e-learning site, Compass Points the compass point flag (Manage Compass Links
             *     also COMPASS_POINT_ADMIN), Subscription Usage ADMIN or REPORT_VIEW, Custom Collection the
             *     account's flag; SpecBuilder is never offered. A user's preference can only hide entries.
             */
            userMenuList: components["schemas"]["UserMenuEntry"][];
            customCollection: boolean;
            compassPointFlag: boolean;
            semanticSearchFlag: boolean;
            profileManagementUrl?: string | null;
            /** @description Number of the selected account's active subscriptions */
            subscriptionCount?: number;
        };
        AccountEntitlement: {
            accountId: number;
            accountNumber: string;
            accountName: string;
            /** @enum {string} */
            accountType: "INDIVIDUAL" | "COMPANY";
            accountSetting: {
                acronym: string | null;
            };
        };
        Billboard: {
            "tenant-publisher-only": boolean;
            PublisherSearchKey: string;
            /** @description The logo's file name; the image is getPublisherLogo of publisher-code */
            PublisherLogoFileName?: string | null;
            BillBoardTitle?: string | null;
            /** @description The billboard's name (as on the publisher's refinement node), else the publisher's name */
            billboardName?: string | null;
            "publisher-code": string;
        };
        UserMenuEntry: {
            menu: {
                menuName: string;
            };
            isShowed: boolean;
        };
        UserAccount: {
            id?: number | null;
            accountId: number;
            firstName?: string | null;
            lastName?: string | null;
            companyName?: string | null;
            address1?: string | null;
            address2?: string | null;
            city?: string | null;
            state?: string | null;
            postalCode?: string | null;
            country?: string | null;
            mobile?: string | null;
        };
        UserAccountUpdate: {
            firstName?: string;
            lastName?: string;
            companyName?: string;
            address1: string;
            address2?: string;
            city: string;
            /** @description A US state code; only when country is US (otherwise empty) */
            state?: string;
            postalCode: string;
            /** @description ISO 3166-1 alpha-2 code */
            country: string;
            mobile?: string;
        };
        SwitchAccountRequest: {
            accountId: number;
            /**
             * @description The client's idea of its sign-in type (checked against the token's)
             * @enum {string}
             */
            authType?: "SSO" | "IP" | "JWT" | "APPLET" | "PWD";
            originatedIpAddress?: string;
        };
        SwitchAccountResult: {
            validationResult: boolean;
            /** @description A token for the chosen account (when validationResult is true) */
            id_token?: string;
            message?: string;
        };
        LicenseAgreementResponse: {
            responseData: {
                value: {
                    licenseContent: string;
                    version: number;
                    accepted: boolean;
                    /** Format: date-time */
                    acceptedAt?: string | null;
                };
            };
        };
        AcceptLicenseRequest: {
            /** @description The version the user read; refused with 409 when a newer one was published meanwhile */
            version?: number;
        };
        MetaDataItem: {
            id: number;
            code: string;
            value: string;
        };
        FeedbackRequest: {
            searchQuery?: string;
            searchType?: string;
            /** @description What the user was looking for (required; blank after trimming is refused) */
            q1Response: string;
            q2Response?: string;
            /** @description The refinements of the search the feedback is about (the URL's categories list) */
            refinements?: components["schemas"]["RefinementItem"][];
            /** @default classic */
            version: string;
        };
        PublishBatchRequest: {
            /** @description Names the batch and its revision alerts (default a random UUID); used once */
            batchId?: string;
            /**
             * Format: date-time
             * @description Default now
             */
            publishedAt?: string;
            items: components["schemas"]["PublishItem"][];
        };
        /**
         * @description NEW_VERSION (publisherKey, family, designation required; a first edition also title,
         *     designationNo, documentType, assetType and contentType; other fields default to the
         *     previous edition's) or STATUS (contentCode and status; Replaced and Withdrawn Replaced
         *     name replacedByContentCode).
         */
        PublishItem: {
            /** @enum {string} */
            kind: "NEW_VERSION" | "STATUS";
            publisherKey?: string;
            family?: string;
            languageCode?: string;
            designation?: string;
            designationNo?: string;
            displayDesignation?: string;
            contentCode?: string;
            title?: string;
            description?: string | null;
            documentType?: string;
            assetType?: string;
            contentType?: string;
            classification?: string | null;
            assetId?: string | null;
            organizationId?: string | null;
            status?: string;
            editionYear?: number | null;
            publishedDate?: string;
            publishedOnlineDate?: string | null;
            lastUpdateDate?: string;
            /** @description STATUS — day of the change (YYYY-MM-DD) */
            date?: string;
            replacedByContentCode?: string;
            /**
             * @description NEW_VERSION of a paper or chapter (STP_PAPER, MANUAL_MONO_PAPERS, DATA_SERIES_PAPERS):
             *     the content code of the book it belongs to (earlier in the batch or existing); left
             *     out, a new edition keeps its predecessor's book. Its full book is that book's PDF.
             */
            bookContentCode?: string | null;
            downloadable?: boolean;
            allowToTrack?: boolean;
            allowToFavorite?: boolean;
            hasVideo?: boolean;
            refinementNodeIds?: number[];
            collectionIds?: number[];
            extraMetadata?: {
                [key: string]: unknown;
            };
            bodyText?: string;
            assets?: components["schemas"]["PublishAsset"][];
        };
        /** @description One of content, contentBase64 or storageKey */
        PublishAsset: {
            /** @enum {string} */
            kind: "HTML" | "PDF";
            /** @description The file as text (HTML) */
            content?: string;
            /** @description The file's bytes in base64 (PDF) */
            contentBase64?: string;
            storageKey?: string;
            contentType?: string;
            pageCount?: number;
            assetId?: string;
        };
        PublishBatchResult: {
            batchId: string;
            publishedAt: string;
            changes: {
                /** @enum {string} */
                kind: "NEW_VERSION" | "STATUS";
                contentCode: string;
                documentId: number;
                previousDocumentId?: number | null;
                previousStatus?: string | null;
                status: string;
                replacedByContentCode?: string | null;
                redlineId?: number | null;
            }[];
        };
        FeedbackReceipt: {
            id: number;
        };
        /** @description One item of the URL's categories list */
        RefinementItem: {
            /** @description Node key (a publisher key for r=pub) */
            k: string;
            /** @description Node name */
            n?: string;
            /**
             * @description Root abbreviation — pub publisher, oc other content, cat category, dt document type, ics ICS code, com committee, sec industry sector, top topic
             * @enum {string}
             */
            r: "pub" | "oc" | "cat" | "dt" | "ics" | "com" | "sec" | "top" | "PUB" | "OC" | "CAT" | "DT" | "ICS" | "COM" | "SEC" | "TOP";
            /** @description Parent key path */
            pk?: string | string[];
        };
        RefinementKeys: string[];
        /**
         * @description A search. Refinements come as the URL's categories list (`refinements`) and/or the payload
         *     groups of spec 1 §3; values of one root are OR'ed, roots AND'ed.
         */
        SearchRequest: {
            /** @description The search text; URL-decoded and cut at 500 characters; empty means `*` */
            keywords?: string;
            /**
             * @default keyword
             * @enum {string}
             */
            searchField: "keyword" | "designation" | "all" | "K" | "D" | "A";
            /** @enum {string} */
            sortType?: "BEST_MATCH" | "OVERRIDE_SORT";
            /** @description Scope to one publisher (id or key); its billboard comes with the reply */
            publisherId?: string | number;
            refinements?: components["schemas"]["RefinementItem"][];
            refinementData?: components["schemas"]["RefinementKeys"];
            icsCodeRefinement?: components["schemas"]["RefinementKeys"];
            sectorRefinement?: components["schemas"]["RefinementKeys"];
            categoryRefinement?: components["schemas"]["RefinementKeys"];
            committeeRefinement?: components["schemas"]["RefinementKeys"];
            publisherRefinement?: components["schemas"]["RefinementKeys"];
            topicRefinement?: components["schemas"]["RefinementKeys"];
            otherContentRefinement?: components["schemas"]["RefinementKeys"];
            /**
             * @description The reader's interface language (`es`, `fr-FR`, …). Query words are looked up as that
             *     language's text search configuration stems them, besides English and unstemmed, so a
             *     Spanish query finds the Spanish translations; counts also name refinement nodes in it.
             */
            language?: string;
            /**
             * @description Only the documents that cite this document's family (issue 27): the current documents
             *     its "cited by" list pages through (GET /api/documents/cited-by/{contentId}), narrowed
             *     further by the text and refinements; the counts follow. A document the tenant does not
             *     present answers 404.
             */
            citesContentId?: number;
        };
        /** @description A search inside the documents; refinements and publisherId as in SearchRequest */
        ClauseSearchRequest: {
            /** @description The words to find; "…" for a phrase, `or` between alternatives, -word to leave a word out */
            query: string;
            /**
             * @description Only clauses that state a requirement (shall, must, is required to, …)
             * @default false
             */
            requirementsOnly: boolean;
            /**
             * @description Page of documents, from 0 (at most the first 10,000 documents are reachable)
             * @default 0
             */
            page: number;
            /**
             * @description Documents per page
             * @default 10
             */
            size: number;
            /**
             * @description Best matching clauses listed per document
             * @default 3
             */
            clausesPerDocument: number;
        } & {
            /** @description Scope to one publisher (id or key) */
            publisherId?: string | number;
            refinements?: components["schemas"]["RefinementItem"][];
            refinementData?: components["schemas"]["RefinementKeys"];
            icsCodeRefinement?: components["schemas"]["RefinementKeys"];
            sectorRefinement?: components["schemas"]["RefinementKeys"];
            categoryRefinement?: components["schemas"]["RefinementKeys"];
            committeeRefinement?: components["schemas"]["RefinementKeys"];
            publisherRefinement?: components["schemas"]["RefinementKeys"];
            topicRefinement?: components["schemas"]["RefinementKeys"];
            otherContentRefinement?: components["schemas"]["RefinementKeys"];
            /** @description The reader's interface language (refinement names) */
            language?: string;
        };
        /** @description A highlighted word of a snippet, as [start, end) in UTF-16 code units of `text` */
        ClauseSnippetHighlight: {
            start: number;
            end: number;
        };
        ClauseSnippet: {
            /** @description Plain text (fragments joined by " … "); never markup */
            text: string;
            highlights: components["schemas"]["ClauseSnippetHighlight"][];
        };
        ClauseMatch: {
            /** @description The clause's place in the edition (0 is the text before the first clause) */
            ordinal: number;
            /** @description As printed ("6.3", "Annex B"); empty before the first clause */
            number: string;
            heading: string | null;
            snippet: components["schemas"]["ClauseSnippet"];
            /** @description The clause's first words as the document shows them, to find it in the HTML */
            quote: string;
            statesRequirement: boolean | null;
        };
        ClauseSearchGroup: {
            contentId: number;
            contentCode: string;
            displayDesignation: string;
            title: string;
            publisherName: string;
            languageCode: string;
            /** @description The user may not open the document; then `clauses` and `terms` are empty */
            locked: boolean;
            matchingClauses: number;
            clauses: components["schemas"]["ClauseMatch"][];
            /** @description The words highlighted in this document's snippets, to highlight in its HTML */
            terms: string[];
            /** @description The clauses were read from the HTML (the HTML tab can show them) */
            hasHtml: boolean;
        };
        ClauseSearchReply: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["ClauseSearchGroup"][];
            page: number;
            size: number;
            /** @description More documents match than `count` says (it stops at 10,000) */
            countCapped: boolean;
            /** @description Clauses matching in the documents counted */
            matchingClauses: number;
        };
        /** @description A search whose refinement counts are wanted; `section` for the top-level counts */
        CountRequest: components["schemas"]["SearchRequest"] & {
            /**
             * @default Publisher
             * @enum {string}
             */
            section: "Publisher" | "Category" | "publisher" | "category" | "PUBLISHER" | "CATEGORY";
        };
        SearchVersion: {
            id: number;
            contentCode: string;
            designation: string;
            displayDesignation: string;
            status: string;
            publishDate: string | null;
            isLatest: boolean;
        };
        SearchResultDocument: {
            id: number;
            contentCode: string;
            designationNo: string;
            displayDesignation: string;
            documentTitle: string;
            documentType: string;
            publisherName: string;
            publisherCode: string;
            status: string;
            /** @description YYYY-MM-DD */
            lastUpdateDate?: string | null;
            /** @description YYYY-MM-DD */
            publishDate?: string | null;
            /** @description YYYY-MM-DD */
            publishedOnlineDate?: string | null;
            /** @description The card's date, 'MMM DD, YYYY' — last update, else publication, else online publication (publication first for research reports) */
            displayDate?: string | null;
            language: string;
            description?: string | null;
            downloadable?: boolean;
            /** @description Whether the selected account's subscriptions entitle it to open the document (always true in the entitled-documents search; false for anonymous and company-less callers). Clients mark the others with a lock and the tenant's no-access message. */
            entitled?: boolean;
            /** @description Relevance (best match and semantic search) */
            score?: number;
            translations: {
                language: string;
                contentCode: string;
            }[];
            connections: {
                designationNo: string;
                contentCode: string;
                versions: components["schemas"]["SearchVersion"][];
            }[];
            supplements: {
                "supplement-display-designation": string;
                "supplement-content-code": string;
            }[];
        };
        SearchReply: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["SearchResultDocument"][];
            nextPageFlag: boolean;
            /** @description The scoped publisher's billboard, present when the search is scoped to a publisher that has one */
            billboard?: components["schemas"]["Billboard"];
        };
        RefinementNode: {
            key: string;
            name: string;
            /** @description Ancestor keys, root first */
            parentKey: string[];
            parentName: string[];
            /** @description Documents of the search under this node (descendants included); null where not counted */
            count: number | null;
            isChecked: boolean;
            /** @description Entitled search — the node has no documents */
            disabled?: boolean;
            /** @description Root abbreviation for the URL's categories list (r) */
            root?: string;
            info?: string | null;
            showBillboard?: boolean;
            billboardName?: string | null;
            billboardLogo?: string | null;
            child: components["schemas"]["RefinementNode"][];
        };
        RefinementNodeList: components["schemas"]["RefinementNode"][];
        /** @description Root category lists; counts are split into publisher (publisherList) and other (otherContentList) */
        RefinementCounts: {
            publisherList?: components["schemas"]["RefinementNodeList"];
            otherContentList?: components["schemas"]["RefinementNodeList"];
            categoryList?: components["schemas"]["RefinementNodeList"];
            documentTypeList?: components["schemas"]["RefinementNodeList"];
            icsCodeList?: components["schemas"]["RefinementNodeList"];
            committeeList?: components["schemas"]["RefinementNodeList"];
            industryList?: components["schemas"]["RefinementNodeList"];
            topicList?: components["schemas"]["RefinementNodeList"];
        };
        SectorsAndThemes: {
            industryList: components["schemas"]["RefinementNodeList"];
            topicList: components["schemas"]["RefinementNodeList"];
        };
        TypeAheadRequest: {
            /** @description URL-decoded and cut at 500 characters; suggestions only for more than 2 characters */
            keywords: string;
            /**
             * @description mysubscription suggests entitled documents only
             * @default content
             * @enum {string}
             */
            "search-type": "content" | "mysubscription" | "semantic";
            /** @description The publisher (key or id) whose further suggestions are wanted */
            publisher?: string | number;
        };
        TypeAheadGroup: {
            publisher: string;
            publisherName: string;
            publisherCode: string;
            /** @description More results exist (ask /type-ahead/publisher) */
            flag: boolean;
            results: {
                id: number;
                designation: string;
                contentCode: string;
                documentTitle: string;
                designationNo: string;
                /** @description Other editions of the same document */
                connections: {
                    id: number;
                    designationNo: string;
                    contentCode: string;
                }[];
            }[];
        };
        SemanticQueryRequest: {
            /** @description What the user is looking for, in their own words (URL-decoded, cut at 500 characters) */
            keywords: string;
        };
        SearchFeedbackRequest: {
            /** @description What the user was searching for (required; message key feedbackform.required) */
            documentSearching: string;
            additionalFeedback?: string;
            /** @description The search text that found nothing */
            searchText?: string;
        };
        SubscriptionInfo: {
            publisherSearchKey?: string | null;
            subscriptionAbbrName: string;
            subscriptionName: string;
            subscriptionImagePath?: string | null;
        };
        SubscriptionEntry: {
            id: number;
            subscriptionInfo: components["schemas"]["SubscriptionInfo"];
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate?: string | null;
        };
        SubscriptionOverview: {
            yourSubscriptions: components["schemas"]["SubscriptionInfo"][];
            subscriptionsMarketplace: components["schemas"]["SubscriptionInfo"][];
        };
        ElpEntitlementStatus: {
            status: boolean;
            /** @description '300' when the account is not entitled */
            code?: string;
            /** @description The tenant's e-learning site (when entitled) */
            url?: string | null;
        };
        TenantConfigRequest: {
            /** @description Tenant code, for callers that know it before any other hint */
            tenantName?: string;
        };
        /** @description The tenant configuration of spec 3 §3 and 1 §3, without secrets */
        TenantConfig: {
            tenantName: string;
            tenantCode?: string;
            title: string;
            isMainTenant?: boolean;
            "has-favicon": boolean;
            /** @description The tenant's default language (sessions without a user use it) */
            defaultLanguage?: string;
            branding?: {
                logo?: string | null;
                primaryColor?: string;
                accentColor?: string;
            };
            greeting?: string | null;
            features: {
                code: string;
                enabled: boolean;
            }[];
            "search-types-configuration": {
                code: string;
                "label-i18n-key": string;
                enabled: boolean;
            }[];
            helpMenu: {
                id: number;
                key: string;
                topic: string;
                kind?: string;
                url?: string | null;
                language?: string | null;
            }[];
            /** @description Public settings of the tenant's OIDC provider (no secrets) */
            identityProvider?: {
                issuer: string;
                clientId: string;
                federated?: boolean;
            } | null;
            /** @description The same provider settings under the name older clients read */
            okta?: {
                issuer?: string;
                clientId?: string;
            } | null;
            clUrl?: string | null;
            "tracker-url"?: string | null;
            elearning?: string | null;
            "iam-server-version"?: string;
            "onetrust-script"?: string | null;
            supportEmail: string;
            supportPhone?: string | null;
            footer?: {
                address?: string | null;
                home?: string | null;
                "show-tenant-footer-logo"?: boolean;
                about?: string | null;
                contact?: string | null;
                privacy?: string | null;
                policies?: string | null;
                copyright?: string | null;
            };
            "footer-tips-tricks"?: string | null;
            userManagement?: {
                enable: boolean;
                url?: string | null;
            };
            "tips-tricks"?: {
                title: string;
                content: string;
                linkText?: string | null;
                linkUrl?: string | null;
                linkKind?: string | null;
            }[];
            "authentication-methods"?: {
                /** @description Sign-in with e-mail and password is offered */
                pwd?: boolean;
                /** @description Company sign-in by address is offered (and some company account has ranges) */
                ip?: boolean;
                /** @description A partner portal can hand over its users (JWT) */
                jwt?: boolean;
                /** @description A desktop applet can hand over its users (APPLET) */
                applet?: boolean;
                sso?: {
                    enabled?: boolean;
                    "logout-config"?: {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The tenant's texts in other interface languages than its own (defaultLanguage), per language: field -> text. Fields: greeting, banner, tip.<position>.title, tip.<position>.content, tip.<position>.linkText, help.<help menu key>. Clients show the interface language's text, else English, else the tenant's own, and mark a text in another language than the interface with its language. */
            texts?: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            "content-access-messages": {
                [key: string]: string;
            };
            enable_compass_points: boolean;
            /** @description Cascade alerts (issue 27) are on for the tenant; the reader then offers the per-tracking switch */
            reference_alerts?: boolean;
            banner?: {
                text: string;
                /** Format: date-time */
                "start-date"?: string | null;
                /** Format: date-time */
                "end-date"?: string | null;
            } | null;
            /** @description The tenant's own publisher */
            publisher?: components["schemas"]["Billboard"] | null;
            profileManagementUrl?: string | null;
            memberLinkUrl?: string | null;
        };
        ExternalUrl: {
            title: string;
            url: string;
            position: number;
            placement?: string;
        };
        ProgressiveProfilingUrl: {
            progressiveProfilingUrl: string | null;
        };
        GroupEnable: {
            groupEnable: boolean;
        };
        /** @description A document card of the personal lists (fields of spec 1 §3's search result document) */
        ListedDocument: {
            contentId: number;
            contentCode: string;
            family: string;
            designationNo: string;
            displayDesignation: string;
            documentTitle: string;
            documentType: string;
            assetType: string;
            assetId?: string | null;
            publisherCode: string;
            publisherName: string;
            status: string;
            /** @description false for an edition a newer one superseded */
            isLatest: boolean;
            language: string;
            /** Format: date */
            publishDate?: string | null;
            /** Format: date */
            publishedOnlineDate?: string | null;
            /** Format: date */
            lastUpdateDate?: string | null;
        };
        TrackedDocument: {
            id: number;
            /** @description false while the tracking is turned off (no alerts) */
            trackingFlag: boolean;
            /**
             * @description Cascade alerts (issue 27): the user also hears when a document this one references
             *     normatively gets a new edition or is withdrawn (if the tenant has them on:
             *     tenant config reference_alerts)
             */
            referenceAlerts: boolean;
            /** Format: date-time */
            trackingSinceDate: string;
            document: components["schemas"]["ListedDocument"];
            /**
             * @description What changed in the latest edition of the tracked line against the one it superseded
             *     (issue 25 §3), when its clause-level change summary is ready: the latest edition and
             *     its counts (the document page's "What changed" has the clauses).
             */
            latestChange?: {
                contentId: number;
                contentCode: string;
                displayDesignation: string;
                counts: components["schemas"]["ClauseChangeCounts"];
            };
        };
        /** @description `count` is the number of unresolved designations matching (the pages' total) */
        UnresolvedReferences: components["schemas"]["CountResultPage"] & {
            publishers: {
                publisher: string;
                references: number;
                designations: number;
                documents: number;
            }[];
            result: {
                publisher: string;
                /** @description The cited family's key ("astm:a9999") */
                key: string;
                /** @description The designation as one citing document writes it */
                designation: string;
                references: number;
                documents: number;
                examples: {
                    contentId: number;
                    contentCode: string;
                    displayDesignation: string;
                }[];
            }[];
        };
        TrackedDocumentList: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["TrackedDocument"][];
        };
        /** @description A tracking, and whether revision alerts can go out now */
        TrackingReply: {
            id: number;
            trackingFlag: boolean;
            /** @description Cascade alerts of this tracking (see TrackingUpdate) */
            referenceAlerts: boolean;
            /** Format: date-time */
            trackingSinceDate: string;
            document: components["schemas"]["ListedDocument"];
            trackerUnavailable: components["schemas"]["TrackerUnavailable"];
        };
        /**
         * @description The same in getContentTracking and in the replies of tracking and track off/on: true
         *     when revision alerts cannot go out now, because the tenant's tracker is switched off
         *     (turning tracking on then answers 503 'Tracker Service Unavailable'; turning it off
         *     works) or because alert delivery is stalled (alert events have waited for the queue
         *     longer than ten minutes; they go out once it is reachable). What the call asked is saved
         *     either way. The reader shows its tracker-unavailable popover.
         */
        TrackerUnavailable: boolean;
        TrackingUpdate: {
            id?: number;
            trackingFlag: boolean;
            /**
             * @description Cascade alerts of this tracking (issue 27): whether the user also hears when a document
             *     the tracked one references normatively gets a new edition or is withdrawn. Left as it is
             *     when absent.
             */
            referenceAlerts?: boolean;
        };
        TrackedPublisher: {
            id: number;
            publisherCode: string;
            publisherName: string;
            /** @description The user tracks every document of the publisher */
            subscribed: boolean;
            /** @description The user's tracked documents of this publisher that are turned on */
            trackedDocumentCount: number;
        };
        TrackedPublisherUpdate: {
            id: number;
            subscribed: boolean;
        };
        PublisherUnsubscribeRequest: {
            /** @description The publisher */
            id: number;
        };
        PublisherUnsubscribeResult: {
            id: number;
            publisherCode: string;
            publisherName: string;
            subscribed: boolean;
            trackedDocumentCount: number;
            /** @description How many tracked documents were turned off */
            unsubscribedDocuments: number;
        };
        WorkItemTracking: {
            /** @description Publisher code */
            publisher: string;
            workItemNumber: string;
            trackingFlag: boolean;
            /** Format: date-time */
            trackingSinceDate?: string | null;
        };
        WorkItemTrackingUpdate: {
            /** @description Publisher code (e.g. ASTM) or name */
            publisher: string;
            workItemNumber: string;
            trackingFlag: boolean;
        };
        /** @description What an unsubscribe link stops; scope all (every alert), document, publisher or workItem */
        TrackingUnsubscribeLink: {
            /** @enum {string} */
            scope: "all" | "document" | "publisher" | "workItem";
            /** @description The recipient's address, partly masked */
            email: string;
            tenantName: string;
            language: string;
            designation?: string;
            documentTitle?: string;
            publisherName?: string;
            workItemNumber?: string;
            workItemTitle?: string;
        };
        TrackingUnsubscribeResult: {
            /** @enum {string} */
            scope: "all" | "document" | "publisher" | "workItem";
            email: string;
            tenantName: string;
            language: string;
            designation?: string;
            documentTitle?: string;
            publisherName?: string;
            workItemNumber?: string;
            workItemTitle?: string;
            /** @description How many trackings were turned off (0 when the link was used before) */
            unsubscribed: number;
        };
        FavoriteDocument: {
            id: number;
            /** Format: date-time */
            createdDate: string;
            document: components["schemas"]["ListedDocument"];
        };
        FavoriteDocumentList: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["FavoriteDocument"][];
        };
        FavoriteDocumentUpdate: {
            id?: number;
            document?: {
                contentCode?: string;
            };
            /** @default true */
            favorite: boolean;
        };
        FavoriteDocumentState: {
            id: number | null;
            favorite: boolean;
            /** Format: date-time */
            createdDate: string | null;
            document: components["schemas"]["ListedDocument"];
        };
        /** @description The favourite entity of spec 3 §3 — `document{contentCode, …}` (the other fields of a listed document may come along and are ignored) — or, flat, the document's contentCode or contentId. A flat field wins over the entity's. */
        ContentFavoriteRequest: {
            contentCode?: string;
            contentId?: number;
            /** @description The favourite entity's document (a listed document; contentCode or contentId names it) */
            document?: {
                contentCode?: string;
                contentId?: number;
            } & {
                [key: string]: unknown;
            };
        };
        AccessedDocument: {
            id: number;
            /** Format: date-time */
            lastAccessedDate: string;
            accessCount: number;
            document: components["schemas"]["ListedDocument"];
        };
        AccessedDocumentList: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["AccessedDocument"][];
        };
        UpdatedDocumentList: components["schemas"]["CountResultPage"] & {
            result: components["schemas"]["ListedDocument"][];
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
        ReferenceNetwork: {
            contentId: number;
            nodes: components["schemas"]["ReferenceNetworkNode"][];
            edges: components["schemas"]["ReferenceNetworkEdge"][];
        };
        ReferenceNetworkNode: {
            document: components["schemas"]["ReferencedDocument"];
            /** @description Steps from the document at the centre (0 for itself) */
            depth: number;
            /**
             * @description Reached by following references (what it cites) or citations (what cites it)
             * @enum {string}
             */
            side: "centre" | "references" | "citedBy";
        };
        ReferenceNetworkEdge: {
            /** @description contentId of the citing document */
            from: number;
            /** @description contentId of the cited document */
            to: number;
            kind: components["schemas"]["ReferenceKind"];
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
        ReferenceCounts: {
            total: number;
            normative: number;
            informative: number;
            bibliography: number;
            notInCatalogue: number;
        };
        DocumentReferences: {
            contentId: number;
            contentCode: string;
            /** @description Whether the edition's references were detected (false for an edition published before detection, until a catalogue run) */
            detected: boolean;
            counts: components["schemas"]["ReferenceCounts"];
            references: components["schemas"]["DocumentReference"][];
            truncated: boolean;
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
        /** @description Document metadata (spec 1 §3), with the extra metadata of its content type as top-level fields */
        DocumentMetadata: {
            contentId: number;
            contentCode: string;
            family: string;
            publisherCode: string;
            publisherName?: string;
            organizationId?: string | null;
            classification?: string | null;
            assetId?: string | null;
            /** @description The asset id, for papers and articles (PaperID) */
            paperId?: string | null;
            documentType: string;
            assetType: string;
            contentType: string;
            designation: string;
            designationNo?: string;
            displayDesignation: string;
            title: string;
            description?: string | null;
            languageCode: string;
            status: string;
            isLatest?: boolean;
            /** @enum {string} */
            video: "Y" | "N";
            /** @description False when the document may not be downloaded (or the tenant reads in DRM mode) */
            downloadable: boolean;
            allowToTrack: boolean;
            allowToFavorite: boolean;
            /** @description The user's favourite of this document, if any */
            contentFavorite: null | {
                id: number;
            };
            /** Format: date */
            publishedDate?: string | null;
            /** Format: date */
            publishedOnlineDate?: string | null;
            /** Format: date */
            lastUpdateDate?: string | null;
            versions: components["schemas"]["DocumentVersion"][];
            htmlVersions: components["schemas"]["DocumentFileVersion"][];
            pdfVersions: components["schemas"]["DocumentFileVersion"][];
            translations: components["schemas"]["DocumentTranslation"][];
            replacedByContentCode?: string | null;
            replacedByFamilyValue?: string | null;
            supersession: components["schemas"]["DocumentSupersession"];
            citationArticleTypeExclude?: boolean;
            tabs: components["schemas"]["DocumentTab"][];
            hasActivatedCompassPoint: boolean;
            hasDeactivatedCompassPoint: boolean;
            committeeSponsor?: string;
            doi?: string;
            histAcceptedDate?: string;
            histReceivedDate?: string;
            isbnEb?: string;
            issn?: string;
            mainCommittee?: string;
            mainWithSubCommittee?: string;
            volumeNumber?: string;
            language?: string[];
            conferenceName?: string;
            conferenceLocation?: string;
            meetingDate?: string;
            session?: string;
            primaryTopic?: string;
            fundingOrganization?: string;
            equivalent?: string[];
            note?: string[];
        };
        /**
         * @description The supersession line (issue 27): the documents of other lines that this document's line
         *     replaces (their editions name one of its editions as their replacement), oldest first, and
         *     the documents that replace it (its current edition names one, that one names the next, …),
         *     nearest first; each followed up to 4 steps. The line's own editions are `versions`. Only
         *     documents the tenant presents.
         */
        DocumentSupersession: {
            replaces: components["schemas"]["SupersessionDocument"][];
            replacedBy: components["schemas"]["SupersessionDocument"][];
        };
        SupersessionDocument: {
            contentCode: string;
            displayDesignation: string;
            title: string;
            status: string;
            editionYear: number | null;
        };
        /** @description An edition of the document's line (same publisher, family and language) */
        DocumentVersion: {
            id: number;
            designationNo: string;
            designation?: string;
            displayDesignation?: string;
            contentCode: string;
            publisherCode: string;
            status: string;
            isLatest?: boolean;
            editionYear?: number | null;
            /** Format: date */
            publishedDate?: string | null;
        };
        /** @description An HTML or PDF file of an edition; id is the file id the html/{id}, pdf/old/{id} and compare calls take */
        DocumentFileVersion: {
            id: number;
            contentId: number;
            contentCode: string;
            designation?: string;
            displayDesignation?: string;
            /** @enum {string} */
            status: "Active" | "Historical";
            editionYear?: number | null;
            /** @description PDF files only */
            assetId?: string | null;
            /** @description PDF files only */
            pageCount?: number | null;
        };
        DocumentTranslation: {
            contentId: number;
            contentCode: string;
            /** @description Short language label, e.g. ES */
            displayCode: string;
            languageCode?: string;
            title?: string;
            /** @description True for the original the others translate */
            original?: boolean;
        };
        DocumentTab: {
            /**
             * @description REFERENCES (position 6) when the citation graph holds a reference of the document or a citation of it (issue 27)
             * @enum {string}
             */
            name: "PDF" | "HTML" | "WORK_ITEMS" | "VISUAL_CONTENT" | "E_LEARNING" | "RELATED_CONTENT" | "COMPASS_POINTS" | "REFERENCES";
            position: number;
        };
        DocumentVerification: {
            contentCode: string;
            contentId: number;
            entitlementAccess: boolean;
        };
        HtmlComparisonRequest: {
            comparisonId: number;
            newHtmlId: number;
            oldHtmlId: number;
            /** @enum {string} */
            status: "QUEUED" | "RUNNING" | "DONE" | "FAILED";
        };
        HtmlComparisonPending: {
            exists: boolean;
            /** @description null when the compare was never requested */
            status: null | ("QUEUED" | "RUNNING" | "DONE" | "FAILED");
        };
        AdditionalDetails: {
            contentCode: string;
            contentType: string;
            assetType: string;
            /** @description The fields this content type shows (null for the generic set) */
            fields?: null | string[];
            paperId?: string | null;
            committeeSponsor?: string;
            doi?: string;
            histAcceptedDate?: string;
            histReceivedDate?: string;
            isbnEb?: string;
            issn?: string;
            mainCommittee?: string;
            mainWithSubCommittee?: string;
            volumeNumber?: string;
            language?: string[];
            conferenceName?: string;
            conferenceLocation?: string;
            meetingDate?: string;
            session?: string;
            primaryTopic?: string;
            fundingOrganization?: string;
            equivalent?: string[];
            note?: string[];
        };
        KeyName: {
            key: string;
            name: string;
        };
        PublisherDetails: {
            contentCode: string;
            publisherCode: string;
            publisherName: string;
            documentType?: string;
            status?: string;
            languageCode?: string;
            /** Format: date */
            publishedDate?: string | null;
            committees: components["schemas"]["KeyName"][];
            icsCodes: components["schemas"]["KeyName"][];
            sectors: components["schemas"]["KeyName"][];
            topics: components["schemas"]["KeyName"][];
            equivalent: string[];
            note: string[];
        };
        RelatedItem: {
            designationOrFamily: string;
            title: string;
            contentCode: string;
        };
        /** @description Only the sections that have entries are present */
        RelatedContent: {
            citedContent?: components["schemas"]["RelatedItem"][];
            sop?: components["schemas"]["RelatedItem"][];
            tma?: components["schemas"]["RelatedItem"][];
            supplements?: components["schemas"]["RelatedItem"][];
        };
        WorkItem: {
            id: number;
            publisher: string;
            publisherName?: string;
            workItemNumber: string;
            title?: string;
            /** Format: date */
            initiatedDate: string | null;
            technicalContact: string | null;
            ballotList: {
                ballotNumber: string;
                itemStatus: string;
                itemNumber: string;
            }[];
        };
        Video: {
            hashed_id: string;
            section?: string | null;
            name: string;
            /** @description Seconds (shown as mm:ss) */
            duration: number;
        };
        ELearningAsset: {
            title: string;
            productCode: string;
            family?: string;
            assetType?: string;
        };
        ContentCodeLookup: {
            contentCode: string | null;
            /** @description 'Not found Content' when no document matches */
            message: null | "Not found Content";
        };
        ContentTracking: {
            /** @description The tracking's id (null when the family is not tracked) */
            id: number | null;
            family: string;
            contentCode?: string | null;
            trackingFlag: boolean;
            /** Format: date-time */
            trackingSinceDate?: string | null;
            /**
             * @description Cascade alerts of this tracking (issue 27): whether the user also hears when a document
             *     the tracked one references normatively changes (true when the family is not tracked: a
             *     new tracking starts with them on).
             */
            referenceAlerts: boolean;
            trackerUnavailable: components["schemas"]["TrackerUnavailable"];
        };
        /** @enum {string} */
        CitationStyle: "APA" | "MLA" | "CHICAGO" | "IEEE" | "HARVARD";
        CitationTypes: {
            responseData: {
                value: components["schemas"]["CitationStyle"];
                text: string;
            }[];
        };
        TextCitation: {
            responseData: {
                contentId: number;
                citationStyle: components["schemas"]["CitationStyle"];
                text: string;
                /** @description The same citation with titles in <i> */
                html: string;
            };
        };
        /**
         * @description A W3C Web Annotation selector (https://www.w3.org/TR/annotation-model/#selectors):
         *     TextQuoteSelector (exact with up to 256 characters of prefix and suffix context),
         *     TextPositionSelector (start/end character offsets in the document's text, whitespace
         *     collapsed) or PageSelector (1-based page). Anchoring on a new edition works from these alone.
         */
        CompassPointSelector: {
            /** @enum {string} */
            type: "TextQuoteSelector" | "TextPositionSelector" | "PageSelector";
            exact?: string;
            prefix?: string;
            suffix?: string;
            start?: number;
            end?: number;
            page?: number;
        };
        CompassPointSelectionMetadata: {
            /** @description The selected text */
            selectionText?: string;
            /** @description The viewer's annotation id */
            annotationID?: string;
            /** @description 1-based page of the selection */
            pageNumber?: number;
            /** @description The point of the previous edition this one was carried from (read only) */
            sourceCompassPointId?: number | null;
            selectors?: components["schemas"]["CompassPointSelector"][];
        };
        CompassPointCreate: {
            name: string;
            description?: string | null;
            overlayDetails?: string | null;
            contentID: number;
            /** @description XML with a contents element (the viewer's selection; coords/rect in PDF user space, page from 0) */
            selectionData?: string | null;
            selectionMetadata?: components["schemas"]["CompassPointSelectionMetadata"];
        };
        CompassPointUpdate: {
            name: string;
            description?: string | null;
            overlayDetails?: string | null;
            selectionData?: string | null;
            selectionMetadata?: components["schemas"]["CompassPointSelectionMetadata"];
        };
        CompassPointShareRequest: {
            compassPointID: number;
        };
        /** @description An edition the point (or the point it was carried from or to) is on */
        CompassPointVersion: {
            contentID: number;
            contentCode: string;
            designation: string;
            contentStatus: string;
            compassPointID: number;
            compassPointUUID: string;
            placement?: string | null;
        };
        CompassPoint: {
            compassPointID: number;
            compassPointUUID: string;
            name: string;
            description?: string | null;
            overlayDetails?: string | null;
            /** @description The document's display designation */
            designation: string;
            title?: string;
            /** @description The part of contentCode before '|' */
            publisher?: string;
            contentStatus: string;
            contentCode: string;
            contentID: number;
            createdById: number;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            modifiedDate?: string;
            /** @description Last plus first name of the creator (Guest when unknown) */
            createdUserName: string;
            /** @description The creator's first name (the viewer names authors last plus first, cut at 20 characters) */
            creatorFirstName?: string | null;
            /** @description The creator's last name */
            creatorLastName?: string | null;
            creatorEmail: string;
            /** @description The same as creatorEmail */
            email?: string;
            deletedByEmail?: string | null;
            /** @description Name of who deactivated it */
            deactivatedBy?: string | null;
            /** Format: date-time */
            deletedDate?: string | null;
            isDeleted: boolean;
            /** @enum {string} */
            status: "active" | "inactive";
            type?: string;
            isShared?: boolean;
            /** @description The user may edit, deactivate and reactivate it (spec 2 §6) */
            edit: boolean;
            /** @description The user may read its change history (the audit-history permission, held by COMPASS_POINT_ADMIN / CP_ADMIN and COMPASS_USER_ADMIN; a point's creator for their own point) */
            history: boolean;
            /** @description The user created it */
            own?: boolean;
            selectionData?: string | null;
            selectionMetadata?: components["schemas"]["CompassPointSelectionMetadata"];
            /**
             * @description How a point carried from the previous edition was placed (null for a point made here; CONFIRMED when its owner placed an orphaned point on a candidate)
             * @enum {string|null}
             */
            placement?: "EXACT" | "MOVED" | "ORPHANED" | "CONFIRMED" | null;
            /** @description For an ORPHANED point, the places the re-anchoring considered best, for its owner to confirm one (confirmCompassPointPlacement); empty otherwise */
            anchorCandidates?: components["schemas"]["CompassPointCandidate"][];
            /** @description Every edition the point's line of carried points is on, oldest first */
            pdfVersions?: components["schemas"]["CompassPointVersion"][];
            /** @description For the creator's point on a Historical edition whose line has an Active edition, that edition (the banner of spec 2 §2) */
            activeVersion?: null | components["schemas"]["CompassPointVersion"];
        };
        CompassPointCandidate: {
            index: number;
            /** @description The candidate passage in the new edition */
            text: string;
            /** @description The number of the clause it is in, when the edition's clauses are known */
            clause: string | null;
            page: number | null;
            /** @description It is in another clause that held the same words before (a sibling or a copy) */
            lookAlike: boolean;
        };
        CompassPointList: components["schemas"]["ContentPage"] & {
            content: components["schemas"]["CompassPoint"][];
        };
        CompassPointAttribute: {
            show: boolean;
            required: boolean;
            /** @enum {string} */
            "input-type": "text" | "RichText";
            "label-i18n-key": string;
        };
        CompassPointSettings: {
            contentID: number;
            activate: boolean;
            "pdf-view-setting": {
                /** @enum {string} */
                view: "All" | "Own" | "None";
                /** @enum {string} */
                manage: "All" | "Own" | "None";
            };
            attributes: {
                name: components["schemas"]["CompassPointAttribute"];
                description: components["schemas"]["CompassPointAttribute"];
                "overlay-details": components["schemas"]["CompassPointAttribute"];
            };
            /** @description What the settings and the user's authorities allow (spec 2 §6) */
            permissions: {
                annotate: boolean;
                /** @description manage All */
                annotationAdmin: boolean;
                /** @description COMPASS_POINT_ADMIN or CP_ADMIN */
                compassPointAdmin: boolean;
                manageOwn: boolean;
                showMenu: boolean;
                showNotes: boolean;
                /** @description The share link and shared-save (hidden under view All and manage None) */
                share: boolean;
            };
        };
        CompassPointAuditValues: {
            modifiedDate?: string | null;
            name?: string | null;
            description?: string | null;
            overlayDetails?: string | null;
            status?: string | null;
            selectionMetadata?: {
                selectionText?: string | null;
                sourceCompassPointId?: number | null;
                pageNumber?: number | null;
                placement?: string | null;
            };
        };
        CompassPointAudit: {
            id: number;
            /** @enum {string} */
            dbTransactionType: "INSERT" | "UPDATE" | "UPDATE-SELECTION" | "ACTIVATE" | "DEACTIVATE" | "REANCHOR";
            transactionUserName: string;
            /** Format: date-time */
            createdDate: string;
            auditData: {
                current: components["schemas"]["CompassPointAuditValues"];
                previous?: null | components["schemas"]["CompassPointAuditValues"];
            };
        };
        CompassPointAuditList: components["schemas"]["ContentPage"] & {
            content: components["schemas"]["CompassPointAudit"][];
        };
        UserNoteRequest: {
            contentId: number;
            annotationId: string;
            /** @description The viewer's annotation of the note: the 0-based page, and optionally the spot on it as fractions of the page's width and height from its top left corner, e.g. `<text page="3" x="0.25" y="0.4" />` (a note without x and y is on the whole page) */
            noteData?: string | null;
            note?: string | null;
        };
        UserNote: {
            contentId: number;
            annotationId: string;
            noteData?: string | null;
            note?: string | null;
            /** Format: date-time */
            createdDate: string;
            /** Format: date-time */
            modifiedDate: string;
        };
        UserNoteReply: {
            data: {
                noteContent: components["schemas"]["UserNote"];
            };
        };
        GroupUser: {
            userId: number;
            firstName: string | null;
            lastName: string | null;
            email: string;
        };
        /** @description One member of a group */
        GroupRoster: {
            user: components["schemas"]["GroupUser"];
            /** @description First and last name (the e-mail when the user has no name) */
            userName: string;
        };
        /** @description A document of a group (or a candidate of the document picker) */
        GroupDocument: {
            contentCode: string;
            contentID: number;
            designationNo: string;
            displayDesignation?: string;
            assetId: string | null;
            documentTitle: string;
            publisherName: string;
        };
        Group: {
            groupID: number;
            accountID: number;
            name: string;
            longDesc: string;
            /** @description Members, the creator included */
            memberCount: number;
            contentCount: number;
            createdById: number;
            createdByFirstName: string | null;
            createdByLastName: string | null;
            userInfo: {
                createFirstName: string | null;
                createLastName: string | null;
            };
            /** @description The members, the creator first, then by last and first name */
            rosters: components["schemas"]["GroupRoster"][];
            /** Format: date-time */
            createdDate?: string;
        };
        GroupDetail: components["schemas"]["Group"] & {
            /** @description The group's documents, newest first */
            sharedDocuments: components["schemas"]["GroupDocument"][];
        };
        GroupCreated: {
            groupID: number;
        };
        GroupCreate: {
            accountID?: number;
            name: string;
            longDesc: string;
            memberIds: number[];
            contentCodes: string[];
        };
        GroupUpdate: {
            groupID: number;
            /** @description Must be the group's account when given */
            accountID?: number;
            name?: string;
            longDesc?: string;
            memberIds?: number[];
            contentCodes?: string[];
            removeContentIds?: number[];
        };
        GroupNameUpdate: {
            groupID: number;
            name: string;
            longDesc: string;
        };
        GroupMembersUpdate: {
            groupID: number;
            memberIds: number[];
        };
        GroupContentsUpdate: {
            sharedWithGroupID: number;
            addContentCodes?: string[];
            removeContentIds?: number[];
        };
        GroupMail: {
            groupId?: number;
            /** @description Another spelling of groupId */
            groupID?: number;
            subject: string;
            message: string;
            /** @default false */
            copyMeFlag: boolean;
        };
        GroupMailReceipt: {
            /** @description E-mails queued (the members other than the sender, plus the sender's copy) */
            recipients: number;
        };
        UserSearchRequest: {
            fullName: string;
        };
        UserSearchPage: components["schemas"]["ContentPage"] & {
            content: components["schemas"]["GroupUser"][];
        };
        GroupDocumentSearchRequest: {
            keywords: string;
        };
        /** @description A group (isGroup, rosters) or a user by e-mail (isExternalUser when no user has it) */
        ShareTarget: {
            /** @description The group's or user's id; null for an external e-mail */
            id: number | null;
            name: string;
            email?: string | null;
            isGroup: boolean;
            isExternalUser: boolean;
            rosters?: components["schemas"]["GroupRoster"][];
        };
        SharedTargets: {
            groupList: components["schemas"]["ShareTarget"][];
            userList: components["schemas"]["ShareTarget"][];
        };
        /** @description The document by contentID or contentCode (both must name the same one); title is informational */
        ShareWithGroupRequest: {
            contentID?: number;
            contentCode?: string;
            sharedWithGroupID: number;
            title?: string;
        };
        /** @description The document by contentID or contentCode; the recipient by sharedWithUserID or email */
        ShareWithUserRequest: {
            contentID?: number;
            contentCode?: string;
            sharedWithUserID?: number;
            /** Format: email */
            email?: string;
            /** @description What the client believes; the server decides from the e-mail */
            externalUser?: boolean;
            title?: string;
        };
        ContentShare: {
            id: number;
            contentID: number;
            contentCode: string;
            sharedWithUserID: number | null;
            sharedWithGroupID: number | null;
            /** @description The recipient's e-mail (user and external shares) */
            email: string | null;
            externalUser: boolean;
            /** Format: date-time */
            createdDate: string;
        };
        EmailSearchRequest: {
            /** Format: email */
            email: string;
        };
        SharedDocument: {
            /** @description The share's id */
            id: number;
            contentID: number;
            document: {
                contentCode: string;
                publisherName: string;
                documentTitle: string;
            };
            designationNo: string;
            assetId: string | null;
            /** @description The sharer's e-mail */
            email: string;
            sharedByUserAccount: {
                user: {
                    firstName: string | null;
                    lastName: string | null;
                };
            };
            /** Format: date-time */
            sharedDate: string;
            /** @enum {string} */
            shareType: "STANDARD" | "PUBLICATION";
            /** @description The group it was shared through (null when shared with the user directly) */
            sharedWithGroup?: {
                groupID: number;
                name: string;
            } | null;
            /** @description In the shared-by-me list, the recipient (a user's or external e-mail, or a group's name) */
            sharedWith?: string | null;
        };
        SharedDocumentPage: components["schemas"]["ResponseDataPage"] & {
            responseData: {
                list: components["schemas"]["SharedDocument"][];
            };
        };
        SharedWithMeReply: {
            data: components["schemas"]["SharedDocumentPage"];
        };
        CustomCollectionItem: {
            contentID: number;
            /** @description PUBLISHER|DESIGNATION|LANGUAGE (the first part is the publisher) */
            contentCode: string;
            designation: string;
            title: string;
            publisherName: string;
            /** @description false when the document cannot be downloaded (no PDF, not downloadable, DRM tenant) */
            downloadable: boolean;
        };
        CustomCollectionPage: {
            value: components["schemas"]["ContentPage"] & {
                content: components["schemas"]["CustomCollectionItem"][];
                /** @description The same as totalElements */
                totalItems: number;
            };
        };
        /** @description The document by contentID or contentCode */
        ShareLinkRequest: {
            contentID?: number;
            contentCode?: string;
            /** @enum {string} */
            expiresIn: "ONE_DAY" | "SEVEN_DAYS" | "THIRTY_DAYS" | "NEVER";
        };
        ShareLink: {
            id: number;
            /**
             * @description The link's token. Stored only as its SHA-256 and sealed (AES-256-GCM) under
             *     SHARE_LINK_KEY, which the database does not hold; null when it was sealed under another
             *     key (SHARE_LINK_KEY changed): the link still opens, but its address cannot be shown again.
             */
            token: string | null;
            /** @description The reader's address of the link (/share/{token}); null with `token` */
            url: string | null;
            contentID: number;
            contentCode: string;
            documentTitle: string;
            /**
             * Format: date-time
             * @description null when the link never expires
             */
            expiresAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** Format: date-time */
            createdDate: string;
            createdBy: components["schemas"]["GroupUser"];
            /** @enum {string} */
            status: "ACTIVE" | "EXPIRED" | "REVOKED";
            accessCount?: number;
        };
        ShareLinkPage: components["schemas"]["ContentPage"] & {
            content: components["schemas"]["ShareLink"][];
        };
        ShareLinkAccess: {
            id: number;
            /** @description null when the user was deleted since */
            user: components["schemas"]["GroupUser"] | null;
            /** Format: date-time */
            accessedDate: string;
            /** @enum {string} */
            outcome: "GRANTED" | "EXPIRED" | "REVOKED" | "NOT_ENTITLED";
        };
        ShareLinkAccessPage: components["schemas"]["ContentPage"] & {
            content: components["schemas"]["ShareLinkAccess"][];
        };
        ShareLinkTarget: {
            contentID: number;
            contentCode: string;
            documentTitle: string;
        };
        ShareLinkPreview: {
            /** @enum {string} */
            status: "ACTIVE" | "EXPIRED" | "REVOKED";
            displayDesignation: string;
            documentTitle: string;
            /** @description The sharer's first and last name */
            sharedBy: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        UsageSummary: {
            /** @description The COUNTER customer_id of what is shown (the account number, or the tenant's code for all accounts) */
            customerId: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description The account reported on; null for the whole tenant */
            account: null | components["schemas"]["UsageAccount"];
            accounts: components["schemas"]["UsageAccount"][];
            canSeeAllAccounts: boolean;
            totals: components["schemas"]["UsageFigures"];
            days: (components["schemas"]["UsageFigures"] & {
                /** Format: date */
                date: string;
            })[];
            topDocuments: {
                contentCode: string;
                designation: string;
                title: string;
                requests: number;
                investigations: number;
            }[];
            denials: {
                contentCode: string;
                designation: string;
                title: string;
                denials: number;
            }[];
            noResultSearches: {
                query: string;
                searches: number;
            }[];
            searchFeedback: {
                searchText: string;
                count: number;
            }[];
            /** @description Revision reviews (issue 28) opened and signed off in each calendar month (UTC) the period touches, oldest first; only the period's days are counted */
            reviews: {
                /** @description YYYY-MM */
                month: string;
                opened: number;
                /** @description Reviews signed off */
                closed: number;
            }[];
        };
        UsageAccount: {
            accountNumber: string;
            name: string;
        };
        UsageFigures: {
            requests: number;
            investigations: number;
            searches: number;
            denials: number;
        };
        /** @description COUNTER_API.json Status */
        CounterStatus: {
            Description?: string;
            Service_Active: boolean;
            Registry_Record?: string;
            Note?: string;
        };
        /** @description COUNTER_API.json Member */
        CounterMember: {
            Customer_ID: string;
            Requestor_ID?: string;
            Institution_Name: string;
            Institution_ID?: {
                [key: string]: unknown;
            };
        };
        /** @description COUNTER_API.json Report (an entry of the report list) */
        CounterReportInfo: {
            Report_Name: string;
            Report_ID: string;
            Release: string;
            Report_Description: string;
            Path?: string;
            First_Month_Available: string;
            Last_Month_Available: string;
        };
        /**
         * @description A COUNTER R5.1 report; its exact schema per report (PR, PR_P1, …, IR_M1) is COUNTER_API.json's
         *     (tests/contract/counter/COUNTER_API.json).
         */
        CounterReport: {
            Report_Header: {
                [key: string]: unknown;
            };
            Report_Items: {
                [key: string]: unknown;
            }[];
        };
        /** @description A COUNTER Exception (Appendix D); Message is COUNTER's exactly */
        CounterException: {
            Code: number;
            Message: string;
            Data?: string;
            Help_URL?: string;
        };
        CounterApiKeyRequest: {
            accountNumber: string;
        };
        CounterApiKey: {
            /** @description The account number (customer_id) */
            customerId: string;
            requestorId: string;
            /** @description Shown once */
            apiKey: string;
            /** Format: date-time */
            createdAt: string;
        };
    };
    responses: {
        /** @description Bad input; scimType invalidValue, invalidSyntax, invalidFilter, invalidPath, noTarget, mutability or tooMany */
        ScimBadRequest: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description No SCIM token, an unknown or revoked one, or one of another tenant than X-Tenant names */
        ScimUnauthorized: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description No such resource in the token’s tenant */
        ScimNotFound: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description scimType uniqueness: the userName or e-mail address is another user’s */
        ScimConflict: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description If-Match does not name the current version: nothing changed */
        ScimPreconditionFailed: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description The body is over 256 KiB */
        ScimPayloadTooLarge: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
        /** @description The token’s calls a minute are spent (Retry-After) */
        ScimTooManyRequests: {
            headers: {
                RequestId: components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/scim+json": components["schemas"]["ScimError"];
            };
        };
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
         * @description The HTML could not be sanitised for reading (the sanitiser failed or ran past its 60 s
         *     limit; it is logged with the document): type
         *     `https://norma.example/problems/document-not-prepared`, title `The document could not be
         *     prepared for reading`, message `error.document.not-prepared`. Retry after the seconds in
         *     Retry-After; the PDF, where there is one, is unaffected.
         */
        DocumentNotPrepared: {
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
    };
    parameters: {
        /** @description `<tenant id>-<language>`, e.g. `1-ar` */
        TenantTextsId: string;
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
        /** @description The resource's version (its meta.version), for If-Match and If-None-Match */
        ScimETag: string;
        /** @description The request's id — the client's `RequestId` header when usable, else a generated UUID. Sent on every response. */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authenticate: {
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
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description A Norma token for the user, with the default account selected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The tenant does not offer password sign-in (`error.login.method-disabled`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown tenant (X-Tenant or host name); message `error.tenant.invalid` */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getInvitation: {
        parameters: {
            query: {
                key: string;
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
            /** @description The invitation can be used */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    finishInvitation: {
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
                "application/json": components["schemas"]["InvitationFinish"];
            };
        };
        responses: {
            /** @description The password is set; the link cannot be used again */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    authenticateByIp: {
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
            /** @description A token for the anonymous COMPANY session of the matching account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description No company account covers this address; `params` carries the address */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The tenant does not offer sign-in by address (`error.login.method-disabled`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    startSso: {
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
                "application/json": components["schemas"]["SsoStartRequest"];
            };
        };
        responses: {
            /** @description Where to send the browser, and the flow id to keep for the callback */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoStart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    authenticateWithSso: {
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
                "application/json": components["schemas"]["SsoCallbackRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the outcome to show; `returnTo` is the start's redirectUrl */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLoginResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logoutSso: {
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
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLogout"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    authenticateWithPartnerToken: {
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
                "application/json": components["schemas"]["PartnerLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or the outcome to show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalLoginResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    renewToken: {
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
            /** @description The new token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getAuthenticationData: {
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
            /** @description Authentication data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticationData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getAccount: {
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
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    switchAccount: {
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
                "application/json": components["schemas"]["SwitchAccountRequest"];
            };
        };
        responses: {
            /** @description validationResult true with a token for the chosen account, or false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwitchAccountResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
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
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    validateLicenseAgreement: {
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
            /** @description The agreement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAgreementResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptLicenseAgreement: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AcceptLicenseRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseAgreementResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updateUserAccount: {
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
                "application/json": components["schemas"]["UserAccountUpdate"];
            };
        };
        responses: {
            /** @description The updated details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCountries: {
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
            /** @description Countries by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDataItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listStates: {
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
            /** @description States by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaDataItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    submitFeedback: {
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
                "application/json": components["schemas"]["FeedbackRequest"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserSubscriptions: {
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
            /** @description Subscriptions, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCurrentUserSubscriptionOverview: {
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
            /** @description yourSubscriptions and subscriptionsMarketplace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionOverview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getElpEntitlementStatus: {
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
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ElpEntitlementStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getTenantConfigForUi: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TenantConfigRequest"];
            };
        };
        responses: {
            /** @description The tenant configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Unknown tenant (message error.tenant.invalid) — the clients show the tenant-error screen */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getExternalUrls: {
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
            /** @description Links by position */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExternalUrl"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getProgressiveProfilingUrl: {
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
            /** @description The address, or null when the tenant has none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressiveProfilingUrl"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getGroupEnable: {
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
            /** @description The flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupEnable"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserTrackedDocuments: {
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
            /** @description The tracked documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackedDocumentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    pageCurrentUserTrackedDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (default 10) */
                size?: number;
                sort?: "ContentTrackingOff";
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackedDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createTrackedDocument: {
        parameters: {
            query: {
                contentCode: string;
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
            /** @description The line was tracked already; its tracking (turned on) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingReply"];
                };
            };
            /** @description Tracked */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    updateTrackedDocument: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackingUpdate"];
            };
        };
        responses: {
            /** @description The tracking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    deleteTrackedDocument: {
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
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPublisherLogo: {
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
                "If-None-Match"?: string;
            };
            path: {
                publisherCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo (PNG, JPEG, WebP or SVG by its file name), with ETag and Cache-Control */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                };
            };
            /** @description The client's copy (If-None-Match) is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserTrackedPublishers: {
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
            /** @description The publishers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackedPublisher"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTrackedPublishers: {
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
                "application/json": components["schemas"]["TrackedPublisherUpdate"][];
            };
        };
        responses: {
            /** @description The publishers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackedPublisher"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    unsubscribePublisherTrackedDocuments: {
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
                "application/json": components["schemas"]["PublisherUnsubscribeRequest"];
            };
        };
        responses: {
            /** @description The publisher, with how many tracked documents were turned off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherUnsubscribeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getWorkItemTracking: {
        parameters: {
            query: {
                /** @description The work item's publisher, by code (e.g. ASTM) or name */
                publisher: string;
                workItemNumber: string;
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
            /** @description The work-item flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkItemTracking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setWorkItemTracking: {
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
                "application/json": components["schemas"]["WorkItemTrackingUpdate"];
            };
        };
        responses: {
            /** @description The work-item flag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkItemTracking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
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
    previewTrackingUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail's link (names the user and what to stop) */
                token: string;
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
            /** @description What the link names */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingUnsubscribeLink"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmTrackingUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed token of the e-mail's link (names the user and what to stop) */
                token: string;
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
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingUnsubscribeResult"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserFavoriteDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (default 10) */
                size?: number;
                /** @description document.documentTitle, ascending (default) or descending */
                sort?: string;
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
            /** @description The favourites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setFavoriteDocument: {
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
                "application/json": components["schemas"]["FavoriteDocumentUpdate"];
            };
        };
        responses: {
            /** @description The document's favourite state (id null when it is not a favourite) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteDocumentState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createContentFavorite: {
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
                "application/json": components["schemas"]["ContentFavoriteRequest"];
            };
        };
        responses: {
            /** @description It was a favourite already */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteDocument"];
                };
            };
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FavoriteDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteContentFavorite: {
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
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserAccessedDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (default 10) */
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
            /** @description Recently accessed documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessedDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listCurrentUserUpdatedDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (default 10) */
                size?: number;
                days?: number;
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
            /** @description Recently updated documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedDocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    searchDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (spec 1 §9), 25 by default */
                size?: 25 | 50 | 75 | 100;
                /** @description Override sort (sortType OVERRIDE_SORT): a column and a direction; oth_col_1 is the designation (A-Z asc, Z-A desc). Omitted for BEST_MATCH. */
                sort?: string;
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description One page of results and the number of documents found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    searchDocumentClauses: {
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
                "application/json": components["schemas"]["ClauseSearchRequest"];
            };
        };
        responses: {
            /** @description One page of documents with their best matching clauses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClauseSearchReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    searchEntitledDocuments: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (spec 1 §9), 25 by default */
                size?: 25 | 50 | 75 | 100;
                /** @description Override sort (sortType OVERRIDE_SORT): a column and a direction; oth_col_1 is the designation (A-Z asc, Z-A desc). Omitted for BEST_MATCH. */
                sort?: string;
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description One page of entitled results */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    countSearchTopLevel: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The section's refinement lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countEntitledSearchTopLevel: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description The section's refinement lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countSearchRefinements: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description Every refinement list with counts at every level */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countEntitledSearchRefinements: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CountRequest"];
            };
        };
        responses: {
            /** @description Every refinement list with counts at every level */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countPublisherRefinements: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description publisherList and otherContentList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countEntitledPublisherRefinements: {
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description publisherList and otherContentList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getEntitledRefinementNodes: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description Every refinement list with counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCommitteeRefinements: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description Refinement nodes, names in the language when the catalogue has it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTaxonomyRefinements: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Refinement nodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getIcsCodeRefinements: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description Refinement nodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getOtherContentRefinements: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description Refinement nodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentTypeRefinements: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description Refinement nodes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefinementNodeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSectorsAndThemes: {
        parameters: {
            query?: {
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans); names are translated when the catalogue has them */
                language?: string;
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
            /** @description industryList and topicList */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectorsAndThemes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    semanticSearchQuery: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size, 25 by default */
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["SemanticQueryRequest"];
            };
        };
        responses: {
            /** @description One page of results, most similar first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    typeAheadSearch: {
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
                "application/json": components["schemas"]["TypeAheadRequest"];
            };
        };
        responses: {
            /** @description Suggestion groups in the tenant's publisher order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypeAheadGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    typeAheadPublisherSearch: {
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
                "application/json": components["schemas"]["TypeAheadRequest"] & unknown;
            };
        };
        responses: {
            /** @description The publisher's group (empty list when nothing matches or the tenant does not present it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TypeAheadGroup"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    submitSearchFeedback: {
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
                "application/json": components["schemas"]["SearchFeedbackRequest"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentMetadata: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentMetadata"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentTranslations: {
        parameters: {
            query: {
                contentId: number;
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
            /** @description The translations (and the original, for a translation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTranslation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentTranslationsByContentCode: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The translations (and the original, for a translation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTranslation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    verifyDocumentAccess: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The verdict, in the header and the body */
            200: {
                headers: {
                    entitlementaccess?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentVerification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentPdf: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description detail 'Can not find content' (unknown document), or the tenant's no-PDF outcome (message = the tenant's content-no-pdf key, params = tenant name) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getHistoricalPdf: {
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
                /** @description File id (htmlVersions[].id or pdfVersions[].id of the metadata) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentHtml: {
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
                /** @description File id (htmlVersions[].id or pdfVersions[].id of the metadata) */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sanitised HTML document */
            200: {
                headers: {
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["DocumentNotPrepared"];
        };
    };
    getFullBook: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description detail 'Can not find content' (unknown document), or the tenant's no-PDF outcome (message = the tenant's content-no-pdf key, params = tenant name) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    downloadDocument: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
                compassPoints?: boolean;
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
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description detail 'Can not find content' (unknown document), or the tenant's no-PDF outcome (message = the tenant's content-no-pdf key, params = tenant name) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    downloadRedline: {
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
                /** @description Content id of the newer version */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description detail 'Can not find content' (unknown document), or the tenant's no-PDF outcome (message = the tenant's content-no-pdf key, params = tenant name) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    comparePdfVersions: {
        parameters: {
            query: {
                leftContentId: number;
                rightContentId: number;
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
            /** @description The redline, or the newer version's PDF */
            200: {
                headers: {
                    "redline-exist-flag"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description detail 'Can not find content' (unknown document), or the tenant's no-PDF outcome (message = the tenant's content-no-pdf key, params = tenant name) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    requestHtmlComparison: {
        parameters: {
            query: {
                /** @description File id of the newer version's HTML (htmlVersions[].id) */
                newHtmlId: number;
                /** @description File id of the older version's HTML (htmlVersions[].id) */
                oldHtmlId: number;
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
            /** @description The compare is queued, running or done */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HtmlComparisonRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getHtmlComparisonResult: {
        parameters: {
            query: {
                /** @description File id of the newer version's HTML (htmlVersions[].id) */
                newHtmlId: number;
                /** @description File id of the older version's HTML (htmlVersions[].id) */
                oldHtmlId: number;
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
            /** @description The result (text/html) or, while there is none, its state (JSON) */
            200: {
                headers: {
                    "html-result-exist"?: "true" | "false";
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "application/json": components["schemas"]["HtmlComparisonPending"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key (or a refused download: the tenant's no-PDF key) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
            503: components["responses"]["DocumentNotPrepared"];
        };
    };
    getAdditionalDetails: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdditionalDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getAdditionalDetailsByPublisher: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentChanges: {
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
                /** @description The edition's contentId (the metadata's contentId) */
                contentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change summary (or why there is none) */
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
            /** @description Not entitled: title 'User is not entitled for the Document', message = the tenant's no-access key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentReferences: {
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
                /** @description The edition's contentId (the metadata's contentId) */
                contentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The edition's references */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentReferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentCitedBy: {
        parameters: {
            query?: {
                /** @description Page number, from 0 */
                page?: number;
                /** @description Page size (default 25) */
                size?: number;
                /** @description Only citing documents of this publisher (its key, e.g. ASTM) */
                publisher?: string;
                /** @description Only citing documents of this document type (e.g. Standard) */
                documentType?: string;
                /** @description Only citations of this kind (e.g. normative) */
                kind?: components["schemas"]["ReferenceKind"];
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
                /** @description The contentId of any edition of the cited document */
                contentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the citing documents */
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
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDocumentReferenceNetwork: {
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
                /** @description The contentId of the edition at the centre */
                contentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The network's documents and citations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceNetwork"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRelatedContent: {
        parameters: {
            query: {
                /** @description PUBLISHER|DESIGNATION|LANGUAGE, e.g. ASTM|D3039_D3039M-17|en-US */
                contentCode: string;
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
            /** @description The non-empty sections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatedContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    listWorkItems: {
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
                contentCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The work items (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    listDocumentVideos: {
        parameters: {
            query: {
                designation: string;
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
            /** @description The videos (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listTutorialVideos: {
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
            /** @description The tutorials */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    recordVideoPlay: {
        parameters: {
            query: {
                contentId: number;
                hashId: string;
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
            /** @description Recorded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listELearningAssetsByFamily: {
        parameters: {
            query: {
                familyName: string;
                assetType?: string;
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
            /** @description The courses (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ELearningAsset"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    findContentCodeByDesignation: {
        parameters: {
            query?: {
                designation?: string;
                year?: number;
                status?: string;
                assetId?: string;
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
            /** @description The content code, or 'Not found Content' */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentCodeLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getContentTracking: {
        parameters: {
            query: {
                family: string;
                /** @description The document whose edition line is asked about */
                contentCode?: string;
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
            /** @description The tracking state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentTracking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getHelpDocument: {
        parameters: {
            query?: {
                title?: string;
                format?: string;
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
            /** @description The file, saved under its title */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getMarcDocument: {
        parameters: {
            query: {
                title: "journals" | "manuals" | "standards_abbreviations";
                format?: "mrc" | "xml";
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
            /** @description The records, streamed as they are made (chunked, without Content-Length) unless cached */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/marc": string;
                    "application/marcxml+xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listCitationTypes: {
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
            /** @description The styles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CitationTypes"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getTextCitation: {
        parameters: {
            query: {
                contentId: number;
                /** @description The document's content type (informational; the server uses the catalogue's) */
                contentType?: string;
                citationStyle: components["schemas"]["CitationStyle"];
                /** @description The document's asset type (informational; the server uses the catalogue's) */
                assetType?: string;
                /** @description Interface language (e.g. fr, fr-CA, es-ES, zh-Hans) of the citation's terms and dates (the CSL locale); English for a language Norma does not offer */
                language?: string;
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
            /** @description The citation as text and as HTML (titles in italics), formatted by citation-js with the style's CSL file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextCitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getRisCitation: {
        parameters: {
            query: {
                contentId: number;
                /** @description The document's content type (informational; the server uses the catalogue's) */
                contentType?: string;
                citationStyle?: components["schemas"]["CitationStyle"];
                /** @description The document's asset type (informational; the server uses the catalogue's) */
                assetType?: string;
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
            /** @description The RIS file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-research-info-systems": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getBibtexCitation: {
        parameters: {
            query: {
                contentId: number;
                /** @description The document's content type (informational; the server uses the catalogue's) */
                contentType?: string;
                citationStyle?: components["schemas"]["CitationStyle"];
                /** @description The document's asset type (informational; the server uses the catalogue's) */
                assetType?: string;
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
            /** @description The BibTeX file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-bibtex": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Unknown id or a document the tenant does not present: detail 'Can not find content' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    publishBatch: {
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
                "application/json": components["schemas"]["PublishBatchRequest"];
            };
        };
        responses: {
            /** @description Published; what changed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    pageUserCompassPoints: {
        parameters: {
            query?: {
                /** @description active (default) or inactive (deactivated) */
                status?: "active" | "inactive";
                /** @description Page from 1 (clients send page+1) */
                pageIndex?: number;
                pageSize?: number;
                /** @description A key of spec 2 §3; a trailing minus sorts descending. Default createdDate- (active), deactivatedDate- (inactive) */
                sort?: string;
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompassPointsReport: {
        parameters: {
            query?: {
                from?: string;
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
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        totals: {
                            created: number;
                            edited: number;
                            deactivated: number;
                            reactivated: number;
                            carried: number;
                            orphaned: number;
                            active: number;
                            shared: number;
                            inactive: number;
                        };
                        days: {
                            date: string;
                            created: number;
                            edited: number;
                            deactivated: number;
                            reactivated: number;
                            carried: number;
                            orphaned: number;
                        }[];
                        byUser: ({
                            created: number;
                            edited: number;
                            deactivated: number;
                            reactivated: number;
                            carried: number;
                            orphaned: number;
                            active: number;
                            shared: number;
                        } & {
                            name: string;
                            email: string;
                        })[];
                        byDocument: ({
                            created: number;
                            edited: number;
                            deactivated: number;
                            reactivated: number;
                            carried: number;
                            orphaned: number;
                            active: number;
                            shared: number;
                        } & {
                            contentCode: string;
                            designation: string;
                            title: string;
                        })[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    pageAdminCompassPoints: {
        parameters: {
            query?: {
                /** @description active (default) or inactive (deactivated) */
                status?: "active" | "inactive";
                /** @description Page from 1 (clients send page+1) */
                pageIndex?: number;
                pageSize?: number;
                /** @description A key of spec 2 §3; a trailing minus sorts descending. Default createdDate- (active), deactivatedDate- (inactive) */
                sort?: string;
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    activateCompassPoint: {
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deactivateCompassPoint: {
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmCompassPointPlacement: {
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The index of the candidate in the point's anchorCandidates */
                    candidate: number;
                };
            };
        };
        responses: {
            /** @description The point, placed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markCompassPointShared: {
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
                "application/json": components["schemas"]["CompassPointShareRequest"];
            };
        };
        responses: {
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listDocumentCompassPoints: {
        parameters: {
            query: {
                contentCode: string;
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
            /** @description The points */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    pageDocumentCompassPoints: {
        parameters: {
            query: {
                contentID: number;
                status?: "active" | "inactive";
                /** @description Page from 1 */
                offset?: number;
                pageSize?: number;
                /** @description Default createdDate- (active), deactivatedDate- (inactive) */
                sort?: string;
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompassPointSettings: {
        parameters: {
            query: {
                contentID: number;
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
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPointSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompassPoint: {
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCompassPoint: {
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompassPointUpdate"];
            };
        };
        responses: {
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompassPointByUuid: {
        parameters: {
            query: {
                compassPointUUID: string;
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
            /** @description The point */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createCompassPoint: {
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
                "application/json": components["schemas"]["CompassPointCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    pageCompassPointAudits: {
        parameters: {
            query?: {
                /** @description Page from 0 */
                pageIndex?: number;
                pageSize?: number;
                sort?: "createdDate" | "createdDate-";
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
                /** @description compassPointID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassPointAuditList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listUserNotes: {
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
                /** @description The document's contentID */
                contentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserNote"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    saveUserNote: {
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
                "application/json": components["schemas"]["UserNoteRequest"];
            };
        };
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserNoteReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    editUserNote: {
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
                "application/json": components["schemas"]["UserNoteRequest"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserNoteReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteUserNote: {
        parameters: {
            query: {
                annotationId: string;
                contentId: number;
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
            /** @description Deleted */
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
            500: components["responses"]["ServerError"];
        };
    };
    getHealth: {
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
            /** @description Every component the API needs is UP (Redis may be DOWN; see its component) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["ServerError"];
            /** @description The database, the search index or the disk is DOWN */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getHealthReadiness: {
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
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["ServerError"];
            /** @description Not ready yet (an index is still loading) or PostgreSQL does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getHealthLiveness: {
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
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    listGroups: {
        parameters: {
            query: {
                /** @description One of the user's accounts (another answers 404) */
                accountId: number;
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
            /** @description The groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listGroupsByCurrentAccount: {
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
            /** @description The groups (empty without a selected account) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getGroupDetail: {
        parameters: {
            query: {
                groupId: number;
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
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createGroup: {
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
                "application/json": components["schemas"]["GroupCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCreated"];
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
    updateGroup: {
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
                "application/json": components["schemas"]["GroupUpdate"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
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
    updateGroupName: {
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
                "application/json": components["schemas"]["GroupNameUpdate"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGroupMembers: {
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
                "application/json": components["schemas"]["GroupMembersUpdate"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGroupContents: {
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
                "application/json": components["schemas"]["GroupContentsUpdate"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDetail"];
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
    deleteGroup: {
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
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
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
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToGroup: {
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
                "application/json": components["schemas"]["GroupMail"];
            };
        };
        responses: {
            /** @description The e-mails are queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupMailReceipt"];
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
    searchUsers: {
        parameters: {
            query?: {
                /** @description Page from 1 */
                pageIndex?: number;
                pageSize?: number;
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSearchRequest"];
            };
        };
        responses: {
            /** @description The users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSearchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchGroupDocuments: {
        parameters: {
            query?: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupDocumentSearchRequest"];
            };
        };
        responses: {
            /** @description The documents (designation order) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupDocument"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSharedGroupsAndUsersByContent: {
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
                /** @description The document's content id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedTargets"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listGroupSharedDocuments: {
        parameters: {
            query: {
                groupId: number;
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
            /** @description The documents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    shareWithGroup: {
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
                "application/json": components["schemas"]["ShareWithGroupRequest"];
            };
        };
        responses: {
            /** @description Shared before; the existing share */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentShare"];
                };
            };
            /** @description Shared */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentShare"];
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
    shareWithUser: {
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
                "application/json": components["schemas"]["ShareWithUserRequest"];
            };
        };
        responses: {
            /** @description Shared before; the existing share */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentShare"];
                };
            };
            /** @description Shared */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentShare"];
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
    searchShareTargets: {
        parameters: {
            query: {
                keyword: string;
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
            /** @description Users first, then groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareTarget"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    searchUsersByEmail: {
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
                "application/json": components["schemas"]["EmailSearchRequest"];
            };
        };
        responses: {
            /** @description The target (isExternalUser true and id null when no user has the e-mail) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareTarget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    findContentSharedWithMe: {
        parameters: {
            query?: {
                /** @description Page from 1 */
                pageIndex?: number;
                pageSize?: number;
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedWithMeReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSharedStandards: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (the tables show 10) */
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSharedPublications: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (the tables show 10) */
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPublicationsSharedByMe: {
        parameters: {
            query?: {
                /** @description Page index from 0 */
                page?: number;
                /** @description Page size (the tables show 10) */
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listShareLinks: {
        parameters: {
            query?: {
                contentID?: number;
                /** @description mine (default), or tenant: every link of the tenant (ADMIN authority, else 403) */
                scope?: "mine" | "tenant";
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
            /** @description The links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createShareLink: {
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
                "application/json": components["schemas"]["ShareLinkRequest"];
            };
        };
        responses: {
            /** @description The link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeShareLink: {
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
            /** @description The revoked link (revoking twice keeps the first revocation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listShareLinkAccesses: {
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The openings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkAccessPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    openShareLink: {
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
                token: string;
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
                    "application/json": components["schemas"]["ShareLinkTarget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The link expired or was revoked */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    previewShareLink: {
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
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's status and document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLinkPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    pageCustomCollection: {
        parameters: {
            query?: {
                sortType?: "ALPHA_ASC" | "ALPHA_DESC";
                /** @description 10, 20, 50 or 100 */
                pageSize?: 10 | 20 | 50 | 100;
                /** @description Page index from 0 */
                offset?: number;
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
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomCollectionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadCustomCollectionDocument: {
        parameters: {
            query: {
                contentCode: string;
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
            /** @description The PDF (Content-Disposition per RFC 6266, Cache-Control no-store, nosniff) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The account has no custom collection, or not entitled (title 'User is not entitled for the Document'), or the download is refused */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementInfo: {
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
            /** @description The profiles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementInfo"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementMetrics: {
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
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementMetrics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getUnresolvedReferences: {
        parameters: {
            query?: {
                /** @description Page number, from 0 */
                page?: number;
                /** @description Page size (default 25) */
                size?: number;
                /** @description Only designations of this cited publisher (as written, e.g. ASTM) */
                publisher?: string;
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
            /** @description The counts by publisher and a page of unresolved designations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnresolvedReferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementThreadDump: {
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
            /** @description The dump */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementThreadDump"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createQueueDashboardSession: {
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
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expiresInSeconds: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementLoggers: {
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
            /** @description The loggers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementLoggers"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setManagementLoggerLevel: {
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
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoggerLevelChange"];
            };
        };
        responses: {
            /** @description Changed */
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
            500: components["responses"]["ServerError"];
        };
    };
    listCompassReanchorFailures: {
        parameters: {
            query?: {
                status?: "FAILED" | "RETRYING" | "RESOLVED";
                /** @description At most this many rows (default 100) */
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
            /** @description The failed runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassReanchorFailure"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    retryCompassReanchorFailure: {
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
            /** @description The run after the request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompassReanchorRetry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementConfigProps: {
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
            /** @description The configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementConfigProps"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementEnv: {
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
            /** @description The environment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementEnv"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getManagementAudits: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string;
                fromDate?: string;
                toDate?: string;
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
            /** @description One page of audit events */
            200: {
                headers: {
                    /** @description Events matching the filters */
                    "x-total-count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPrometheusMetrics: {
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
            /** @description The metrics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminScimTokens: {
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
            /** @description The tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimToken"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createAdminScimToken: {
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
                "application/json": components["schemas"]["ScimTokenCreate"];
            };
        };
        responses: {
            /** @description Issued; the secret is in this reply only */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimTokenWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeAdminScimToken: {
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
            /** @description The revoked token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScimToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminApiKeys: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"]; fields id, name, createdAt, expiresAt, lastUsedAt */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createAdminApiKey: {
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
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Created; the secret is in this reply only */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminApiKey: {
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
            /** @description The key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    revokeAdminApiKey: {
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
            /** @description The revoked key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateAdminApiKey: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyRotate"];
            };
        };
        responses: {
            /** @description The key with its new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"]; fields id, url, createdAt */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
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
            500: components["responses"]["ServerError"];
        };
    };
    createAdminWebhookEndpoint: {
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
            /** @description Registered; the signing secret is in this reply only */
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
            500: components["responses"]["ServerError"];
        };
    };
    getAdminWebhookEndpoint: {
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
            /** @description The endpoint */
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
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminWebhookEndpoint: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The endpoint as changed */
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
            500: components["responses"]["ServerError"];
        };
    };
    deleteAdminWebhookEndpoint: {
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
            500: components["responses"]["ServerError"];
        };
    };
    rotateAdminWebhookSecret: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookSecretRotate"];
            };
        };
        responses: {
            /** @description The endpoint with its new secret */
            200: {
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
            500: components["responses"]["ServerError"];
        };
    };
    listAdminWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"]; fields id, createdAt, status */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminWebhookDelivery: {
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
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    replayAdminWebhookDelivery: {
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
            /** @description The new delivery, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
    listAdminTenants: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest) */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters (`q` searches; `id` a list of ids) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenant"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminTenant: {
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
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminTenant: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTenantUpdate"];
            };
        };
        responses: {
            /** @description The record as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminTenantTexts: {
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
                /** @description `<tenant id>-<language>`, e.g. `1-ar` */
                id: components["parameters"]["TenantTextsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The texts of the language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenantTexts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminTenantTexts: {
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
                /** @description `<tenant id>-<language>`, e.g. `1-ar` */
                id: components["parameters"]["TenantTextsId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTenantTextsUpdate"];
            };
        };
        responses: {
            /** @description The texts as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenantTexts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminTenantTextEntries: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest); field: language, field or tenantId */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters: `language`, `field`, `q` (each text of at most 200 characters), `tenantId` (a tenant id or a list of them) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `tenant-text-entries <first>-<last>/<total>`, or `tenant-text-entries *\/<total>` for an empty page */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTenantTextEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest) */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters (`q` searches; `id` a list of ids) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAdminUser: {
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
                "application/json": components["schemas"]["AdminUserCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
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
    inviteAdminUser: {
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
            /** @description The invitation is queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
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
    getAdminUser: {
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
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminUser: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUserUpdate"];
            };
        };
        responses: {
            /** @description The record as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminAccounts: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest) */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters (`q` searches; `id` a list of ids) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminAccount: {
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
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminAccount: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAccountUpdate"];
            };
        };
        responses: {
            /** @description The record as changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminReviews: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest); only `id`, the order is fixed */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters (`status`, `accountId`, `q`, `tenant`) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReview"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminCompassPointSettings: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompassPointSetting"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAdminCompassPointSetting: {
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
                "application/json": components["schemas"]["AdminCompassPointSettingWrite"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompassPointSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminCompassPointSetting: {
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
            /** @description The row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompassPointSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAdminCompassPointSetting: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCompassPointSettingWrite"];
            };
        };
        responses: {
            /** @description The row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompassPointSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAdminCompassPointSetting: {
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
            /** @description The removed row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompassPointSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminProducts: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProduct"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listAdminFeedbacks: {
        parameters: {
            query?: {
                /** @description JSON [field, "ASC"|"DESC"] (ra-data-simple-rest) */
                sort?: string;
                /** @description JSON [first, last], both inclusive, at most 1,000 rows */
                range?: string;
                /** @description JSON object of filters (`q` searches; `id` a list of ids) */
                filter?: string;
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
            /** @description One page */
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFeedback"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAdminFeedback: {
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
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFeedback"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportAdminFeedback: {
        parameters: {
            query?: {
                /** @description JSON object of filters (`q` searches; `id` a list of ids) */
                filter?: string;
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
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCounterStatus: {
        parameters: {
            query?: {
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
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
            /** @description The service status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterStatus"][];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterMembers: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
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
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterMember"][];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReports: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
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
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReportInfo"][];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportPr: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
                /** @description Metric types, pipe-separated (unknown values: Exception 3060, ignored). */
                metric_type?: string;
                /** @description Data types, pipe-separated. */
                data_type?: string;
                /** @description Regular and/or TDM, pipe-separated. */
                access_method?: string;
                /** @description Attributes to show as columns, pipe-separated (unknown ones: Exception 3062). */
                attributes_to_show?: string;
                /** @description Month (Totals is not supported: Exception 3062, Month is given). */
                granularity?: string;
                /** @description Not supported (Exception 3050). */
                attributed?: string;
                /** @description Not supported (Exception 3050). */
                country_code?: string;
                /** @description Not supported (Exception 3050). */
                subdivision_code?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportPrP1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportDr: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
                /** @description Metric types, pipe-separated (unknown values: Exception 3060, ignored). */
                metric_type?: string;
                /** @description Data types, pipe-separated. */
                data_type?: string;
                /** @description Regular and/or TDM, pipe-separated. */
                access_method?: string;
                /** @description Attributes to show as columns, pipe-separated (unknown ones: Exception 3062). */
                attributes_to_show?: string;
                /** @description Month (Totals is not supported: Exception 3062, Month is given). */
                granularity?: string;
                /** @description The database (one per tenant). */
                database?: string;
                /** @description Not supported (Exception 3050). */
                attributed?: string;
                /** @description Not supported (Exception 3050). */
                country_code?: string;
                /** @description Not supported (Exception 3050). */
                subdivision_code?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportDrD1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportDrD2: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTr: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
                /** @description Metric types, pipe-separated (unknown values: Exception 3060, ignored). */
                metric_type?: string;
                /** @description Data types, pipe-separated. */
                data_type?: string;
                /** @description Regular and/or TDM, pipe-separated. */
                access_method?: string;
                /** @description Attributes to show as columns, pipe-separated (unknown ones: Exception 3062). */
                attributes_to_show?: string;
                /** @description Month (Totals is not supported: Exception 3062, Month is given). */
                granularity?: string;
                /** @description Controlled, Open, Free_To_Read, pipe-separated. */
                access_type?: string;
                /** @description Years of publication or ranges (yyyy or yyyy-yyyy), pipe-separated. */
                yop?: string;
                /** @description Item identifiers (content code, DOI, ISBN, ISSN or proprietary id), pipe-separated. */
                item_id?: string;
                /** @description Not supported (Exception 3050). */
                attributed?: string;
                /** @description Not supported (Exception 3050). */
                country_code?: string;
                /** @description Not supported (Exception 3050). */
                subdivision_code?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrB1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrB2: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrB3: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrJ1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrJ2: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrJ3: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportTrJ4: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportIr: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
                /** @description Metric types, pipe-separated (unknown values: Exception 3060, ignored). */
                metric_type?: string;
                /** @description Data types, pipe-separated. */
                data_type?: string;
                /** @description Regular and/or TDM, pipe-separated. */
                access_method?: string;
                /** @description Attributes to show as columns, pipe-separated (unknown ones: Exception 3062). */
                attributes_to_show?: string;
                /** @description Month (Totals is not supported: Exception 3062, Month is given). */
                granularity?: string;
                /** @description Controlled, Open, Free_To_Read, pipe-separated. */
                access_type?: string;
                /** @description Years of publication or ranges (yyyy or yyyy-yyyy), pipe-separated. */
                yop?: string;
                /** @description Item identifiers (content code, DOI, ISBN, ISSN or proprietary id), pipe-separated. */
                item_id?: string;
                /** @description True groups items under their parent (book or journal). */
                include_parent_details?: string;
                /** @description Components are not reported (Exception 3063). */
                include_component_details?: string;
                /** @description Not supported (Exception 3050). */
                author?: string;
                /** @description Not supported (Exception 3050). */
                attributed?: string;
                /** @description Not supported (Exception 3050). */
                country_code?: string;
                /** @description Not supported (Exception 3050). */
                subdivision_code?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportIrA1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCounterReportIrM1: {
        parameters: {
            query?: {
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The COUNTER API credentials issued to an account (with api_key); not needed with an administrator token. */
                requestor_id?: string;
                /** @description The key issued with requestor_id. */
                api_key?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
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
            /** @description The report (its header may carry Exceptions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterReport"];
                };
            };
            /** @description Exception 1030 (customer_id, begin_date or end_date missing) or 3020 (invalid dates) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2000 (no or unknown credentials, or a user without ADMIN or REPORT_VIEW) or 2020 (api_key invalid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            /** @description Exception 2010 (the credentials do not cover this customer, or it is unknown - another tenant's included) or 2011 (the global customer) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterException"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    exportCounterReport: {
        parameters: {
            query?: {
                /** @description tsv (default) or csv */
                format?: "tsv" | "csv";
                /** @description The institution - an account number, or the tenant code for the whole tenant (administrators). Required (Exception 1030 otherwise). */
                customer_id?: string;
                /** @description The platform (accepted and ignored - one platform per tenant). */
                platform?: string;
                /** @description First month, yyyy-mm or yyyy-mm-dd. Required (1030); invalid or later than end_date is 3020. */
                begin_date?: string;
                /** @description Last month, yyyy-mm or yyyy-mm-dd. Required (1030). A current or later month adds Exception 3031. */
                end_date?: string;
                /** @description Metric types, pipe-separated (unknown values: Exception 3060, ignored). */
                metric_type?: string;
                /** @description Data types, pipe-separated. */
                data_type?: string;
                /** @description Regular and/or TDM, pipe-separated. */
                access_method?: string;
                /** @description Controlled, Open, Free_To_Read, pipe-separated. */
                access_type?: string;
                /** @description Years of publication or ranges (yyyy or yyyy-yyyy), pipe-separated. */
                yop?: string;
                /** @description Item identifiers (content code, DOI, ISBN, ISSN or proprietary id), pipe-separated. */
                item_id?: string;
                /** @description Attributes to show as columns, pipe-separated (unknown ones: Exception 3062). */
                attributes_to_show?: string;
                /** @description Month (Totals is not supported: Exception 3062, Month is given). */
                granularity?: string;
                /** @description True groups items under their parent (book or journal). */
                include_parent_details?: string;
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
                reportId: "pr" | "pr_p1" | "dr" | "dr_d1" | "dr_d2" | "tr" | "tr_b1" | "tr_b2" | "tr_b3" | "tr_j1" | "tr_j2" | "tr_j3" | "tr_j4" | "ir" | "ir_a1" | "ir_m1";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tabular report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/tab-separated-values": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardEmbed: {
        parameters: {
            query?: {
                reportId?: "usage";
                AccountNumber?: string;
                TenantName?: string;
                ApplicationCode?: "COMPASS";
                StartDate?: string;
                EndDate?: string;
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
            /** @description The EmbedUrl */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        EmbedUrl: string;
                        /** Format: date-time */
                        ExpiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getEmbeddedUsageSummary: {
        parameters: {
            query: {
                token: string;
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
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUsageSummary: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                accountNumber?: string;
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
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    issueCounterApiKey: {
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
                "application/json": components["schemas"]["CounterApiKeyRequest"];
            };
        };
        responses: {
            /** @description The credentials */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Which reviews (all when absent) */
                status?: "open" | "due-soon" | "overdue" | "closed";
                /** @description Only the reviews the caller reviews (named, or through the reviewer group) or owns an action of */
                mine?: boolean;
                /** @description Page number, from 0 */
                page?: number;
                /** @description Page size (default 25) */
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
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    openReview: {
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
                "application/json": components["schemas"]["ReviewOpenRequest"];
            };
        };
        responses: {
            /** @description The review that was already open for this change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description The new review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getReviewSettings: {
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
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateReviewSettings: {
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
                "application/json": components["schemas"]["ReviewSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReview: {
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    assignReview: {
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewAssignment"];
            };
        };
        responses: {
            /** @description The review as assigned */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    decideReviewItem: {
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
                /** @description The review's id */
                reviewId: number;
                itemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDecision"];
            };
        };
        responses: {
            /** @description The item as decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    signOffReview: {
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewSignOff"];
            };
        };
        responses: {
            /** @description The signed-off review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getReviewHistory: {
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAuditEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    exportReviewCsv: {
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getScimServiceProviderConfig: {
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
            /** @description The configuration */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDiscovery"];
                };
            };
            401: components["responses"]["ScimUnauthorized"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listScimResourceTypes: {
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
            /** @description The resource types */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDiscoveryList"];
                };
            };
            401: components["responses"]["ScimUnauthorized"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getScimResourceType: {
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
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource type */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDiscovery"];
                };
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listScimSchemas: {
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
            /** @description The schemas */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDiscoveryList"];
                };
            };
            401: components["responses"]["ScimUnauthorized"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getScimSchema: {
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
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schema */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimDiscovery"];
                };
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listScimUsers: {
        parameters: {
            query?: {
                /** @description A SCIM filter (RFC 7644 §3.4.2.2), e.g. userName eq "ana@example.com" */
                filter?: string;
                /** @description The 1-based index of the first result (below 1 is 1) */
                startIndex?: number;
                /** @description Results a page (negative is 0; more than 200 is 200) */
                count?: number;
                /** @description Accepted for compatibility; every default attribute is returned */
                attributes?: string;
                /** @description members leaves a group's members out; other names are accepted and ignored */
                excludedAttributes?: string;
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
            /** @description One page */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimUserList"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createScimUser: {
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
                "application/scim+json": components["schemas"]["ScimUser"];
                "application/json": components["schemas"]["ScimUser"];
            };
        };
        responses: {
            /** @description The new user */
            201: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    /** @description The new resource's address */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            409: components["responses"]["ScimConflict"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getScimUser: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility; every default attribute is returned */
                attributes?: string;
                /** @description members leaves a group's members out; other names are accepted and ignored */
                excludedAttributes?: string;
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
                /** @description The version the client has; 304 when it is current */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            /** @description Not modified (If-None-Match names the current version) */
            304: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    replaceScimUser: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimUser"];
                "application/json": components["schemas"]["ScimUser"];
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            409: components["responses"]["ScimConflict"];
            412: components["responses"]["ScimPreconditionFailed"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteScimUser: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            412: components["responses"]["ScimPreconditionFailed"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    patchScimUser: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimPatchRequest"];
                "application/json": components["schemas"]["ScimPatchRequest"];
            };
        };
        responses: {
            /** @description The user */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimUser"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            409: components["responses"]["ScimConflict"];
            412: components["responses"]["ScimPreconditionFailed"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listScimGroups: {
        parameters: {
            query?: {
                /** @description A SCIM filter (RFC 7644 §3.4.2.2), e.g. userName eq "ana@example.com" */
                filter?: string;
                /** @description The 1-based index of the first result (below 1 is 1) */
                startIndex?: number;
                /** @description Results a page (negative is 0; more than 200 is 200) */
                count?: number;
                /** @description Accepted for compatibility; every default attribute is returned */
                attributes?: string;
                /** @description members leaves a group's members out; other names are accepted and ignored */
                excludedAttributes?: string;
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
            /** @description One page */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimGroupList"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createScimGroup: {
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
                "application/scim+json": components["schemas"]["ScimGroup"];
                "application/json": components["schemas"]["ScimGroup"];
            };
        };
        responses: {
            /** @description The new group */
            201: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    /** @description The new resource's address */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getScimGroup: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility; every default attribute is returned */
                attributes?: string;
                /** @description members leaves a group's members out; other names are accepted and ignored */
                excludedAttributes?: string;
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
                /** @description The version the client has; 304 when it is current */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            /** @description Not modified (If-None-Match names the current version) */
            304: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    replaceScimGroup: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimGroup"];
                "application/json": components["schemas"]["ScimGroup"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            412: components["responses"]["ScimPreconditionFailed"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteScimGroup: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            412: components["responses"]["ScimPreconditionFailed"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    patchScimGroup: {
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
                /** @description The version (ETag, meta.version) the change is made to; 412 when it is no longer current */
                "If-Match"?: string;
            };
            path: {
                /** @description The resource's id (a user's or an account's number; for discovery, a name or URN) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/scim+json": components["schemas"]["ScimPatchRequest"];
                "application/json": components["schemas"]["ScimPatchRequest"];
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    RequestId: components["headers"]["RequestId"];
                    ETag: components["headers"]["ScimETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/scim+json": components["schemas"]["ScimGroup"];
                };
            };
            400: components["responses"]["ScimBadRequest"];
            401: components["responses"]["ScimUnauthorized"];
            404: components["responses"]["ScimNotFound"];
            412: components["responses"]["ScimPreconditionFailed"];
            413: components["responses"]["ScimPayloadTooLarge"];
            429: components["responses"]["ScimTooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    exportReviewPdf: {
        parameters: {
            query?: {
                /** @description Interface language of the labels (e.g. ar, fr-CA, zh-Hans); English for a language Norma does not offer */
                language?: string;
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
                /** @description The review's id */
                reviewId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (Content-Disposition attachment, Cache-Control no-store) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
