-- Semantic (discovery) search: a latent semantic indexing model computed from the catalogue and
-- one concept vector per document (int8, unit length × 127). See prisma/src/semantic.

-- CreateTable
CREATE TABLE "semantic_models" (
    "id" SERIAL NOT NULL,
    "dims" INTEGER NOT NULL,
    "terms" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "idf" BYTEA NOT NULL,
    "term_vectors" BYTEA NOT NULL,
    "singular_values" BYTEA NOT NULL,
    "sample_size" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "semantic_models_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_vectors" (
    "document_id" INTEGER NOT NULL,
    "model_id" INTEGER NOT NULL,
    "vector" BYTEA NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_vectors_pkey" PRIMARY KEY ("document_id")
);

-- CreateIndex
CREATE INDEX "document_vectors_model_id_idx" ON "document_vectors"("model_id");

-- CreateIndex
CREATE INDEX "document_vectors_updated_at_idx" ON "document_vectors"("updated_at");

-- AddForeignKey
ALTER TABLE "document_vectors" ADD CONSTRAINT "document_vectors_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_vectors" ADD CONSTRAINT "document_vectors_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "semantic_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;
