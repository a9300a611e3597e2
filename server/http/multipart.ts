import busboy from "busboy";

// multipart/form-data read as it arrives, with busboy. undici's Response.formData() gathers the
// whole body and then parses it in one go: for the documented 25 MB upload that held the event loop
// for 1–2 s, and /api/health with it (tests/reliability/hostile-documents.test.ts). busboy finds the
// boundaries chunk by chunk (a Boyer-Moore-Horspool search), and the loop is given back between
// chunks: a body received whole before it is read would otherwise be parsed in one run of the loop,
// each read resolving at once. A file is kept as it arrives, a slice at a time, and read back the
// same way (`readInSlices`): no step copies all of a 25 MB file in one run of the loop.

export type FormEntry = [name: string, value: string | File];

/** The body passed `maxBytes` in all, or a file passed `fileBytes`. */
export class FormTooLarge extends Error {}

export interface FormLimits {
  maxBytes: number;
  fileBytes: number;
}

const aTurnOfTheLoop = () => new Promise((resolve) => setImmediate(resolve));

/** What is copied at once: a file's chunks are gathered into, and read back in, slices this size. */
const SLICE_BYTES = 1024 * 1024;

/** The blob's bytes, a slice of SLICE_BYTES at a time, a turn of the event loop before each. */
export async function* readInSlices(blob: Blob): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  for (let from = 0; from < blob.size; from += SLICE_BYTES) {
    await aTurnOfTheLoop();
    yield new Uint8Array(await blob.slice(from, from + SLICE_BYTES).arrayBuffer());
  }
}

/**
 * A file's chunks, copied into a Blob each time SLICE_BYTES have come: the File made of those Blobs
 * refers to them, where one made of a 25 MB file's 1,500 socket chunks copies them all at once.
 */
function fileGatherer() {
  const slices: Blob[] = [];
  let pending: Buffer<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  const cut = () => {
    if (pending.length) slices.push(new Blob(pending));
    pending = [];
    pendingBytes = 0;
  };
  return {
    add(chunk: Buffer<ArrayBuffer>) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes >= SLICE_BYTES) cut();
    },
    file(name: string, type: string): File {
      cut();
      return new File(slices, name, { type });
    },
  };
}

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
    const gathered = fileGatherer();
    // A socket's chunks are never on shared memory: Buffer<ArrayBuffer>, which a Blob takes.
    stream.on("data", (chunk: Buffer<ArrayBuffer>) => gathered.add(chunk));
    stream.on("limit", () => fail(new FormTooLarge()));
    entries.push(
      new Promise((settle) => stream.on("end", () => settle([name, gathered.file(filename ?? "", mimeType)]))),
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
