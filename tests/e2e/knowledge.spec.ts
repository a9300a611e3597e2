import { expect, test } from "@playwright/test";
import { makePdf } from "../helpers/knowledge-files";
import { createAgent, screenshot, signUp, inputLook } from "./settings-helpers";

// Knowledge in the settings UI, in real Chromium against the production build: a base made on the
// Knowledge page, a file uploaded and seen ready, a question tried, the base given to an agent, and
// the test panel answering from the file (the script brain: no model needed), showing the passage.

const HOURS = [
  "Cedar Hollow Veterinary Clinic is at 42 Millbrook Road.",
  "",
  "We are open Monday to Friday from 8 am to 7 pm. The clinic is closed on Sundays and on public holidays.",
  "",
  "Boarding costs 35 dollars a night for a cat.",
].join("\n");

test("a file is uploaded, becomes ready, and the test panel answers from it", async ({ page }, testInfo) => {
  const { workspaceId } = await signUp(page, "knowledge");

  await page.goto(`/w/${workspaceId}/knowledge`);
  const form = page.getByRole("form", { name: "New knowledge base" });
  await form.getByLabel("Name").fill("Clinic handbook");
  await form.getByRole("button", { name: "Create knowledge base" }).click();
  await page.getByRole("link", { name: "Clinic handbook" }).click();

  const upload = page.getByRole("form", { name: "Upload a file" });
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "hours.txt", mimeType: "text/plain", buffer: Buffer.from(HOURS) });
  await upload.getByRole("button", { name: "Upload" }).click();
  const row = page.getByTestId("knowledge-document").filter({ hasText: "hours.txt" });
  await expect(row).toContainText("ready", { timeout: 20_000 });
  await expect(row).toContainText("1"); // one passage

  // A PDF is read too (pdf.js in the production server).
  const pdf = await makePdf(["Grooming: a bath and brush costs 40 dollars for a small dog."]);
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "grooming.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("knowledge-document").filter({ hasText: "grooming.pdf" })).toContainText("ready", {
    timeout: 20_000,
  });

  // A file svc cannot read is refused with the reason, at once.
  await upload
    .getByLabel("File")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByRole("alert")).toContainText(
    "Upload a PDF, DOCX, Markdown (.md), HTML or plain-text (.txt) file.",
  );

  const search = page.getByRole("form", { name: "Search the knowledge base" });
  // "Try a question" looks like the page's other inputs.
  const formInput = await inputLook(page.getByRole("form", { name: "Add a text" }).getByLabel("Title"));
  expect(await inputLook(search.getByLabel("Question"))).toBe(formInput);
  await search.getByLabel("Question").fill("Are you open on Sundays?");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("search-passage").first()).toContainText("closed on Sundays");
  await screenshot(page, testInfo, "knowledge-base");

  await createAgent(page, workspaceId, async (agent) => {
    await agent.getByLabel("Instructions").fill("What is your pet's name?");
    await agent.getByRole("group", { name: "Knowledge bases" }).getByLabel("Clinic handbook").check();
  });
  await page.getByRole("button", { name: "Start the test call" }).click();
  const panel = page.getByRole("region", { name: "Test chat" });
  await expect(panel.getByTestId("chat-agent").first()).toContainText("Hello! How can I help you today?");
  // So does the test chat's.
  expect(await inputLook(panel.getByLabel("Your message"))).toBe(formInput);
  await panel.getByLabel("Your message").fill("Are you open on Sundays?");
  await panel.getByRole("button", { name: "Send" }).click();
  const answer = panel.getByTestId("chat-agent").nth(1);
  await expect(answer).toContainText("The clinic is closed on Sundays and on public holidays.");
  await expect(answer).toContainText("What is your pet's name?");
  const given = answer.getByTestId("knowledge");
  await expect(given).toContainText("1 passage");
  await given.locator("summary").click();
  await expect(given).toContainText("hours.txt");
  await screenshot(page, testInfo, "knowledge-test-panel");
});
