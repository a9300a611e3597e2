"use client";

import { useState } from "react";
import type { AgentVersionView } from "@/server/agents/versions";
import { formatDateTime, formatRate } from "../../../../_components/format";
import { FIELD_LABELS, MIRRORS, shownValue, type Field, type NamesById } from "./version-fields";

// An agent's versions, newest first, each with its agent tests' pass rate, and what changed between
// two of them, field by field (by the form's labels, with names for ids): two versions compared
// on the same tests.

function authorOf({ author }: AgentVersionView): string {
  if (author.kind === "member") return author.email ?? author.userId ?? "a member";
  if (author.kind === "api_key") return `API key ${author.apiKeyId}`;
  return "the operator";
}

interface PassRate {
  version: number;
  passed: number;
  played: number;
  runs: number;
  passRate: number | null;
}

export function VersionDiff({
  versions,
  passRates,
  names,
}: {
  versions: AgentVersionView[];
  passRates: PassRate[];
  names: NamesById;
}) {
  const rates = new Map(passRates.map((rate) => [rate.version, rate]));
  const [to, setTo] = useState(versions[0]?.version ?? 0);
  const [from, setFrom] = useState(versions[1]?.version ?? versions[0]?.version ?? 0);
  if (!versions.length) return <p className="muted flush">No versions recorded.</p>;
  const byNumber = new Map(versions.map((version) => [version.version, version]));
  const [older, newer] = [byNumber.get(from)!, byNumber.get(to)!];
  const fields = ([...new Set([...Object.keys(older.settings), ...Object.keys(newer.settings)])] as Field[]).filter(
    (field) => !MIRRORS.includes(field),
  );
  const stored = (settings: AgentVersionView["settings"], field: Field) => {
    const value = settings[field];
    return JSON.stringify(value === "" || value === undefined ? null : value);
  };
  const changed = fields.filter((field) => stored(older.settings, field) !== stored(newer.settings, field));
  const picker = (label: string, value: number, set: (version: number) => void) => (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(event) => set(Number(event.target.value))}>
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version} · {formatDateTime(version.createdAt)} · {authorOf(version)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="stack">
      <div className="form">
        <div className="row">
          {picker("Compare", from, setFrom)}
          {picker("with", to, setTo)}
        </div>
      </div>
      {changed.length === 0 ? (
        <p className="muted flush">
          {versions.length === 1
            ? "One version so far: every save adds one."
            : from === to
              ? "Pick two different versions."
              : "These versions have the same settings."}
        </p>
      ) : (
        <table className="table version-diff" aria-label={`Changes from version ${from} to version ${to}`}>
          <thead>
            <tr>
              <th>Field</th>
              <th>Version {from}</th>
              <th>Version {to}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field}>
                <th scope="row">{FIELD_LABELS[field] ?? field}</th>
                <td>{shownValue(field, older.settings, names)}</td>
                <td>{shownValue(field, newer.settings, names)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ol className="timeline" aria-label="Versions">
        {versions.map((version) => (
          <li key={version.version}>
            <b>Version {version.version}</b>{" "}
            <span className="muted">
              {formatDateTime(version.createdAt)} by {authorOf(version)}
            </span>{" "}
            {rates.has(version.version) && (
              <span className="badge" data-testid={`pass-rate-${version.version}`}>
                tests: {formatRate(rates.get(version.version)!.passRate)} passed ({rates.get(version.version)!.passed}{" "}
                of {rates.get(version.version)!.played}, {rates.get(version.version)!.runs}{" "}
                {rates.get(version.version)!.runs === 1 ? "run" : "runs"})
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
