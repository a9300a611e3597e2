"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Re-reads the page's server data every `seconds` while something on it is still changing. */
export function LiveRefresh({ active, seconds = 2 }: { active: boolean; seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [active, seconds, router]);
  return active ? (
    <span className="badge blue" role="status">
      ● Live
    </span>
  ) : null;
}
