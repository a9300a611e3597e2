"use client";

import { useEffect, useRef } from "react";

// The real loader rendering the real button, as a visitor would see it. A second copy of the
// script only renders new tags, so re-adding the tag re-renders after a label change.

export function ButtonPreview({ token, label }: { token: string; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const script = document.createElement("script");
    script.src = "/click-to-call.js";
    script.async = true;
    script.dataset.svcToken = token;
    script.dataset.svcLabel = label || "Call me back";
    host.replaceChildren(script);
  }, [token, label]);
  return (
    <>
      <div ref={container} data-testid="button-preview" className="preview-box" />
      <small className="hint">Live preview. A callback is only placed from websites on the allowed list.</small>
    </>
  );
}
