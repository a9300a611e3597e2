import { CopyButton } from "../../../_components/copy-button";

export function SecretBox({ secret }: { secret: string }) {
  return (
    <div className="secret spaced-sm">
      <code data-testid="webhook-secret">{secret}</code>
      <CopyButton text={secret} />
    </div>
  );
}
