"use client";

import { ActionButton } from "./action-button";

interface Props {
  /** What is deleted, e.g. "agent"; labels the toast and the confirm button. */
  noun: string;
  name: string;
  /** What deleting it means, shown in the confirmation dialog. */
  consequence: string;
  onEdit: () => void;
  remove: () => Promise<unknown>;
}

/** Edit and Delete (with confirmation) for a settings card. */
export function EditDeleteActions({ noun, name, consequence, onEdit, remove }: Props) {
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className="actions-row">
      <button type="button" onClick={onEdit}>
        Edit
      </button>
      <ActionButton
        className="danger"
        action={remove}
        done={`${capitalised} deleted`}
        confirm={{ title: `Delete ${name}?`, body: consequence, confirmLabel: `Delete ${noun}` }}
      >
        Delete
      </ActionButton>
    </div>
  );
}
