"use client";

import { useEffect, useRef, useState } from "react";
import { Field } from "@/app/_components/form";
import { fillVariables, placeholdersOf, type CallVariables } from "@/server/voice/variables";

// The agent's first message with a preview of how it will sound, rendered as a call renders it,
// live as the admin types: once with sample values, once for a call that gives none.

/** A value for each variable without a default: a name for `name`, the variable's own name in brackets otherwise. */
function sampleValues(message: string): CallVariables {
  return Object.fromEntries(
    placeholdersOf(message)
      .filter((p) => p.fallback === null)
      .map((p) => [p.name, p.name === "name" ? "Alex" : `[${p.name}]`]),
  );
}

export function FirstMessageField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [message, setMessage] = useState(defaultValue);
  const preview = useRef<HTMLDivElement>(null);
  // Resetting the form (after creating an agent) puts the default back without an input event.
  useEffect(() => {
    const form = preview.current?.closest("form");
    const reset = () => setMessage(defaultValue);
    form?.addEventListener("reset", reset);
    return () => form?.removeEventListener("reset", reset);
  }, [defaultValue]);
  const withSamples = fillVariables(message, sampleValues(message));
  const withNone = fillVariables(message, {});
  return (
    <>
      <Field
        label="First message"
        name="firstMessage"
        defaultValue={defaultValue}
        error={error}
        hint="Use {{name}} and the call's variables; {{name|there}} gives a default. One with no value is left out."
        onInput={(event) => setMessage(event.currentTarget.value)}
      />
      <div ref={preview} className="hint" data-testid="first-message-preview" aria-live="polite">
        {withSamples.trim() && <p>Sounds like: “{withSamples}”</p>}
        {withNone !== withSamples && withNone.trim() && <p>With no values: “{withNone}”</p>}
      </div>
    </>
  );
}
