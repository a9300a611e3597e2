// Shown at once while a workspace page's server components read their data.

export default function WorkspacePageLoading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
