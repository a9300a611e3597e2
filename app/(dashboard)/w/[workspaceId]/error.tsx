"use client";

// A workspace page that failed to render: the sidebar stays, the page says so and offers a retry.
// A server component's error reaches the browser masked; its digest is the reference that the
// server logged with the real error, so a user can quote it to whoever runs svc.

export default function WorkspacePageError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  const message =
    !digest && error instanceof Error && error.message
      ? error.message
      : "This page could not be loaded. Try again in a moment.";
  return (
    <div className="empty" role="alert">
      <h3>Something went wrong</h3>
      <p>{message}</p>
      {digest && (
        <p className="muted">
          Reference: <code data-testid="error-reference">{digest}</code>
        </p>
      )}
      <button type="button" className="primary" onClick={() => retry()}>
        Try again
      </button>
    </div>
  );
}
