import Link from "next/link";

export default function WorkspaceNotFound() {
  return (
    <div className="empty">
      <h3>Not found</h3>
      <p>This page does not exist, or you do not have access to it.</p>
      <Link href="/w">Go to your workspace</Link>
    </div>
  );
}
