import type { Page } from "./api-types.js";

/** Walks a list endpoint page by page, following `nextCursor`; each page is fetched on demand. */
export async function* paginate<Query extends { cursor?: string }, Item>(
  query: Query,
  fetchPage: (query: Query) => Promise<Page<Item>>,
): AsyncGenerator<Page<Item>, void, undefined> {
  let cursor = query.cursor;
  do {
    const page = await fetchPage({ ...query, cursor });
    yield page;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
