import Link from "next/link";

export default function HomePage() {
  return (
    <main className="landing">
      <h1>svc</h1>
      <p className="lede">
        AI voice agents that phone your customers. Your integration asks the API for a call; visitors of your website
        press a &ldquo;call me back&rdquo; button; an agent dials within seconds.
      </p>
      <ul>
        <li>
          <strong>REST API</strong> under <code>/v1</code> with idempotent retries, scoped API keys and signed webhooks.
        </li>
        <li>
          <strong>Click-to-call button</strong>: one <code>&lt;script&gt;</code> tag on any allowed website.
        </li>
        <li>
          <strong>Settings</strong> for agents, caller numbers, do-not-call lists, webhooks and the call log.
        </li>
      </ul>
      <div className="actions">
        <Link className="button primary" href="/signin">
          Sign in
        </Link>
        <Link className="button" href="/docs">
          API docs
        </Link>
      </div>
    </main>
  );
}
