"use client";

import Papa from "papaparse";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Field, FormFooter } from "@/app/_components/form";
import { useMutation } from "@/app/_components/mutation";
import { trpc } from "@/app/_components/trpc";
import {
  CAMPAIGN_DEFAULTS,
  createCampaignInput,
  MAX_RECIPIENTS_PER_REQUEST,
  RETRY_OUTCOMES,
  WEEKDAY_NAMES,
  type RecipientInput,
} from "@/server/campaigns/inputs";
import { NUMBER_COLUMN, recipientsOf, type LeftOut, type ParsedCsv } from "./csv-recipients";

// A campaign from a CSV file, parsed here in the browser (papaparse, ./csv-recipients.ts). Rows
// without a number and duplicates are listed before anything is created; the campaign is checked
// with the API's own schema and defaults, confirmed in a dialog, then sent up in requests of 10,000.

type Campaign = Omit<Parameters<typeof trpc.settings.campaigns.create.mutate>[0], "recipients">;

function LeftOutList({ rows, label, testId }: { rows: LeftOut[]; label: string; testId: string }) {
  if (!rows.length) return null;
  return (
    <>
      {" "}
      {rows.length} {label}:
      <ul data-testid={testId}>
        {rows.slice(0, 50).map((row) => (
          <li key={row.line}>
            Line {row.line}: <code>{row.value || "(empty)"}</code>
            {row.duplicateOf && <> (as line {row.duplicateOf})</>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function CreateCampaign({
  workspaceId,
  agents,
  numbers,
  defaultCountry,
}: {
  workspaceId: string;
  agents: Array<{ id: string; name: string }>;
  numbers: string[];
  defaultCountry: string;
}) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [toColumn, setToColumn] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const [ready, setReady] = useState<{ campaign: Campaign; recipients: RecipientInput[] } | null>(null);
  const preview = parsed && toColumn ? recipientsOf(parsed, toColumn, defaultCountry) : null;

  const create = useMutation(
    async (input: { campaign: Campaign; recipients: RecipientInput[] }) => {
      const chunks: RecipientInput[][] = [];
      for (let i = 0; i < input.recipients.length; i += MAX_RECIPIENTS_PER_REQUEST)
        chunks.push(input.recipients.slice(i, i + MAX_RECIPIENTS_PER_REQUEST));
      const created = await trpc.settings.campaigns.create.mutate({ ...input.campaign, recipients: chunks[0] });
      for (const chunk of chunks.slice(1))
        await trpc.settings.campaigns.addRecipients.mutate({
          id: workspaceId,
          mode: input.campaign.mode,
          campaignId: created.id,
          recipients: chunk,
        });
      return created;
    },
    { done: (campaign) => `Campaign “${campaign.name}” created with ${campaign.recipientCount} recipient(s)` },
  );

  function onFile(file: File | undefined) {
    setParsed(null);
    if (!file) return;
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: "greedy",
      complete: ({ data, meta }) => {
        const columns = (meta.fields ?? []).filter(Boolean);
        setParsed({ columns, rows: data });
        setToColumn(columns.find((column) => NUMBER_COLUMN.test(column.trim())) ?? columns[0] ?? "");
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startAt = String(data.get("startAt") ?? "");
    const fromNumbers = numbers.filter((number) => data.getAll("fromNumbers").includes(number));
    const campaign: Campaign = {
      id: workspaceId,
      mode: data.get("test") ? "test" : "live",
      name: String(data.get("name") ?? ""),
      agentId: String(data.get("agentId") ?? ""),
      ...(fromNumbers.length ? { fromNumbers } : {}),
      maxConcurrent: Number(data.get("maxConcurrent")),
      schedule: {
        timezone: CAMPAIGN_DEFAULTS.timezone,
        hours: { start: String(data.get("start")), end: String(data.get("end")) },
        days: WEEKDAY_NAMES.filter((day) => data.getAll("days").includes(day)),
        // datetime-local is the browser's local time.
        ...(startAt ? { startAt: new Date(startAt).toISOString() } : {}),
      },
      retry: {
        on: RETRY_OUTCOMES.filter((outcome) => data.getAll("retryOn").includes(outcome)),
        maxAttempts: Number(data.get("maxAttempts")),
        delayMinutes: Number(data.get("delayMinutes")),
      },
    };
    const recipients = preview?.recipients ?? [];
    const { id: _workspace, mode: _mode, ...fields } = campaign;
    const checked = createCampaignInput.safeParse({
      ...fields,
      recipients: recipients.slice(0, MAX_RECIPIENTS_PER_REQUEST),
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setLocalError(
        issue.path[0] === "recipients"
          ? "Upload a CSV file with at least one valid number."
          : `${issue.path.join(".")}: ${issue.message}`,
      );
      return;
    }
    setLocalError(null);
    setReady({ campaign, recipients });
    dialog.current?.showModal();
  }

  function start() {
    dialog.current?.close();
    if (!ready) return;
    const test = ready.campaign.mode === "test";
    create.run(ready, (created) => router.push(`/w/${workspaceId}/campaigns/${created.id}${test ? "?data=test" : ""}`));
  }

  const startsAt = ready?.campaign.schedule?.startAt;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="New campaign">
      <div className="row">
        <Field label="Name" name="name" required maxLength={200} placeholder="Appointment reminders" />
        <Field
          label="Agent"
          name="agentId"
          control={
            <select name="agentId" defaultValue={agents[0]?.id}>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
          }
        />
      </div>
      <div className="checks">
        <label>
          <input type="checkbox" name="test" /> Test campaign: its calls reach the simulator only (listed under Test
          data)
        </label>
      </div>
      <Field
        label="Recipients (CSV)"
        name="file"
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(event) => onFile(event.currentTarget.files?.[0])}
        hint="A header row, a column of phone numbers; the other columns become the agent's variables."
      />
      {parsed && (
        <Field
          label="Number column"
          name="toColumn"
          control={
            <select name="toColumn" value={toColumn} onChange={(event) => setToColumn(event.currentTarget.value)}>
              {parsed.columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          }
        />
      )}
      {preview && (
        <div
          className={`notice ${preview.invalid.length || preview.duplicates.length ? "warning" : "success"}`}
          role="status"
          data-testid="csv-preview"
        >
          {preview.recipients.length} recipient(s) to call; variables:{" "}
          {parsed!.columns.filter((column) => column !== toColumn).join(", ") || "none"}.
          <LeftOutList
            rows={preview.invalid}
            label="row(s) without a valid number will be left out"
            testId="csv-invalid"
          />
          <LeftOutList
            rows={preview.duplicates}
            label="row(s) repeat a number and will be left out"
            testId="csv-duplicates"
          />
        </div>
      )}
      {numbers.length > 1 && (
        <fieldset className="fieldset">
          <legend>Call from</legend>
          <div className="checks">
            {numbers.map((number) => (
              <label key={number}>
                <input type="checkbox" name="fromNumbers" value={number} /> <span className="mono">{number}</span>
              </label>
            ))}
          </div>
          <p className="muted">Ticked numbers are used in turn; none ticked: the agent&apos;s default number.</p>
        </fieldset>
      )}
      <div className="row">
        <Field label="Start at" name="startAt" type="datetime-local" hint="Empty: as soon as it is created." />
        <Field
          label="Calls at once"
          name="maxConcurrent"
          type="number"
          min={1}
          max={100}
          defaultValue={CAMPAIGN_DEFAULTS.maxConcurrent}
        />
      </div>
      <div className="row">
        <Field label="From (callee's time)" name="start" type="time" defaultValue={CAMPAIGN_DEFAULTS.hours.start} />
        <Field
          label="Until"
          name="end"
          type="time"
          defaultValue={CAMPAIGN_DEFAULTS.hours.end}
          hint="Never outside 08:00–21:00 in the callee's time."
        />
      </div>
      <fieldset className="fieldset">
        <legend>Days</legend>
        <div className="checks">
          {WEEKDAY_NAMES.map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                name="days"
                value={day}
                defaultChecked={(CAMPAIGN_DEFAULTS.days as readonly string[]).includes(day)}
              />{" "}
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Retry on</legend>
        <div className="checks">
          {RETRY_OUTCOMES.map((outcome) => (
            <label key={outcome}>
              <input
                type="checkbox"
                name="retryOn"
                value={outcome}
                defaultChecked={CAMPAIGN_DEFAULTS.retry.on.includes(outcome)}
              />{" "}
              {outcome.replace("_", " ")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="row">
        <Field
          label="Attempts at most"
          name="maxAttempts"
          type="number"
          min={1}
          max={5}
          defaultValue={CAMPAIGN_DEFAULTS.retry.maxAttempts}
        />
        <Field
          label="Minutes between attempts"
          name="delayMinutes"
          type="number"
          min={5}
          defaultValue={CAMPAIGN_DEFAULTS.retry.delayMinutes}
        />
      </div>
      <FormFooter
        pending={create.pending}
        error={localError ?? create.error?.message ?? null}
        submitLabel="Create campaign"
        pendingText="Creating…"
      />
      <dialog ref={dialog} aria-labelledby="start-campaign-title">
        <h3 id="start-campaign-title" className="flush-top">
          Start calling {ready?.recipients.length ?? 0} recipient(s)?
        </h3>
        <p className="muted">
          {ready?.campaign.mode === "test" ? "A test campaign: the simulator answers. " : "Real calls to real people. "}
          {startsAt
            ? `Dialing starts at ${new Date(startsAt).toLocaleString()}, within each callee's calling hours.`
            : "Dialing starts now, within each callee's calling hours."}
        </p>
        <div className="actions-row dialog-actions">
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            Not yet
          </button>
          <button type="button" className="solid" onClick={start}>
            Start campaign
          </button>
        </div>
      </dialog>
    </form>
  );
}
