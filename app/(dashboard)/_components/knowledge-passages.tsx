// What an agent turn was given from its knowledge bases (the call page, the test panel): an
// expandable row, like a tool call, listing each passage with its score and, while its document
// exists, its title and text.

export interface GivenPassage {
  chunkId: string;
  score: number;
  title?: string;
  text?: string;
}

export function KnowledgeRow({ passages, ms }: { passages: GivenPassage[]; ms: number | null }) {
  return (
    <details className="tool-call" data-testid="knowledge">
      <summary>
        <code>knowledge</code>{" "}
        <span className={`badge ${passages.length ? "green" : ""}`}>
          {passages.length} passage{passages.length === 1 ? "" : "s"}
        </span>
        {ms !== null && <span className="muted"> · {ms} ms</span>}
      </summary>
      {passages.length === 0 && <p className="muted flush">Nothing in its knowledge bases matched.</p>}
      {passages.map((passage) => (
        <div key={passage.chunkId}>
          <p className="muted flush">
            {passage.title ?? "(a deleted document)"} · <span className="mono">{passage.chunkId}</span> · score{" "}
            {passage.score.toFixed(3)}
          </p>
          {passage.text && <pre className="mono">{passage.text}</pre>}
        </div>
      ))}
    </details>
  );
}
