"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { trpc } from "@/app/_components/trpc";
import { ActionButton } from "../../../../_components/action-button";

/** Erases the contact's person (docs/privacy.md "Erasure"), optionally listing the number; then back to the list. */
export function EraseContact({
  workspaceId,
  contactId,
  name,
}: {
  workspaceId: string;
  contactId: string;
  name: string;
}) {
  const router = useRouter();
  const [doNotCall, setDoNotCall] = useState(false);
  return (
    <div className="actions-row">
      <label className="checkbox">
        <input type="checkbox" checked={doNotCall} onChange={(event) => setDoNotCall(event.target.checked)} /> Also add
        the number to the do-not-call list
      </label>
      <ActionButton
        className="danger"
        action={async () => {
          await trpc.v1.erasures.create.mutate({ id: workspaceId, contactId, doNotCall });
          router.push(`/w/${workspaceId}/contacts`);
        }}
        done="Erasure started: the person's data is being erased"
        confirm={{
          title: `Erase everything about ${name}?`,
          body: "Their contact, leads, call transcripts, recordings' links and what the calls knew of them go; the calls stay with the number masked. This cannot be undone.",
          confirmLabel: "Erase",
        }}
      >
        Erase this person
      </ActionButton>
    </div>
  );
}
