/** Why a document cannot be read, in words its owner can act on: the reason it fails with. */
export class DocumentError extends Error {
  override name = "DocumentError";
}
