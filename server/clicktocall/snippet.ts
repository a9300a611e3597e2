// The tag a website pastes to show the button (docs/api-contract.md §4.3). Pure, so the settings
// page can rebuild it in the browser as the label is edited.

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function embedSnippet({ loaderUrl, token, label }: { loaderUrl: string; token: string; label: string }): string {
  return `<script src="${escapeAttribute(loaderUrl)}" data-svc-token="${escapeAttribute(token)}" data-svc-label="${escapeAttribute(label)}" async></script>`;
}
