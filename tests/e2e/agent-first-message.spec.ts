import { expect, test } from "@playwright/test";
import { signUp } from "./settings-helpers";

// The agent form shows how the first message will sound, rendered as a call renders it, while the
// admin types: sample values for the variables, and what a call with none hears (no gap left).

test("the first message is previewed with sample values, live, and without values it leaves no gap", async ({
  page,
}) => {
  const { workspaceId } = await signUp(page, "preview");
  await page.goto(`/w/${workspaceId}/agents/new`);
  const form = page.getByRole("form", { name: "New agent" });
  const preview = form.getByTestId("first-message-preview");
  await expect(preview).toHaveText("Sounds like: “Hello! How can I help you today?”");

  const message = form.getByLabel("First message");
  await message.fill("Hi {{name}}! Calling about your {{ appointment }}, {{day|this week}}.");
  await expect(preview.getByText(/^Sounds like/)).toHaveText(
    "Sounds like: “Hi Alex! Calling about your [appointment], this week.”",
  );
  await expect(preview.getByText(/^With no values/)).toHaveText("With no values: “Hi! Calling about your, this week.”");

  // Every keystroke counts, not just the field losing focus.
  await message.fill("Hello {{name}}, how are you");
  await message.press("End");
  await message.pressSequentially("?");
  await expect(preview.getByText(/^Sounds like/)).toHaveText("Sounds like: “Hello Alex, how are you?”");
  await expect(preview.getByText(/^With no values/)).toHaveText("With no values: “Hello, how are you?”");
});
