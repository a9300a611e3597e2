import busboy from "busboy";

// multipart/form-data read as it arrives, with busboy. undici's Response.formData() gathers the
// whole body and then parses it in one go: for the documented 25 MB upload that held the event loop
// for 1–2 s, and /api/health with it (tests/reliability/hostile-documents.test.ts). busboy finds the
// boundaries chunk by chunk (a Boyer-Moore-Horspool search), and the loop is given back between
// chunks: a body received whole before it is read would otherwise be parsed in one run of the loop,
// each read resolving at once.

export type FormEntry = [name: string, value: string | File];

/** The body passed `maxBytes` in all, or a file passed `fileBytes`. */
export class FormTooLarge extends Error {}

export interface FormLimits {
  maxBytes: number;
  fileBytes: number;
}

const aTurnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The form's entries in order, each file whole as a File. Throws FormTooLarge past a limit (reading
 * stops there), and busboy's own error for anything that is not a well-formed form.
 */
export async function parseMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  { maxBytes, fileBytes }: FormLimits,
): Promise<FormEntry[]> {
  if (!body) throw new Error("The form has no body.");
  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: { fileSize: fileBytes, fieldSize: maxBytes },
  });
  let failure: Error | undefined;
  const fail = (error: Error) => (failure ??= error);
  const entries: Promise<FormEntry>[] = [];
  parser.on("field", (name, value) => entries.push(Promise.resolve([name, value])));
  parser.on("file", (name, stream, { filename, mimeType }) => {
    // A socket's chunks are never on shared memory: Buffer<ArrayBuffer>, which a File takes.
    const chunks: Buffer<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    stream.on("limit", () => fail(new FormTooLarge()));
    entries.push(
      new Promise((settle) =>
        stream.on("end", () => settle([name, new File(chunks, filename ?? "", { type: mimeType })])),
      ),
    );
  });
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error: Error) => {
      fail(error);
      resolve();
    });
  });
  const reader = body.getReader();
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) fail(new FormTooLarge());
    if (failure) break;
    if (!parser.write(read.value)) await new Promise((resolve) => parser.once("drain", resolve).once("error", resolve));
    await aTurnOfTheLoop();
  }
  if (failure) {
    await reader.cancel().catch(() => {});
    throw failure;
  }
  parser.end();
  await finished;
  if (failure) throw failure;
  return Promise.all(entries);
}
