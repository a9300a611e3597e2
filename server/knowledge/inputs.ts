import { z } from "zod";
import { LANGUAGES } from "@/server/agents/inputs";

// What the knowledge pages and /v1 accept. No server imports, so the settings forms validate in the
// browser with the schemas the procedures use. Limits that operators tune are in server/env.ts.

/** The largest file a document upload takes. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The largest JSON body of a text document (a larger text: upload it as a file). */
export const MAX_TEXT_BODY_BYTES = 1024 * 1024;
/** Passages a search answers at most. */
export const MAX_TOP_K = 20;
/** Formats a file upload may be, by what they are called in answers. */
export const DOCUMENT_FORMATS = ["pdf", "docx", "markdown", "html", "text"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Absent or empty (a form's "none" option) is null. */
const emptyIsNull = (schema: z.ZodString) => schema.nullish().transform((value) => value || null);

const baseFields = z.strictObject({
  name: z.string().trim().min(1, "Name the knowledge base").max(100),
  description: z.string().trim().max(1000).meta({ description: "What it holds; for people, not for the model." }),
  language: z.enum(LANGUAGES, "Pick a language").meta({
    description:
      "The language of its documents: words are stemmed and stop words dropped the way this language needs (Japanese: words as written).",
  }),
  llmConnectionId: emptyIsNull(z.string()).meta({
    description:
      "An LLM connection whose OpenAI-compatible `/embeddings` embeds chunks and queries (hybrid search); null = lexical search only.",
  }),
  embeddingModel: emptyIsNull(z.string().trim().max(100)).meta({
    description: "The embeddings model at that connection, e.g. `text-embedding-3-small`; set with `llmConnectionId`.",
  }),
});

export function embeddingRules(
  base: { llmConnectionId?: string | null; embeddingModel?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (base.llmConnectionId === undefined && base.embeddingModel === undefined) return;
  if (Boolean(base.llmConnectionId) !== Boolean(base.embeddingModel))
    ctx.addIssue({
      code: "custom",
      path: [base.llmConnectionId ? "embeddingModel" : "llmConnectionId"],
      message: "Set the LLM connection and the embeddings model together, or neither",
    });
}

export const createKnowledgeBaseInput = baseFields.extend({
  description: baseFields.shape.description.default(""),
  language: baseFields.shape.language.default("en-US"),
  llmConnectionId: baseFields.shape.llmConnectionId.default(null),
  embeddingModel: baseFields.shape.embeddingModel.default(null),
});

/** The fields a PATCH names; embeddings change together. */
export const updateKnowledgeBaseInput = baseFields.partial();

export const documentFields = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: "Default: the file's name, the page's title, or the text's first line." }),
  text: z
    .string()
    .max(MAX_TEXT_BODY_BYTES)
    .optional()
    .meta({ description: "The document's text (plain text, paragraphs separated by blank lines)." }),
  url: z
    .url({ protocol: /^https?$/, message: "Must be an http(s) URL." })
    .max(2048)
    .optional()
    .meta({ description: "A web page or file to fetch; HTML is reduced to its readable text." }),
  refreshHours: z
    .number()
    .int()
    .min(1, "1 to 720 hours")
    .max(720, "1 to 720 hours")
    .optional()
    .meta({ description: "With `url`: fetch it again this often (hours); absent = once." }),
  file: z.file().max(MAX_UPLOAD_BYTES, "At most 25 MB").optional().meta({
    description:
      "multipart/form-data only: a PDF, DOCX, Markdown, HTML or plain-text file of at most 25 MB (by its extension or media type).",
  }),
});

/** Exactly one source: `text`, `url` or `file`. */
export function documentRules(document: z.output<typeof documentFields>, ctx: z.RefinementCtx): void {
  const sources = (["text", "url", "file"] as const).filter((name) => document[name] !== undefined);
  if (sources.length !== 1)
    ctx.addIssue({
      code: "custom",
      path: sources.length ? [sources[1]] : ["text"],
      message: "Give exactly one of text, url or file",
    });
  if (document.text !== undefined && !document.text.trim())
    ctx.addIssue({ code: "custom", path: ["text"], message: "The text is empty" });
  if (document.refreshHours !== undefined && document.url === undefined)
    ctx.addIssue({ code: "custom", path: ["refreshHours"], message: "Only a URL document is refreshed" });
}

export type DocumentInput = z.output<typeof documentFields>;

export const searchInput = z.strictObject({
  query: z.string().trim().min(1, "Ask something").max(2000),
  topK: z
    .number()
    .int()
    .min(1)
    .max(MAX_TOP_K)
    .default(5)
    .meta({ description: `Passages to answer, 1 to ${MAX_TOP_K}; 5 by default.` }),
});

export type CreateKnowledgeBaseInput = z.output<typeof createKnowledgeBaseInput>;
export type UpdateKnowledgeBaseInput = z.output<typeof updateKnowledgeBaseInput>;
