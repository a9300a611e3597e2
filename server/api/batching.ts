// How many procedure calls one request to /api/trpc may batch. No server imports: the settings
// UI's client splits its batches by the same number.

export const MAX_BATCH_CALLS = 10;
