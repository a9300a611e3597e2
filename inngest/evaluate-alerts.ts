import { evaluateAlertRules } from "@/server/alerts/evaluate";
import { evaluateAlertsSchedule } from "@/server/events";
import { inngest } from "@/server/jobs/inngest";

// Once a minute, every alert rule is read against its window; a rule whose condition started or
// stopped holding sends `alert.triggered` or `alert.resolved` (docs/decisions.md "Alerts"). A
// retried run or a second process sends nothing twice: the rule's state moves conditionally.

export const evaluateAlertsFunction = inngest.createFunction(
  { id: "evaluate-alerts", triggers: [evaluateAlertsSchedule], concurrency: { limit: 1 }, retries: 1 },
  async () => evaluateAlertRules(),
);
