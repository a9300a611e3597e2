-- An upload is staged a slice at a time as it is read (server/knowledge/uploads.ts), and the
-- request's transaction joins the slices into its document. An upload staged whole before this
-- migration becomes its own single slice.
CREATE TABLE "KnowledgeUploadSlice" (
    "uploadId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "content" BYTEA NOT NULL,

    CONSTRAINT "KnowledgeUploadSlice_pkey" PRIMARY KEY ("uploadId", "position"),
    CONSTRAINT "KnowledgeUploadSlice_uploadId_fkey" FOREIGN KEY ("uploadId") REFERENCES "KnowledgeUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "KnowledgeUploadSlice" ("uploadId", "position", "content") SELECT "id", 0, "content" FROM "KnowledgeUpload";

ALTER TABLE "KnowledgeUpload" DROP COLUMN "content";

-- A document's bytes are kept only until it is read, and read a slice at a time: stored
-- uncompressed, a slice is read without inflating everything before it (a compressed 25 MB text
-- was inflated again for each of its 25 slices), and the write compresses nothing.
ALTER TABLE "KnowledgeDocument" ALTER COLUMN "content" SET STORAGE EXTERNAL;
