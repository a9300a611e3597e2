"use client";

import { useState } from "react";
import { pathOf, type Issue } from "@/app/_components/errors";
import { parseAllowedOrigin } from "@/server/clicktocall/origins";

// One input per allowed origin, checked as you leave it by the same rules the public endpoint
// uses; issues of the last submit ("allowedOrigins.2") land on their row until it is edited.
// Errors clear while typing but only appear on leaving the field, so the layout does not jump
// under the pointer on the way to another button.

interface Row {
  key: number;
  error: string | null;
  /** The submit whose issues this row's edits made stale. */
  editedAfter: Issue[] | null;
}

const check = (value: string) => {
  const parsed = value.trim() ? parseAllowedOrigin(value) : null;
  return parsed && !parsed.ok ? parsed.error : null;
};

export function OriginsEditor({ initial, issues }: { initial: string[]; issues: Issue[] }) {
  const [values] = useState(() => (initial.length ? initial : [""]));
  const [rows, setRows] = useState<Row[]>(() => values.map((_, key) => ({ key, error: null, editedAfter: null })));
  const [nextKey, setNextKey] = useState(rows.length);
  const submittedError = (index: number) =>
    rows[index].editedAfter === issues
      ? undefined
      : issues.find((issue) => pathOf(issue) === `allowedOrigins.${index}`)?.message;
  const listError = issues.find((issue) => pathOf(issue) === "allowedOrigins")?.message;

  function update(index: number, patch: Partial<Row>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  }

  return (
    <fieldset className="fieldset">
      <legend>Allowed website origins</legend>
      <small className="hint">
        Scheme and host, no path: <code>https://shop.example.com</code>. <code>https://*.example.com</code> allows every
        subdomain (not the bare domain).
      </small>
      {rows.map((row, index) => {
        const error = row.error ?? submittedError(index);
        return (
          <div key={row.key} className="field">
            <div className="actions-row nowrap">
              <input
                name="allowedOrigins"
                aria-label={`Allowed origin ${index + 1}`}
                defaultValue={values[row.key]}
                placeholder="https://www.example.com"
                aria-invalid={Boolean(error)}
                onChange={(event) =>
                  update(index, { editedAfter: issues, error: row.error && check(event.target.value) })
                }
                onBlur={(event) => update(index, { error: check(event.target.value) })}
              />
              {rows.length > 1 && (
                <button
                  type="button"
                  aria-label={`Remove origin ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              )}
            </div>
            {error && <span className="error">{error}</span>}
          </div>
        );
      })}
      {listError && <span className="error">{listError}</span>}
      <div>
        <button
          type="button"
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, error: null, editedAfter: null }]);
            setNextKey(nextKey + 1);
          }}
        >
          + Add origin
        </button>
      </div>
    </fieldset>
  );
}
