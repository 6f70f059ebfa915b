-- Signed-out (revoked) tokens, kept until they would have expired anyway. PostgreSQL is the
-- truth; Redis only caches the list in front of it, so a revoked token stays revoked when Redis
-- loses its data. The workers' maintenance deletes rows once their token has expired.
CREATE TABLE "revoked_tokens" (
    "jti" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "revoked_tokens_pkey" PRIMARY KEY ("jti")
);
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" ("expires_at");
