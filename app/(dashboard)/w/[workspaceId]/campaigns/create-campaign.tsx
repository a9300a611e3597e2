"use client";

import Papa from "papaparse";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Field, FormFooter } from "@/app/_components/form";
import { useMutation } from "@/app/_components/mutation";
import { trpc } from "@/app/_components/trpc";
import {
  createCampaignInput,
  MAX_RECIPIENTS_PER_REQUEST,
  RETRY_OUTCOMES,
  type RecipientInput,
} from "@/server/campaigns/inputs";
import { readPhone } from "@/server/phone";

// A campaign from a CSV file, parsed here in the browser (papaparse): one column is the number,
// the others become the agent's variables. Rows without a number are listed before anything is
// created; the rest go up in requests of 10,000.

interface Parsed {
  columns: string[];
  rows: Record<string, string>[];
}

interface Invalid {
  line: number;
  value: string;
}

const NUMBER_COLUMN = /^(to|phone|phone_?number|number|mobile|tel)$/i;

function recipientsOf(
  parsed: Parsed,
  toColumn: string,
  country: string,
): { recipients: RecipientInput[]; invalid: Invalid[] } {
  const recipients: RecipientInput[] = [];
  const invalid: Invalid[] = [];
  parsed.rows.forEach((row, index) => {
    const value = (row[toColumn] ?? "").trim();
    const read = readPhone(value, country);
    const to = "e164" in read ? read.e164 : null;
    // Line numbers as a spreadsheet shows them: the header is line 1.
    if (!to) return invalid.push({ line: index + 2, value });
    const variables = Object.fromEntries(
      parsed.columns
        .filter((column) => column !== toColumn && row[column]?.trim())
        .map((column) => [column.slice(0, 40), row[column].trim().slice(0, 2000)]),
    );
    recipients.push({ to, ...(Object.keys(variables).length ? { variables } : {}) });
  });
  return { recipients, invalid };
}

export function CreateCampaign({
  workspaceId,
  agents,
  defaultCountry,
}: {
  workspaceId: string;
  agents: Array<{ id: string; name: string }>;
  defaultCountry: string;
}) {
  const router = useRouter();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [toColumn, setToColumn] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const country = defaultCountry;
  const preview = parsed && toColumn ? recipientsOf(parsed, toColumn, country) : null;

  const create = useMutation(
    async (input: {
      campaign: Omit<Parameters<typeof trpc.v1.campaigns.create.mutate>[0], "recipients">;
      recipients: RecipientInput[];
    }) => {
      const chunks: RecipientInput[][] = [];
      for (let i = 0; i < input.recipients.length; i += MAX_RECIPIENTS_PER_REQUEST)
        chunks.push(input.recipients.slice(i, i + MAX_RECIPIENTS_PER_REQUEST));
      const created = await trpc.v1.campaigns.create.mutate({ ...input.campaign, recipients: chunks[0] });
      for (const chunk of chunks.slice(1))
        await trpc.v1.campaigns.addRecipients.mutate({
          id: workspaceId,
          campaignId: created.data.id,
          recipients: chunk,
        });
      return created.data;
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
    const on = RETRY_OUTCOMES.filter((outcome) => data.getAll("retryOn").includes(outcome));
    const campaign = {
      id: workspaceId,
      name: String(data.get("name") ?? ""),
      agentId: String(data.get("agentId") ?? ""),
      maxConcurrent: Number(data.get("maxConcurrent")),
      schedule: { timezone: "callee", hours: { start: String(data.get("start")), end: String(data.get("end")) } },
      retry: { on, maxAttempts: Number(data.get("maxAttempts")), delayMinutes: Number(data.get("delayMinutes")) },
    };
    const recipients = preview?.recipients ?? [];
    const { id: _workspace, ...fields } = campaign;
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
    create.run({ campaign, recipients }, (created) => router.push(`/w/${workspaceId}/campaigns/${created.id}`));
  }

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
          className={`notice ${preview.invalid.length ? "warning" : "success"}`}
          role="status"
          data-testid="csv-preview"
        >
          {preview.recipients.length} recipient(s) to call; variables:{" "}
          {parsed!.columns.filter((column) => column !== toColumn).join(", ") || "none"}.
          {preview.invalid.length > 0 && (
            <>
              {" "}
              {preview.invalid.length} row(s) without a valid number will be left out:
              <ul data-testid="csv-invalid">
                {preview.invalid.slice(0, 50).map((row) => (
                  <li key={row.line}>
                    Line {row.line}: <code>{row.value || "(empty)"}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="row">
        <Field label="Calls at once" name="maxConcurrent" type="number" min={1} max={100} defaultValue={5} />
        <Field label="From (callee's time)" name="start" type="time" defaultValue="09:00" />
        <Field
          label="Until"
          name="end"
          type="time"
          defaultValue="20:00"
          hint="Never outside 08:00–21:00 in the callee's time."
        />
      </div>
      <fieldset className="fieldset">
        <legend>Retry on</legend>
        <div className="checks">
          {RETRY_OUTCOMES.map((outcome) => (
            <label key={outcome}>
              <input
                type="checkbox"
                name="retryOn"
                value={outcome}
                defaultChecked={outcome === "no_answer" || outcome === "busy"}
              />{" "}
              {outcome.replace("_", " ")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="row">
        <Field label="Attempts at most" name="maxAttempts" type="number" min={1} max={5} defaultValue={2} />
        <Field label="Minutes between attempts" name="delayMinutes" type="number" min={5} defaultValue={60} />
      </div>
      <FormFooter
        pending={create.pending}
        error={localError ?? create.error?.message ?? null}
        submitLabel="Create campaign"
        pendingText="Creating…"
      />
    </form>
  );
}
