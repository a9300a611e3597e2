"use client";

import { useState, type FormEvent } from "react";
import { trpc } from "@/app/_components/trpc";

type Passage = Awaited<ReturnType<typeof trpc.v1.knowledgeBases.search.query>>["data"][number];

/** What an agent would be given for these words. */
export function SearchBox({ workspaceId, kbId }: { workspaceId: string; kbId: string }) {
  const [passages, setPassages] = useState<Passage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    if (!query) return;
    setBusy(true);
    setError(null);
    try {
      setPassages((await trpc.v1.knowledgeBases.search.query({ id: workspaceId, kbId, query, topK: 5 })).data);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <form className="actions-row" onSubmit={search} aria-label="Search the knowledge base">
        <label className="field">
          <input name="query" aria-label="Question" placeholder="What are your opening hours?" autoComplete="off" />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? "Searching…" : "Search"}
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {passages?.length === 0 && <p className="muted">No passage matches.</p>}
      {passages?.map((passage) => (
        <div key={passage.chunkId} data-testid="search-passage">
          <p className="muted flush">
            {passage.title} · score {passage.score.toFixed(3)}
          </p>
          <pre className="mono">{passage.text}</pre>
        </div>
      ))}
    </div>
  );
}
