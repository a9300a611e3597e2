// Imported first by scripts/serve.mjs: the server's environment becomes a plain copy, taken once.
// Node reads process.env from the C environment variable by variable (~0.6 µs each), and the
// Inngest SDK copies the whole of it seven times per call of its serve handler (helpers/env.js
// getProcessEnv): ~0.3 ms per step with npm's variables, on every step of every call
// (docs/decisions.md "The hot path in SQL"). The background processes the server starts are given
// this copy, and nothing hands the environment to a native library, so the copy is all that anyone reads.
process.env = { ...process.env };
