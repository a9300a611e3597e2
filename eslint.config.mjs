import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

// server/ is the domain; inngest/ holds the background functions that call into it. Only the
// composition root (instrumentation.ts, app/api/inngest) joins the two, so the domain never
// imports a function, a client or the local executor from inngest/ (the npm package is fine).
const INTO_INNGEST_FOLDER = "^(@/inngest|(\\.\\./)+inngest)(/|$)";
const BOUNDARY_MESSAGE =
  "server/ must not import from inngest/: move what both need (events, the Inngest client) into server/, and wire functions in the composition root.";

// server/processes/ (which processes live, the lease, shutdown) sits below the call layers: what
// happens to a gone process's calls is a duty the composition root hands it (server/startup.ts).
const ABOVE_PROCESSES = "^(@/server/|(\\.\\./)+)(dialing|telephony|calls)(/|$)";
const LAYER_MESSAGE =
  "server/processes/ must not import dialing, telephony or calls: take what it must do for them as a duty (LeaderDuties) from server/startup.ts.";

// server/calls/ (a call's rows, statuses, admission and announcements) sits below server/dialing/
// (placing calls and moving them on): dialing imports calls, never the other way round.
const INTO_DIALING = "^(@/server/|(\\.\\./)+)dialing(/|$)";
const CALLS_MESSAGE =
  "server/calls/ must not import server/dialing/: move the rule both need into server/calls/ (as server/calls/announcements.ts).";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      "node_modules/**",
      ".next*/**",
      ".data/**",
      "server/db/generated/**",
      "sdk/dist/**",
      "sdk/src/generated/**",
      "public/click-to-call.js",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  {
    files: ["server/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: INTO_INNGEST_FOLDER, message: BOUNDARY_MESSAGE }] }],
      // no-restricted-imports does not see `import()`; a selector's regex cannot hold a slash.
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression[source.value=/${INTO_INNGEST_FOLDER.replaceAll("/", "\\x2F")}/]`,
          message: BOUNDARY_MESSAGE,
        },
      ],
    },
  },
  {
    files: ["server/processes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: INTO_INNGEST_FOLDER, message: BOUNDARY_MESSAGE },
            { regex: ABOVE_PROCESSES, message: LAYER_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ["server/calls/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: INTO_INNGEST_FOLDER, message: BOUNDARY_MESSAGE },
            { regex: INTO_DIALING, message: CALLS_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Layout is Prettier's (`npm run format`); ESLint keeps no rule that disagrees with it.
  prettier,
];

export default config;
