import { readDocument, type ReadTask } from "./read";

// The reading process's entry (./pool.ts forks it): one task at a time, each answered in order.
// When its parent goes, so does it.

process.on("message", (task: ReadTask) => {
  void readDocument(task).then((answer) => process.send?.(answer));
});
process.on("disconnect", () => process.exit(0));
