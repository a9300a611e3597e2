// Generated from GET /v1/openapi.json by sdk/scripts/generate.mjs (openapi-typescript).
// Do not edit: change the API, then run `npm run generate` in sdk/.

export interface paths {
    "/workspaces/{id}/calls/originate-manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Originate a manual call
         * @description Queues a call from an agent to a number. The agent dials within seconds.
         */
        post: operations["v1-calls-originateManual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calls
         * @description Newest first. Filter by status (repeatable), campaign and creation time.
         */
        get: operations["v1-calls-list"];
        put?: never;
        /**
         * Create a call
         * @description Queues a call to `to` or to a contact, with metadata and variables for the agent.
         */
        post: operations["v1-calls-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/calls/{callId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a call */
        get: operations["v1-calls-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/calls/{callId}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a call's transcript
         * @description The conversation so far, turn by turn: each turn is stored as it ends, so a call in progress shows its finished turns.
         */
        get: operations["v1-calls-transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/calls/{callId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued call
         * @description Only a `queued` call can be canceled; otherwise 409 CONFLICT.
         */
        post: operations["v1-calls-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contacts
         * @description Newest first.
         */
        get: operations["v1-contacts-list"];
        put?: never;
        /** Create a contact */
        post: operations["v1-contacts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a contact */
        get: operations["v1-contacts-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agents
         * @description Newest first.
         */
        get: operations["v1-agents-list"];
        put?: never;
        /**
         * Create an agent
         * @description Its settings are version 1. Fields left out take the defaults the settings form shows.
         */
        post: operations["v1-agents-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an agent
         * @description Answers `ETag: "<version>"`.
         */
        get: operations["v1-agents-get"];
        put?: never;
        post?: never;
        /**
         * Delete an agent
         * @description An agent that placed calls or answers a click-to-call source is kept for the history: 409 CONFLICT with the counts in details. With `If-Match: "<version>"` (the ETag of the agent you read), a change made since is refused with 412 PRECONDITION_FAILED.
         */
        delete: operations["v1-agents-delete"];
        options?: never;
        head?: never;
        /**
         * Update an agent
         * @description Changes the fields given; the others stay. A change is a new version (a request that changes nothing is none). With `If-Match: "<version>"` (the ETag of the agent you read), a change made since is refused with 412 PRECONDITION_FAILED.
         */
        patch: operations["v1-agents-update"];
        trace?: never;
    };
    "/workspaces/{id}/agents/{agentId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an agent's versions
         * @description Newest first: each change's whole settings, who made it (a member or an API key) and when.
         */
        get: operations["v1-agents-versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/agents/{agentId}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a version of an agent */
        get: operations["v1-agents-version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description Newest first.
         */
        get: operations["v1-leads-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/llm-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List LLM connections
         * @description Newest first.
         */
        get: operations["v1-llmConnections-list"];
        put?: never;
        /**
         * Create an LLM connection
         * @description The API key is write-only: answers show its last 4 characters (`apiKeyLast4`), never the key.
         */
        post: operations["v1-llmConnections-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/llm-connections/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an LLM connection */
        get: operations["v1-llmConnections-get"];
        put?: never;
        post?: never;
        /** Delete an LLM connection */
        delete: operations["v1-llmConnections-delete"];
        options?: never;
        head?: never;
        /**
         * Update an LLM connection
         * @description Changes only the fields given. A new `apiKey` replaces the saved one; absent or empty keeps it.
         */
        patch: operations["v1-llmConnections-update"];
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Newest first.
         */
        get: operations["v1-webhookEndpoints-list"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description The answer carries the signing `secret`; no other answer ever does (rotate it to get a new one).
         */
        post: operations["v1-webhookEndpoints-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint */
        get: operations["v1-webhookEndpoints-get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its deliveries go with it.
         */
        delete: operations["v1-webhookEndpoints-delete"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes only the fields given: `url`, `description`, `events`, `enabled` (false pauses deliveries).
         */
        patch: operations["v1-webhookEndpoints-update"];
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Deliveries are signed with the new secret from now on, and with the old one too for 24 hours. The answer is the only one with the new secret.
         */
        post: operations["v1-webhookEndpoints-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` event to this endpoint only; follow it in the deliveries.
         */
        post: operations["v1-webhookEndpoints-sendTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description Newest first, each with its event and every attempt. What receivers answered is shown to keys with `webhooks:write` only.
         */
        get: operations["v1-webhookEndpoints-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/webhook-endpoints/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description A new series of attempts, whatever happened before.
         */
        post: operations["v1-webhookEndpoints-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/do-not-call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the do-not-call list
         * @description Newest first.
         */
        get: operations["v1-doNotCall-list"];
        put?: never;
        /**
         * Add numbers to the do-not-call list
         * @description One to 1,000 numbers, each normalised to E.164 and reported on in order: `added`, `already_listed` or `invalid` (with `error`). Invalid numbers do not stop the valid ones.
         */
        post: operations["v1-doNotCall-add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/do-not-call/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a number from the do-not-call list
         * @description Calls to it are allowed again. Name the entry by its id or by the number in E.164 (`%2B14155552671`).
         */
        delete: operations["v1-doNotCall-remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List caller numbers
         * @description Newest first.
         */
        get: operations["v1-numbers-list"];
        put?: never;
        /** Add a caller number */
        post: operations["v1-numbers-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/numbers/{numberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a caller number */
        get: operations["v1-numbers-get"];
        put?: never;
        post?: never;
        /**
         * Remove a caller number
         * @description Agents that call from it by default (`agentCount`) then need a `from` on each call.
         */
        delete: operations["v1-numbers-delete"];
        options?: never;
        head?: never;
        /**
         * Update a caller number
         * @description Its label; the number itself is the line (add the new one, remove the old).
         */
        patch: operations["v1-numbers-update"];
        trace?: never;
    };
    "/workspaces/{id}/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List campaigns
         * @description Newest first.
         */
        get: operations["v1-campaigns-list"];
        put?: never;
        /**
         * Create a campaign
         * @description Calls each recipient within its calling hours (never outside 08:00–21:00 in the callee's time), at most `maxConcurrent` at once, retrying the outcomes `retry.on` names. Numbers that cannot be called are kept as `skipped` with their reason. Up to 10,000 recipients per request (4 MiB).
         */
        post: operations["v1-campaigns-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a campaign's recipients
         * @description Filter by `state`. The full table with each callee's answers is `results.csv`.
         */
        get: operations["v1-campaigns-recipients"];
        put?: never;
        /**
         * Add recipients to a campaign
         * @description Up to 10,000 per request; a campaign holds up to 1,000,000. A campaign that has ended takes none (409).
         */
        post: operations["v1-campaigns-addRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a campaign
         * @description Its status, recipients by state, progress and an estimate of its end from the rate observed so far.
         */
        get: operations["v1-campaigns-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a campaign
         * @description No new call is placed; calls in progress finish. `campaign.paused` is sent.
         */
        post: operations["v1-campaigns-pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused campaign
         * @description Calls are placed again, within the calling hours.
         */
        post: operations["v1-campaigns-resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a campaign
         * @description Recipients not yet called are canceled; calls in progress finish. `campaign.completed` is sent with status `canceled`.
         */
        post: operations["v1-campaigns-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tools
         * @description Newest first.
         */
        get: operations["v1-tools-list"];
        put?: never;
        /**
         * Create a tool
         * @description An HTTP endpoint of yours that agents listing it in `toolIds` may call during a call. The answer carries the tool's `signingSecret` (Standard Webhooks), this once.
         */
        post: operations["v1-tools-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/tools/{toolId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a tool */
        get: operations["v1-tools-get"];
        put?: never;
        post?: never;
        /** Delete a tool */
        delete: operations["v1-tools-delete"];
        options?: never;
        head?: never;
        /**
         * Update a tool
         * @description Changes the fields given. `headers`: a value sets a header, null removes it, headers not named are kept.
         */
        patch: operations["v1-tools-update"];
        trace?: never;
    };
    "/workspaces/{id}/tools/{toolId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a tool's signing secret
         * @description A new secret signs from now on; for 24 hours the old one signs too (two signatures), so your endpoint can switch over.
         */
        post: operations["v1-tools-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/tools/{toolId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a tool
         * @description Makes the real request, as a call would, with these arguments (`call` fields are null), and answers what came back.
         */
        post: operations["v1-tools-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/knowledge-bases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List knowledge bases
         * @description Newest first.
         */
        get: operations["v1-knowledgeBases-list"];
        put?: never;
        /**
         * Create a knowledge base
         * @description Documents that agents listing it in `knowledgeBaseIds` answer from. With `llmConnectionId` and `embeddingModel`, search is hybrid (lexical and vector ranks fused).
         */
        post: operations["v1-knowledgeBases-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/knowledge-bases/{kbId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a knowledge base */
        get: operations["v1-knowledgeBases-get"];
        put?: never;
        post?: never;
        /**
         * Delete a knowledge base
         * @description With its documents.
         */
        delete: operations["v1-knowledgeBases-delete"];
        options?: never;
        head?: never;
        /**
         * Update a knowledge base
         * @description Changes the fields given. A new `language` or embeddings re-ingests every document (each `processing` again; its old chunks answer until its new ones are stored).
         */
        patch: operations["v1-knowledgeBases-update"];
        trace?: never;
    };
    "/workspaces/{id}/knowledge-bases/{kbId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a knowledge base's documents
         * @description Newest first, with each one's status, chunk count and size.
         */
        get: operations["v1-knowledgeBases-listDocuments"];
        put?: never;
        /**
         * Add a document
         * @description JSON `{title?, text}` (up to 1 MiB) or `{title?, url, refreshHours?}`, or multipart/form-data with a `file` (PDF, DOCX, Markdown, HTML or plain text, up to 25 MB) and an optional `title`. Answers at once with the document `processing`; it becomes `ready` once its chunks are stored, or `failed` with `error`.
         */
        post: operations["v1-knowledgeBases-addDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/knowledge-bases/{kbId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a document */
        get: operations["v1-knowledgeBases-getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Its passages leave search at once, calls in progress included.
         */
        delete: operations["v1-knowledgeBases-deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/knowledge-bases/{kbId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a knowledge base
         * @description The passages that best match `query`, best first: what an agent would be given for these words. Lexical (Postgres full-text search in the base's language), hybrid when the base has embeddings.
         */
        post: operations["v1-knowledgeBases-search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/click-to-call/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a callback (public: no API key)
         * @description Called by the embeddable loader or directly from a web page. The token (a click-to-call source id) is the only credential. The `Origin` header must be on the source's allowlist and equal the body's `origin`. A do-not-call or blocked number gets the same 202; its call is recorded `blocked`.
         */
        post: operations["requestClickToCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}/campaigns/{campaignId}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a campaign's results
         * @description CSV (RFC 4180), streamed: one row per recipient in the order they were added, with `to`, one `variables.<name>` column per variable, `state`, `skipReason`, `attempts`, `nextAttemptAt`, the last call's `lastCallId`, `endedReason`, `durationSec`, `successful` and `summary`, and one `analysis.<property>` column per property of the agent's analysis schema. Needs `campaigns:read`.
         */
        get: operations["v1-campaigns-results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "call.summary_ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A call was analysed: summary, structured data, success, transcript, why it ended.
         * @description Signed with Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`); verify with the SDK's `verifyWebhook`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        type: "call.summary_ready";
                        createdAt: string;
                        workspaceId: string;
                        data: components["schemas"]["CallSummaryReady"];
                    };
                };
            };
            responses: {
                /** @description Received. Anything else is retried on the schedule in docs/decisions.md. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        CallSummaryReady: {
            callId: string;
            /** @description The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`. */
            agentVersion: number | null;
            /** @enum {string} */
            status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
            endedReason: ("completed" | "agent_ended" | "transferred" | "voicemail" | "silence_timeout" | "max_duration" | "llm_error" | "carrier_error" | "no_answer" | "busy" | "canceled" | "blocked" | "failed") | null;
            durationSec: number | null;
            /** @description Answering-machine detection's verdict: human, machine_end_beep, … */
            answeredBy: string | null;
            recordingUrl: string | null;
            analysis: components["schemas"]["CallAnalysis"];
            transcript: {
                /** @description 0, 1, 2… in the order the turns started. */
                index: number;
                /** @enum {string} */
                role: "agent" | "user";
                /** @description What was said; for an interrupted agent turn only what the callee heard. */
                text: string;
                startedAt: string;
                endedAt: string;
                /** @description The callee spoke over the agent, who stopped. */
                interrupted: boolean;
                /** @description Tools the agent called in this turn: built-in ones (end_call, transfer_call, press_digits, switch_language) and the workspace's, with each request's outcome. */
                toolCalls: {
                    /** @description The model's id for the call; also the request's `webhook-id` and `Idempotency-Key`. */
                    id?: string;
                    name: string;
                    arguments: {
                        [key: string]: unknown;
                    };
                    /** @description The workspace tool called (absent for built-in tools). */
                    toolId?: string;
                    /** @enum {string} */
                    status?: "ok" | "error" | "timeout" | "invalid_arguments" | "refused";
                    httpStatus?: number | null;
                    latencyMs?: number;
                    /** @description What the model was shown back, first 2 KiB. */
                    result?: string;
                }[];
                /** @description The knowledge passages the agent was given for this turn, best first (an agent with knowledge bases; the chunk may since have been deleted). */
                knowledge: {
                    chunkId: string;
                    documentId: string;
                    score: number;
                }[];
                /** @description How long retrieving them took; null for a turn without retrieval. */
                knowledgeMs: number | null;
            }[];
        };
        CallAnalysis: {
            summary: string | null;
            /** @description Shaped by the agent's analysis schema. */
            structuredData: {
                [key: string]: unknown;
            } | null;
            /** @description Whether the call met the agent's success criteria; null when it has none. */
            successful: boolean | null;
            /** @description Why the analysis failed; null when it succeeded. */
            error: string | null;
        };
        Tool: {
            /** @example tool_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
            id: string;
            name: string;
            description: string;
            parameters: {
                [key: string]: unknown;
            };
            url: string;
            /** @enum {string} */
            method: "POST" | "GET";
            /** @description Each header's value as its last 4 characters (shorter values not at all). */
            headers: {
                [key: string]: string;
            };
            timeoutSec: number;
            messages: {
                start: string | null;
                failed: string | null;
            };
            async: boolean;
            createdAt: string;
            updatedAt: string;
        };
        KnowledgeBase: {
            /** @example kb_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
            id: string;
            name: string;
            description: string;
            /** @enum {string} */
            language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
            llmConnectionId: string | null;
            embeddingModel: string | null;
            documentCount: number;
            chunkCount: number;
            /** @description The size of its documents' sources, together. */
            bytes: number;
            createdAt: string;
            updatedAt: string;
        };
        KnowledgeDocument: {
            /** @example kdoc_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
            id: string;
            knowledgeBaseId: string;
            title: string;
            /** @enum {string} */
            source: "text" | "url" | "file";
            url: string | null;
            fileName: string | null;
            /** @description What the source was read as. */
            format: ("pdf" | "docx" | "markdown" | "html" | "text") | null;
            refreshHours: number | null;
            /**
             * @description `processing` until its chunks are stored (again, after a change of the base's language or embeddings), then `ready`, or `failed` with `error`.
             * @enum {string}
             */
            status: "processing" | "ready" | "failed";
            /** @description Why it failed; on a `ready` URL document, why its last refresh failed (its text stays searchable). */
            error: string | null;
            /** @description The source's size: the file, the text or the fetched page. */
            bytes: number;
            chunkCount: number;
            ingestedAt: string | null;
            nextRefreshAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        KnowledgePassage: {
            chunkId: string;
            documentId: string;
            /** @description The document's title. */
            title: string;
            text: string;
            /** @description Higher is better: the idf-weighted match of the query's words (lexical), or the reciprocal-rank fusion of the lexical and vector rankings (hybrid). */
            score: number;
        };
        /** @description Every failure. Branch on `code`, never on `error`. */
        Error: {
            /** @constant */
            success: false;
            /** @enum {string} */
            code: "INVALID_JSON" | "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_INVALID" | "UNAUTHENTICATED" | "INVALID_API_KEY" | "INSUFFICIENT_SCOPE" | "WORKSPACE_MISMATCH" | "ORIGIN_NOT_ALLOWED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNSUPPORTED_FILE_TYPE" | "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD" | "NUMBER_BLOCKED" | "FROM_NUMBER_NOT_ALLOWED" | "AGENT_NOT_FOUND" | "CAMPAIGN_TOO_LARGE" | "UNREADABLE_DOCUMENT" | "KNOWLEDGE_LIMIT_REACHED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "IDEMPOTENCY_KEY_IN_USE";
            /** @description Human-readable message. */
            error: string;
            /** @description Structured data; null when there is none. */
            details: {
                [key: string]: unknown;
            } | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "v1-calls-originateManual": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Agent that places the call. */
                    agentId: string;
                    /**
                     * @description Number to dial, E.164.
                     * @example +14155552671
                     */
                    to: string;
                    /**
                     * @description Caller number of the workspace; defaults to the agent's.
                     * @example +14155552671
                     */
                    from?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the call is queued. */
            202: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
                            agentId: string;
                            to: string;
                            from: string;
                            /**
                             * @description ISO 8601 UTC with milliseconds.
                             * @example 2026-11-22T04:45:00.000Z
                             */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-calls-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                status?: ("queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked")[];
                campaignId?: string;
                createdAfter?: string;
                createdBefore?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
                                agentId: string;
                                to: string;
                                from: string;
                                /**
                                 * @description ISO 8601 UTC with milliseconds.
                                 * @example 2026-11-22T04:45:00.000Z
                                 */
                                createdAt: string;
                                /** @description The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`. */
                                agentVersion: number | null;
                                /**
                                 * @description `test` calls (made with svc_sk_test_ keys) only reach the simulator.
                                 * @enum {string}
                                 */
                                mode: "live" | "test";
                                contactId: string | null;
                                metadata: {
                                    [key: string]: string;
                                } | null;
                                updatedAt: string;
                                dialedAt: string | null;
                                answeredAt: string | null;
                                endedAt: string | null;
                                durationSec: number | null;
                                summary: string | null;
                                failureReason: string | null;
                                /** @description Why the call ended: the callee hung up (`completed`), `agent_ended`, `transferred`, `voicemail`, `silence_timeout`, `max_duration`, `llm_error`, … */
                                endedReason: ("completed" | "agent_ended" | "transferred" | "voicemail" | "silence_timeout" | "max_duration" | "llm_error" | "carrier_error" | "no_answer" | "busy" | "canceled" | "blocked" | "failed") | null;
                                /** @description Answering-machine detection's verdict: `human`, `machine_end_beep`, … */
                                answeredBy: string | null;
                                /** @description The call's recording, when the agent records calls. */
                                recordingUrl: string | null;
                                /** @description Post-call analysis; null until it ran. */
                                analysis: components["schemas"]["CallAnalysis"] | null;
                                /** @description The campaign that placed the call, if any. */
                                campaignId: string | null;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-calls-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Agent that places the call. */
                    agentId: string;
                    /**
                     * @description Number to dial, E.164. Give `to` or `contactId`.
                     * @example +14155552671
                     */
                    to?: string;
                    /** @description Contact to call (its phone is dialed). Give `to` or `contactId`. */
                    contactId?: string;
                    /**
                     * @description Caller number of the workspace; defaults to the agent's.
                     * @example +14155552671
                     */
                    from?: string;
                    /** @description Up to 50 string keys (≤ 40 chars) with string values (≤ 500 chars). */
                    metadata?: {
                        [key: string]: string;
                    };
                    /** @description Values for the agent's prompt, e.g. {"firstName": "Ada"}. */
                    variables?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Accepted: the call is queued. */
            202: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
                            agentId: string;
                            to: string;
                            from: string;
                            /**
                             * @description ISO 8601 UTC with milliseconds.
                             * @example 2026-11-22T04:45:00.000Z
                             */
                            createdAt: string;
                            /** @description The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`. */
                            agentVersion: number | null;
                            /**
                             * @description `test` calls (made with svc_sk_test_ keys) only reach the simulator.
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            contactId: string | null;
                            metadata: {
                                [key: string]: string;
                            } | null;
                            updatedAt: string;
                            dialedAt: string | null;
                            answeredAt: string | null;
                            endedAt: string | null;
                            durationSec: number | null;
                            summary: string | null;
                            failureReason: string | null;
                            /** @description Why the call ended: the callee hung up (`completed`), `agent_ended`, `transferred`, `voicemail`, `silence_timeout`, `max_duration`, `llm_error`, … */
                            endedReason: ("completed" | "agent_ended" | "transferred" | "voicemail" | "silence_timeout" | "max_duration" | "llm_error" | "carrier_error" | "no_answer" | "busy" | "canceled" | "blocked" | "failed") | null;
                            /** @description Answering-machine detection's verdict: `human`, `machine_end_beep`, … */
                            answeredBy: string | null;
                            /** @description The call's recording, when the agent records calls. */
                            recordingUrl: string | null;
                            /** @description Post-call analysis; null until it ran. */
                            analysis: components["schemas"]["CallAnalysis"] | null;
                            /** @description The campaign that placed the call, if any. */
                            campaignId: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-calls-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Call id. */
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
                            agentId: string;
                            to: string;
                            from: string;
                            /**
                             * @description ISO 8601 UTC with milliseconds.
                             * @example 2026-11-22T04:45:00.000Z
                             */
                            createdAt: string;
                            /** @description The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`. */
                            agentVersion: number | null;
                            /**
                             * @description `test` calls (made with svc_sk_test_ keys) only reach the simulator.
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            contactId: string | null;
                            metadata: {
                                [key: string]: string;
                            } | null;
                            updatedAt: string;
                            dialedAt: string | null;
                            answeredAt: string | null;
                            endedAt: string | null;
                            durationSec: number | null;
                            summary: string | null;
                            failureReason: string | null;
                            /** @description Why the call ended: the callee hung up (`completed`), `agent_ended`, `transferred`, `voicemail`, `silence_timeout`, `max_duration`, `llm_error`, … */
                            endedReason: ("completed" | "agent_ended" | "transferred" | "voicemail" | "silence_timeout" | "max_duration" | "llm_error" | "carrier_error" | "no_answer" | "busy" | "canceled" | "blocked" | "failed") | null;
                            /** @description Answering-machine detection's verdict: `human`, `machine_end_beep`, … */
                            answeredBy: string | null;
                            /** @description The call's recording, when the agent records calls. */
                            recordingUrl: string | null;
                            /** @description Post-call analysis; null until it ran. */
                            analysis: components["schemas"]["CallAnalysis"] | null;
                            /** @description The campaign that placed the call, if any. */
                            campaignId: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-calls-transcript": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Call id. */
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            callId: string;
                            turns: {
                                /** @description 0, 1, 2… in the order the turns started. */
                                index: number;
                                /** @enum {string} */
                                role: "agent" | "user";
                                /** @description What was said; for an interrupted agent turn only what the callee heard. */
                                text: string;
                                startedAt: string;
                                endedAt: string;
                                /** @description The callee spoke over the agent, who stopped. */
                                interrupted: boolean;
                                /** @description Tools the agent called in this turn: built-in ones (end_call, transfer_call, press_digits, switch_language) and the workspace's, with each request's outcome. */
                                toolCalls: {
                                    /** @description The model's id for the call; also the request's `webhook-id` and `Idempotency-Key`. */
                                    id?: string;
                                    name: string;
                                    arguments: {
                                        [key: string]: unknown;
                                    };
                                    /** @description The workspace tool called (absent for built-in tools). */
                                    toolId?: string;
                                    /** @enum {string} */
                                    status?: "ok" | "error" | "timeout" | "invalid_arguments" | "refused";
                                    httpStatus?: number | null;
                                    latencyMs?: number;
                                    /** @description What the model was shown back, first 2 KiB. */
                                    result?: string;
                                }[];
                                /** @description The knowledge passages the agent was given for this turn, best first (an agent with knowledge bases; the chunk may since have been deleted). */
                                knowledge: {
                                    chunkId: string;
                                    documentId: string;
                                    score: number;
                                }[];
                                /** @description How long retrieving them took; null for a turn without retrieval. */
                                knowledgeMs: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-calls-cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Call id. */
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example call_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "dialing" | "ringing" | "in_progress" | "completed" | "busy" | "no_answer" | "failed" | "canceled" | "blocked";
                            agentId: string;
                            to: string;
                            from: string;
                            /**
                             * @description ISO 8601 UTC with milliseconds.
                             * @example 2026-11-22T04:45:00.000Z
                             */
                            createdAt: string;
                            /** @description The agent's version when the call was created: its settings are `GET …/agents/{agentId}/versions/{agentVersion}`. */
                            agentVersion: number | null;
                            /**
                             * @description `test` calls (made with svc_sk_test_ keys) only reach the simulator.
                             * @enum {string}
                             */
                            mode: "live" | "test";
                            contactId: string | null;
                            metadata: {
                                [key: string]: string;
                            } | null;
                            updatedAt: string;
                            dialedAt: string | null;
                            answeredAt: string | null;
                            endedAt: string | null;
                            durationSec: number | null;
                            summary: string | null;
                            failureReason: string | null;
                            /** @description Why the call ended: the callee hung up (`completed`), `agent_ended`, `transferred`, `voicemail`, `silence_timeout`, `max_duration`, `llm_error`, … */
                            endedReason: ("completed" | "agent_ended" | "transferred" | "voicemail" | "silence_timeout" | "max_duration" | "llm_error" | "carrier_error" | "no_answer" | "busy" | "canceled" | "blocked" | "failed") | null;
                            /** @description Answering-machine detection's verdict: `human`, `machine_end_beep`, … */
                            answeredBy: string | null;
                            /** @description The call's recording, when the agent records calls. */
                            recordingUrl: string | null;
                            /** @description Post-call analysis; null until it ran. */
                            analysis: components["schemas"]["CallAnalysis"] | null;
                            /** @description The campaign that placed the call, if any. */
                            campaignId: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-contacts-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                phone?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example con_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e */
                                id: string;
                                phone: string;
                                name: string | null;
                                email: string | null;
                                metadata: {
                                    [key: string]: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-contacts-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description E.164; unique within the workspace (per mode: test and live contacts are apart).
                     * @example +14155552671
                     */
                    phone: string;
                    name?: string;
                    /** Format: email */
                    email?: string;
                    metadata?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example con_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e */
                            id: string;
                            phone: string;
                            name: string | null;
                            email: string | null;
                            metadata: {
                                [key: string]: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-contacts-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example con_0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e */
                            id: string;
                            phone: string;
                            name: string | null;
                            email: string | null;
                            metadata: {
                                [key: string]: string;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
                                id: string;
                                /** @description 1 when created, +1 on every change; the `ETag` of GET and PATCH. */
                                version: number;
                                name: string;
                                /**
                                 * @default Google
                                 * @enum {string}
                                 */
                                ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                                voice: string;
                                /** @enum {string} */
                                language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                                firstMessage: string;
                                instructions: string;
                                defaultCallerNumberId: string | null;
                                /**
                                 * @default script
                                 * @enum {string}
                                 */
                                brain: "script" | "llm";
                                llmConnectionId: string | null;
                                llmModel: string | null;
                                /** @default 0.7 */
                                temperature: number;
                                /**
                                 * @default [
                                 *       "end_call"
                                 *     ]
                                 */
                                tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                                /** @default [] */
                                transferNumbers: string[];
                                /** @default [] */
                                toolIds: string[];
                                /** @default [] */
                                knowledgeBaseIds: string[];
                                /**
                                 * @default hang_up
                                 * @enum {string}
                                 */
                                voicemailAction: "hang_up" | "leave_message";
                                /** @default  */
                                voicemailMessage: string;
                                /** @default 10 */
                                silenceTimeoutSec: number;
                                /** @default 600 */
                                maxDurationSec: number;
                                /** @default false */
                                recordCalls: boolean;
                                /**
                                 * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                                 * @default null
                                 */
                                analysisSchema: {
                                    [key: string]: unknown;
                                } | null;
                                /** @default  */
                                successCriteria: string;
                                /** @description The caller number calls use when they name no `from`. */
                                defaultFrom: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default Google
                     * @enum {string}
                     */
                    ttsProvider?: "Google" | "Amazon" | "ElevenLabs";
                    voice: string;
                    /** @enum {string} */
                    language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                    firstMessage: string;
                    instructions: string;
                    defaultCallerNumberId?: string | null;
                    /**
                     * @default script
                     * @enum {string}
                     */
                    brain?: "script" | "llm";
                    llmConnectionId?: string | null;
                    llmModel?: string | null;
                    /** @default 0.7 */
                    temperature?: number;
                    /**
                     * @default [
                     *       "end_call"
                     *     ]
                     */
                    tools?: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                    /** @default [] */
                    transferNumbers?: string[];
                    /** @default [] */
                    toolIds?: string[];
                    /** @default [] */
                    knowledgeBaseIds?: string[];
                    /**
                     * @default hang_up
                     * @enum {string}
                     */
                    voicemailAction?: "hang_up" | "leave_message";
                    /** @default  */
                    voicemailMessage?: string;
                    /** @default 10 */
                    silenceTimeoutSec?: number;
                    /** @default 600 */
                    maxDurationSec?: number;
                    /** @default false */
                    recordCalls?: boolean;
                    /**
                     * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                     * @default null
                     */
                    analysisSchema?: {
                        [key: string]: unknown;
                    } | null;
                    /** @default  */
                    successCriteria?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    /** @description The resource's version in quotes, e.g. `"3"`: send it back as `If-Match` to change what you read. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
                            id: string;
                            /** @description 1 when created, +1 on every change; the `ETag` of GET and PATCH. */
                            version: number;
                            name: string;
                            /**
                             * @default Google
                             * @enum {string}
                             */
                            ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                            voice: string;
                            /** @enum {string} */
                            language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                            firstMessage: string;
                            instructions: string;
                            defaultCallerNumberId: string | null;
                            /**
                             * @default script
                             * @enum {string}
                             */
                            brain: "script" | "llm";
                            llmConnectionId: string | null;
                            llmModel: string | null;
                            /** @default 0.7 */
                            temperature: number;
                            /**
                             * @default [
                             *       "end_call"
                             *     ]
                             */
                            tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                            /** @default [] */
                            transferNumbers: string[];
                            /** @default [] */
                            toolIds: string[];
                            /** @default [] */
                            knowledgeBaseIds: string[];
                            /**
                             * @default hang_up
                             * @enum {string}
                             */
                            voicemailAction: "hang_up" | "leave_message";
                            /** @default  */
                            voicemailMessage: string;
                            /** @default 10 */
                            silenceTimeoutSec: number;
                            /** @default 600 */
                            maxDurationSec: number;
                            /** @default false */
                            recordCalls: boolean;
                            /**
                             * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                             * @default null
                             */
                            analysisSchema: {
                                [key: string]: unknown;
                            } | null;
                            /** @default  */
                            successCriteria: string;
                            /** @description The caller number calls use when they name no `from`. */
                            defaultFrom: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Agent id. */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description The resource's version in quotes, e.g. `"3"`: send it back as `If-Match` to change what you read. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
                            id: string;
                            /** @description 1 when created, +1 on every change; the `ETag` of GET and PATCH. */
                            version: number;
                            name: string;
                            /**
                             * @default Google
                             * @enum {string}
                             */
                            ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                            voice: string;
                            /** @enum {string} */
                            language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                            firstMessage: string;
                            instructions: string;
                            defaultCallerNumberId: string | null;
                            /**
                             * @default script
                             * @enum {string}
                             */
                            brain: "script" | "llm";
                            llmConnectionId: string | null;
                            llmModel: string | null;
                            /** @default 0.7 */
                            temperature: number;
                            /**
                             * @default [
                             *       "end_call"
                             *     ]
                             */
                            tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                            /** @default [] */
                            transferNumbers: string[];
                            /** @default [] */
                            toolIds: string[];
                            /** @default [] */
                            knowledgeBaseIds: string[];
                            /**
                             * @default hang_up
                             * @enum {string}
                             */
                            voicemailAction: "hang_up" | "leave_message";
                            /** @default  */
                            voicemailMessage: string;
                            /** @default 10 */
                            silenceTimeoutSec: number;
                            /** @default 600 */
                            maxDurationSec: number;
                            /** @default false */
                            recordCalls: boolean;
                            /**
                             * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                             * @default null
                             */
                            analysisSchema: {
                                [key: string]: unknown;
                            } | null;
                            /** @default  */
                            successCriteria: string;
                            /** @description The caller number calls use when they name no `from`. */
                            defaultFrom: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
                /** @description The ETag you read (e.g. `"3"`, or `*`): if the resource is at another version now, 412 PRECONDITION_FAILED and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Agent id. */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent changed since the version in If-Match (details.currentVersion). Codes: `PRECONDITION_FAILED`. */
            412: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
                /** @description The ETag you read (e.g. `"3"`, or `*`): if the resource is at another version now, 412 PRECONDITION_FAILED and nothing changes. */
                "If-Match"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Agent id. */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    ttsProvider?: "Google" | "Amazon" | "ElevenLabs";
                    voice?: string;
                    /** @enum {string} */
                    language?: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                    firstMessage?: string;
                    instructions?: string;
                    defaultCallerNumberId?: string | null;
                    /** @enum {string} */
                    brain?: "script" | "llm";
                    llmConnectionId?: string | null;
                    llmModel?: string | null;
                    temperature?: number;
                    tools?: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                    transferNumbers?: string[];
                    toolIds?: string[];
                    knowledgeBaseIds?: string[];
                    /** @enum {string} */
                    voicemailAction?: "hang_up" | "leave_message";
                    voicemailMessage?: string;
                    silenceTimeoutSec?: number;
                    maxDurationSec?: number;
                    recordCalls?: boolean;
                    /** @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none. */
                    analysisSchema?: {
                        [key: string]: unknown;
                    } | null;
                    successCriteria?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    /** @description The resource's version in quotes, e.g. `"3"`: send it back as `If-Match` to change what you read. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example agt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
                            id: string;
                            /** @description 1 when created, +1 on every change; the `ETag` of GET and PATCH. */
                            version: number;
                            name: string;
                            /**
                             * @default Google
                             * @enum {string}
                             */
                            ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                            voice: string;
                            /** @enum {string} */
                            language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                            firstMessage: string;
                            instructions: string;
                            defaultCallerNumberId: string | null;
                            /**
                             * @default script
                             * @enum {string}
                             */
                            brain: "script" | "llm";
                            llmConnectionId: string | null;
                            llmModel: string | null;
                            /** @default 0.7 */
                            temperature: number;
                            /**
                             * @default [
                             *       "end_call"
                             *     ]
                             */
                            tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                            /** @default [] */
                            transferNumbers: string[];
                            /** @default [] */
                            toolIds: string[];
                            /** @default [] */
                            knowledgeBaseIds: string[];
                            /**
                             * @default hang_up
                             * @enum {string}
                             */
                            voicemailAction: "hang_up" | "leave_message";
                            /** @default  */
                            voicemailMessage: string;
                            /** @default 10 */
                            silenceTimeoutSec: number;
                            /** @default 600 */
                            maxDurationSec: number;
                            /** @default false */
                            recordCalls: boolean;
                            /**
                             * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                             * @default null
                             */
                            analysisSchema: {
                                [key: string]: unknown;
                            } | null;
                            /** @default  */
                            successCriteria: string;
                            /** @description The caller number calls use when they name no `from`. */
                            defaultFrom: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent changed since the version in If-Match (details.currentVersion). Codes: `PRECONDITION_FAILED`. */
            412: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-versions": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Agent id. */
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                version: number;
                                settings: {
                                    name: string;
                                    /**
                                     * @default Google
                                     * @enum {string}
                                     */
                                    ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                                    voice: string;
                                    /** @enum {string} */
                                    language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                                    firstMessage: string;
                                    instructions: string;
                                    defaultCallerNumberId: string | null;
                                    /**
                                     * @default script
                                     * @enum {string}
                                     */
                                    brain: "script" | "llm";
                                    llmConnectionId: string | null;
                                    llmModel: string | null;
                                    /** @default 0.7 */
                                    temperature: number;
                                    /**
                                     * @default [
                                     *       "end_call"
                                     *     ]
                                     */
                                    tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                                    /** @default [] */
                                    transferNumbers: string[];
                                    /** @default [] */
                                    toolIds: string[];
                                    /** @default [] */
                                    knowledgeBaseIds: string[];
                                    /**
                                     * @default hang_up
                                     * @enum {string}
                                     */
                                    voicemailAction: "hang_up" | "leave_message";
                                    /** @default  */
                                    voicemailMessage: string;
                                    /** @default 10 */
                                    silenceTimeoutSec: number;
                                    /** @default 600 */
                                    maxDurationSec: number;
                                    /** @default false */
                                    recordCalls: boolean;
                                    /**
                                     * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                                     * @default null
                                     */
                                    analysisSchema: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** @default  */
                                    successCriteria: string;
                                };
                                author: {
                                    /** @enum {string} */
                                    kind: "member" | "api_key" | "operator";
                                    userId: string | null;
                                    /** @description The member's e-mail when they made the change. */
                                    email: string | null;
                                    apiKeyId: string | null;
                                };
                                createdAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-agents-version": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Agent id. */
                agentId: string;
                /** @description Version number: 1, 2, 3… */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            version: number;
                            settings: {
                                name: string;
                                /**
                                 * @default Google
                                 * @enum {string}
                                 */
                                ttsProvider: "Google" | "Amazon" | "ElevenLabs";
                                voice: string;
                                /** @enum {string} */
                                language: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                                firstMessage: string;
                                instructions: string;
                                defaultCallerNumberId: string | null;
                                /**
                                 * @default script
                                 * @enum {string}
                                 */
                                brain: "script" | "llm";
                                llmConnectionId: string | null;
                                llmModel: string | null;
                                /** @default 0.7 */
                                temperature: number;
                                /**
                                 * @default [
                                 *       "end_call"
                                 *     ]
                                 */
                                tools: ("end_call" | "transfer_call" | "press_digits" | "switch_language")[];
                                /** @default [] */
                                transferNumbers: string[];
                                /** @default [] */
                                toolIds: string[];
                                /** @default [] */
                                knowledgeBaseIds: string[];
                                /**
                                 * @default hang_up
                                 * @enum {string}
                                 */
                                voicemailAction: "hang_up" | "leave_message";
                                /** @default  */
                                voicemailMessage: string;
                                /** @default 10 */
                                silenceTimeoutSec: number;
                                /** @default 600 */
                                maxDurationSec: number;
                                /** @default false */
                                recordCalls: boolean;
                                /**
                                 * @description JSON Schema (`{"type": "object", …}`) of the structured data post-call analysis extracts; null = none.
                                 * @default null
                                 */
                                analysisSchema: {
                                    [key: string]: unknown;
                                } | null;
                                /** @default  */
                                successCriteria: string;
                            };
                            author: {
                                /** @enum {string} */
                                kind: "member" | "api_key" | "operator";
                                userId: string | null;
                                /** @description The member's e-mail when they made the change. */
                                email: string | null;
                                apiKeyId: string | null;
                            };
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-leads-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example lead_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d */
                                id: string;
                                contactId: string;
                                sourceId: string | null;
                                callId: string | null;
                                /** @description Website origin the request came from. */
                                origin: string | null;
                                name: string | null;
                                createdAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-llmConnections-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example llm_3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c */
                                id: string;
                                name: string;
                                baseUrl: string;
                                defaultModel: string;
                                /** @description Last 4 characters of the saved API key; null without one. The key itself is never shown. */
                                apiKeyLast4: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-llmConnections-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: uri
                     * @description OpenAI-compatible base URL; must be a public address.
                     */
                    baseUrl: string;
                    defaultModel: string;
                    /** @description Write-only; only `apiKeyLast4` is ever shown. Absent or empty keeps the saved key. */
                    apiKey?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example llm_3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c */
                            id: string;
                            name: string;
                            baseUrl: string;
                            defaultModel: string;
                            /** @description Last 4 characters of the saved API key; null without one. The key itself is never shown. */
                            apiKeyLast4: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-llmConnections-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description LLM connection id. */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example llm_3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c */
                            id: string;
                            name: string;
                            baseUrl: string;
                            defaultModel: string;
                            /** @description Last 4 characters of the saved API key; null without one. The key itself is never shown. */
                            apiKeyLast4: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-llmConnections-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description LLM connection id. */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-llmConnections-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description LLM connection id. */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * Format: uri
                     * @description OpenAI-compatible base URL; must be a public address.
                     */
                    baseUrl?: string;
                    defaultModel?: string;
                    /** @description Write-only; only `apiKeyLast4` is ever shown. Absent or empty keeps the saved key. */
                    apiKey?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example llm_3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c */
                            id: string;
                            name: string;
                            baseUrl: string;
                            defaultModel: string;
                            /** @description Last 4 characters of the saved API key; null without one. The key itself is never shown. */
                            apiKeyLast4: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example whe_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d */
                                id: string;
                                url: string;
                                description: string | null;
                                /** @description Event types delivered; empty = all, including types added later. */
                                events: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                                enabled: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    description?: string;
                    /** @default [] */
                    events?: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example whe_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d */
                            id: string;
                            url: string;
                            description: string | null;
                            /** @description Event types delivered; empty = all, including types added later. */
                            events: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                            enabled: boolean;
                            createdAt: string;
                            updatedAt: string;
                            /**
                             * @description The `whsec_…` signing secret (Standard Webhooks). Shown in this answer only: store it now.
                             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
                             */
                            secret: string;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example whe_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d */
                            id: string;
                            url: string;
                            description: string | null;
                            /** @description Event types delivered; empty = all, including types added later. */
                            events: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                            enabled: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url?: string;
                    description?: string;
                    /** @default [] */
                    events?: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example whe_1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d */
                            id: string;
                            url: string;
                            description: string | null;
                            /** @description Event types delivered; empty = all, including types added later. */
                            events: ("call.queued" | "call.ringing" | "call.answered" | "call.completed" | "call.failed" | "call.summary_ready" | "lead.created" | "contact.created" | "campaign.started" | "campaign.paused" | "campaign.completed")[];
                            enabled: boolean;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /**
                             * @description The `whsec_…` signing secret (Standard Webhooks). Shown in this answer only: store it now.
                             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
                             */
                            secret: string;
                            /** @description Until then deliveries are signed with the old secret too, so receivers can switch over. */
                            previousSecretExpiresAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-sendTest": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the delivery is queued. */
            202: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example whd_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c */
                            id: string;
                            endpointId: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            lastStatusCode: number | null;
                            nextAttemptAt: string | null;
                            createdAt: string;
                            completedAt: string | null;
                            event: {
                                id: string;
                                type: string;
                                subjectId: string;
                                createdAt: string;
                            };
                            /** @description Every attempt, first to last. */
                            attempts: {
                                id: string;
                                attemptNumber: number;
                                startedAt: string;
                                durationMs: number;
                                /** @description The receiver's HTTP status; null when it did not answer. */
                                statusCode: number | null;
                                error: string | null;
                                /** @description The start of the receiver's answer; null unless the caller may change webhooks (admins, `webhooks:write`). */
                                responseSnippet: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-deliveries": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook endpoint id. */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example whd_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c */
                                id: string;
                                endpointId: string;
                                /** @enum {string} */
                                status: "pending" | "succeeded" | "failed";
                                attemptCount: number;
                                lastStatusCode: number | null;
                                nextAttemptAt: string | null;
                                createdAt: string;
                                completedAt: string | null;
                                event: {
                                    id: string;
                                    type: string;
                                    subjectId: string;
                                    createdAt: string;
                                };
                                /** @description Every attempt, first to last. */
                                attempts: {
                                    id: string;
                                    attemptNumber: number;
                                    startedAt: string;
                                    durationMs: number;
                                    /** @description The receiver's HTTP status; null when it did not answer. */
                                    statusCode: number | null;
                                    error: string | null;
                                    /** @description The start of the receiver's answer; null unless the caller may change webhooks (admins, `webhooks:write`). */
                                    responseSnippet: string | null;
                                }[];
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-webhookEndpoints-redeliver": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Webhook delivery id. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the delivery is pending again. */
            202: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example whd_9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c */
                            id: string;
                            endpointId: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attemptCount: number;
                            lastStatusCode: number | null;
                            nextAttemptAt: string | null;
                            createdAt: string;
                            completedAt: string | null;
                            event: {
                                id: string;
                                type: string;
                                subjectId: string;
                                createdAt: string;
                            };
                            /** @description Every attempt, first to last. */
                            attempts: {
                                id: string;
                                attemptNumber: number;
                                startedAt: string;
                                durationMs: number;
                                /** @description The receiver's HTTP status; null when it did not answer. */
                                statusCode: number | null;
                                error: string | null;
                                /** @description The start of the receiver's answer; null unless the caller may change webhooks (admins, `webhooks:write`). */
                                responseSnippet: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-doNotCall-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                search?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example dnc_7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b */
                                id: string;
                                /** @description E.164. */
                                phone: string;
                                reason: string | null;
                                createdAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-doNotCall-add": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description 1 to 1000 numbers, in E.164 or, with `country`, as written in that country.
                     * @example [
                     *       "+14155552671"
                     *     ]
                     */
                    numbers: string[];
                    /** @description Why these numbers must not be called (kept with each new entry). */
                    reason?: string | null;
                    /** @description Country of numbers written without `+` and a country code, e.g. `US` for `(415) 555-2671`. */
                    country?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            added: number;
                            alreadyListed: number;
                            invalid: number;
                            /** @description One per number sent, in order. */
                            results: {
                                /** @description The number as it was sent. */
                                input: string;
                                /** @enum {string} */
                                status: "added" | "already_listed" | "invalid";
                                /** @description E.164; null when invalid. */
                                phone: string | null;
                                /** @description The entry on the list; null when invalid. */
                                entryId: string | null;
                                /** @description Why the number is invalid; null otherwise. */
                                error: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-doNotCall-remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Entry id, or the number in E.164. */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-numbers-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f */
                                id: string;
                                /** @description E.164. */
                                number: string;
                                label: string | null;
                                /** @description Agents that call from it by default. */
                                agentCount: number;
                                createdAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-numbers-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Phone number in E.164 format.
                     * @example +14155552671
                     */
                    number: string;
                    /** @description A name for people, e.g. `Main line`; empty or null clears it. */
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f */
                            id: string;
                            /** @description E.164. */
                            number: string;
                            label: string | null;
                            /** @description Agents that call from it by default. */
                            agentCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-numbers-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Caller number id. */
                numberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f */
                            id: string;
                            /** @description E.164. */
                            number: string;
                            label: string | null;
                            /** @description Agents that call from it by default. */
                            agentCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-numbers-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Caller number id. */
                numberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-numbers-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Caller number id. */
                numberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name for people, e.g. `Main line`; empty or null clears it. */
                    label?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example num_5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f */
                            id: string;
                            /** @description E.164. */
                            number: string;
                            label: string | null;
                            /** @description Agents that call from it by default. */
                            agentCount: number;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                mode: "live" | "test";
                                /** @enum {string} */
                                status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                                agentId: string;
                                fromNumbers: string[];
                                schedule: {
                                    startAt: string | null;
                                    endAt: string | null;
                                    timezone: string;
                                    hours: {
                                        start: string;
                                        end: string;
                                    };
                                    days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                                };
                                maxConcurrent: number;
                                retry: {
                                    on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                    maxAttempts: number;
                                    delayMinutes: number;
                                };
                                recipientCount: number;
                                /** @description Recipients by state. */
                                counts: {
                                    pending: number;
                                    waiting: number;
                                    calling: number;
                                    done: number;
                                    failed: number;
                                    skipped: number;
                                    expired: number;
                                    canceled: number;
                                };
                                /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                                progress: number;
                                /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                                estimatedEndAt: string | null;
                                createdAt: string;
                                startedAt: string | null;
                                endedAt: string | null;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Agent that places the calls. */
                    agentId: string;
                    /**
                     * @description Caller number of the workspace; defaults to the agent's.
                     * @example +14155552671
                     */
                    from?: string;
                    /** @description Caller numbers used in turn. Give `from` or `fromNumbers`, not both. */
                    fromNumbers?: string[];
                    /** @description Up to 10,000 per request. */
                    recipients: {
                        /** @description Number to call; normalised to E.164 (a number that is not one is skipped as `invalid_number`). */
                        to?: string;
                        /** @description Contact whose phone to call. Give `to` or `contactId`. */
                        contactId?: string;
                        /** @description Values for the agent's prompt, e.g. {"firstName": "Ada"}. */
                        variables?: {
                            [key: string]: string;
                        };
                        /** @description Kept with the recipient and its calls. */
                        metadata?: {
                            [key: string]: string;
                        };
                    }[];
                    schedule?: {
                        /**
                         * Format: date-time
                         * @description No call before this instant; default now.
                         */
                        startAt?: string;
                        /**
                         * Format: date-time
                         * @description Recipients not reached by then expire.
                         */
                        endAt?: string;
                        /**
                         * @description IANA zone the hours and days are read in, or `callee` (each recipient's own zones, from the number).
                         * @default callee
                         */
                        timezone?: string;
                        /**
                         * @description Local hours calls may start in. Whatever they say, no call is placed outside 08:00–21:00 in the callee's time.
                         * @default {
                         *       "start": "09:00",
                         *       "end": "20:00"
                         *     }
                         */
                        hours?: {
                            start: string;
                            end: string;
                        };
                        /**
                         * @description Days calls may be placed on; default every day.
                         * @default [
                         *       "sun",
                         *       "mon",
                         *       "tue",
                         *       "wed",
                         *       "thu",
                         *       "fri",
                         *       "sat"
                         *     ]
                         */
                        days?: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                    };
                    /**
                     * @description Calls of this campaign in flight at once.
                     * @default 5
                     */
                    maxConcurrent?: number;
                    retry?: {
                        /**
                         * @description Outcomes that earn another attempt.
                         * @default []
                         */
                        on?: ("no_answer" | "busy" | "voicemail" | "failed")[];
                        /** @default 1 */
                        maxAttempts?: number;
                        /** @default 60 */
                        delayMinutes?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                            /** @description Recipients of this request that will not be called, and why. */
                            skipped: {
                                index: number;
                                to: string;
                                /** @enum {string} */
                                reason: "invalid_number" | "duplicate" | "do_not_call" | "blocked_destination";
                            }[];
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-recipients": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                state?: "pending" | "waiting" | "calling" | "done" | "failed" | "skipped" | "expired" | "canceled";
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                id: string;
                                position: number;
                                to: string;
                                contactId: string | null;
                                variables: {
                                    [key: string]: string;
                                } | null;
                                metadata: {
                                    [key: string]: string;
                                } | null;
                                /** @enum {string} */
                                state: "pending" | "waiting" | "calling" | "done" | "failed" | "skipped" | "expired" | "canceled";
                                skipReason: ("invalid_number" | "duplicate" | "do_not_call" | "blocked_destination") | null;
                                attempts: number;
                                /** @description When a `waiting` recipient is tried next. */
                                nextAttemptAt: string | null;
                                lastCallId: string | null;
                                createdAt: string;
                            }[];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-addRecipients": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 10,000 per request. */
                    recipients: {
                        /** @description Number to call; normalised to E.164 (a number that is not one is skipped as `invalid_number`). */
                        to?: string;
                        /** @description Contact whose phone to call. Give `to` or `contactId`. */
                        contactId?: string;
                        /** @description Values for the agent's prompt, e.g. {"firstName": "Ada"}. */
                        variables?: {
                            [key: string]: string;
                        };
                        /** @description Kept with the recipient and its calls. */
                        metadata?: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                            /** @description Recipients of this request that will not be called, and why. */
                            skipped: {
                                index: number;
                                to: string;
                                /** @enum {string} */
                                reason: "invalid_number" | "duplicate" | "do_not_call" | "blocked_destination";
                            }[];
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-pause": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-resume": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example cmp_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99 */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "scheduled" | "running" | "paused" | "completed" | "canceled" | "expired";
                            agentId: string;
                            fromNumbers: string[];
                            schedule: {
                                startAt: string | null;
                                endAt: string | null;
                                timezone: string;
                                hours: {
                                    start: string;
                                    end: string;
                                };
                                days: ("sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat")[];
                            };
                            maxConcurrent: number;
                            retry: {
                                on: ("no_answer" | "busy" | "voicemail" | "failed")[];
                                maxAttempts: number;
                                delayMinutes: number;
                            };
                            recipientCount: number;
                            /** @description Recipients by state. */
                            counts: {
                                pending: number;
                                waiting: number;
                                calling: number;
                                done: number;
                                failed: number;
                                skipped: number;
                                expired: number;
                                canceled: number;
                            };
                            /** @description Share of callable recipients settled (done, failed, expired or canceled), 0 to 1. */
                            progress: number;
                            /** @description When the recipients left should be settled at the rate observed so far; null before any is. */
                            estimatedEndAt: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: components["schemas"]["Tool"][];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the model calls the tool; unique in the workspace.
                     * @example lookup_order
                     */
                    name: string;
                    /** @description Tells the model what the tool does and when to use it. */
                    description: string;
                    /** @description JSON Schema of the arguments (an object schema). Compiled when saved: an invalid one is a 400 naming the path. */
                    parameters: {
                        [key: string]: unknown;
                    };
                    /** Format: uri */
                    url: string;
                    /**
                     * @description POST (default) sends the request as a JSON body; GET as the query string.
                     * @default POST
                     * @enum {string}
                     */
                    method?: "POST" | "GET";
                    /**
                     * @description 1 to 120; 20 by default.
                     * @default 20
                     */
                    timeoutSec?: number;
                    /** @default {} */
                    messages?: {
                        /** @description Said while the request runs, e.g. "Let me check that." */
                        start?: string;
                        /** @description Said when the request fails (error, refused, timeout). */
                        failed?: string;
                    };
                    /**
                     * @description Answer the model "sent" at once; the request completes in the background.
                     * @default false
                     */
                    async?: boolean;
                    /**
                     * @description Sent with every request. Write-only: answers show each value's last 4 characters.
                     * @default {}
                     */
                    headers?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @example tool_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d */
                            id: string;
                            name: string;
                            description: string;
                            parameters: {
                                [key: string]: unknown;
                            };
                            url: string;
                            /** @enum {string} */
                            method: "POST" | "GET";
                            /** @description Each header's value as its last 4 characters (shorter values not at all). */
                            headers: {
                                [key: string]: string;
                            };
                            timeoutSec: number;
                            messages: {
                                start: string | null;
                                failed: string | null;
                            };
                            async: boolean;
                            createdAt: string;
                            updatedAt: string;
                            /** @description The Standard Webhooks secret (`whsec_…`) that signs the tool's requests. Shown only now. */
                            signingSecret: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Tool id. */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Tool"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Tool id. */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Tool id. */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description What the model calls the tool; unique in the workspace.
                     * @example lookup_order
                     */
                    name?: string;
                    /** @description Tells the model what the tool does and when to use it. */
                    description?: string;
                    /** @description JSON Schema of the arguments (an object schema). Compiled when saved: an invalid one is a 400 naming the path. */
                    parameters?: {
                        [key: string]: unknown;
                    };
                    /** Format: uri */
                    url?: string;
                    /**
                     * @description POST (default) sends the request as a JSON body; GET as the query string.
                     * @enum {string}
                     */
                    method?: "POST" | "GET";
                    /** @description 1 to 120; 20 by default. */
                    timeoutSec?: number;
                    messages?: {
                        /** @description Said while the request runs, e.g. "Let me check that." */
                        start?: string;
                        /** @description Said when the request fails (error, refused, timeout). */
                        failed?: string;
                    };
                    /** @description Answer the model "sent" at once; the request completes in the background. */
                    async?: boolean;
                    /** @description Headers to set (a value) or remove (null); headers not named are kept. */
                    headers?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Tool"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-rotateSecret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Tool id. */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description The new secret; the old one also signs for 24 hours. */
                            signingSecret: string;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-tools-test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Tool id. */
                toolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The arguments, as the model would send them.
                     * @default {}
                     */
                    arguments?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description The endpoint's HTTP status; null when no answer came. */
                            status: number | null;
                            latencyMs: number;
                            /** @description The answer (at most 16 KiB). */
                            body: string | null;
                            /** @description Why the call failed, as the model would be told; null on a 2xx. */
                            error: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-list": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: components["schemas"]["KnowledgeBase"][];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input data. Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Authorization not provided. Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Insufficient access. Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error. Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @description What it holds; for people, not for the model.
                     * @default
                     */
                    description?: string;
                    /**
                     * @description The language of its documents: words are stemmed and stop words dropped the way this language needs (Japanese: words as written).
                     * @default en-US
                     * @enum {string}
                     */
                    language?: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                    /** @description An LLM connection whose OpenAI-compatible `/embeddings` embeds chunks and queries (hybrid search); null = lexical search only. */
                    llmConnectionId?: string | null;
                    /** @description The embeddings model at that connection, e.g. `text-embedding-3-small`; set with `llmConnectionId`. */
                    embeddingModel?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgeBase"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgeBase"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description What it holds; for people, not for the model. */
                    description?: string;
                    /**
                     * @description The language of its documents: words are stemmed and stop words dropped the way this language needs (Japanese: words as written).
                     * @enum {string}
                     */
                    language?: "en-US" | "en-GB" | "es-ES" | "es-MX" | "fr-FR" | "de-DE" | "it-IT" | "pt-BR" | "nl-NL" | "ja-JP";
                    /** @description An LLM connection whose OpenAI-compatible `/embeddings` embeds chunks and queries (hybrid search); null = lexical search only. */
                    llmConnectionId?: string | null;
                    /** @description The embeddings model at that connection, e.g. `text-embedding-3-small`; set with `llmConnectionId`. */
                    embeddingModel?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgeBase"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The call is no longer queued. Codes: `CONFLICT`. */
            409: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-listDocuments": {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: components["schemas"]["KnowledgeDocument"][];
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-addDocument": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Default: the file's name, the page's title, or the text's first line. */
                    title?: string;
                    /** @description The document's text (plain text, paragraphs separated by blank lines). */
                    text?: string;
                    /**
                     * Format: uri
                     * @description A web page or file to fetch; HTML is reduced to its readable text.
                     */
                    url?: string;
                    /** @description With `url`: fetch it again this often (hours); absent = once. */
                    refreshHours?: number;
                };
                "multipart/form-data": {
                    /** @description Default: the file's name, the page's title, or the text's first line. */
                    title?: string;
                    /**
                     * Format: binary
                     * @description multipart/form-data only: a PDF, DOCX, Markdown, HTML or plain-text file of at most 25 MB (by its extension or media type).
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the document is being ingested. */
            202: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgeDocument"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is larger than 25 MB. Codes: `PAYLOAD_TOO_LARGE`. */
            413: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is of a type svc does not read (`UNSUPPORTED_FILE_TYPE`). Codes: `UNSUPPORTED_MEDIA_TYPE`, `UNSUPPORTED_FILE_TYPE`. */
            415: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-getDocument": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
                /** @description Document id. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgeDocument"];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-deleteDocument": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
                /** @description Document id. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-knowledgeBases-search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is kept 24 h and replayed for the same request; another request with the key gets 422. Scoped per workspace and endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Knowledge base id. */
                kbId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    /**
                     * @description Passages to answer, 1 to 20; 5 by default.
                     * @default 5
                     */
                    topK?: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description `true` when this is the stored response of an earlier request with the same Idempotency-Key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["KnowledgePassage"][];
                    };
                };
            };
            /** @description Codes: `INVALID_JSON`, `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`, `ORIGIN_NOT_ALLOWED`, `FORBIDDEN`. */
            403: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such contact. Codes: `NOT_FOUND`. */
            404: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`, `UNREADABLE_DOCUMENT`, `KNOWLEDGE_LIMIT_REACHED`. */
            422: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `RATE_LIMITED`. */
            429: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `INTERNAL_ERROR`. */
            500: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Codes: `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`. */
            503: {
                headers: {
                    /** @description Id of this request; quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Requests allowed in the window. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window has room again. */
                    "RateLimit-Reset"?: number;
                    /** @description The budget, IETF draft syntax, e.g. `"api-key";q=100;w=10`. */
                    "RateLimit-Policy"?: string;
                    /** @description Remaining and reset, IETF draft syntax, e.g. `"api-key";r=99;t=10`. */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestClickToCall: {
        parameters: {
            query?: never;
            header: {
                /** @description The embedding website's origin. */
                Origin: string;
                /** @description Makes a double submit or a retry place one call; scoped to the source's workspace and this endpoint. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The click-to-call source id (button token). */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    origin: string;
                    /**
                     * @description Phone number in E.164 format.
                     * @example +14155552671
                     */
                    phone: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the callback is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            status: "queued";
                            callId: string;
                        };
                    };
                };
            };
            /** @description `VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_INVALID`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `ORIGIN_NOT_ALLOWED`; `details.rule` says which origin rule failed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: unknown or disabled token. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: per IP, per source or per destination number; see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `SERVICE_UNAVAILABLE`, `IDEMPOTENCY_KEY_IN_USE`: retry. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "v1-campaigns-results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Workspace id. */
                id: string;
                /** @description Campaign id. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `UNAUTHENTICATED`, `INVALID_API_KEY`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`, `WORKSPACE_MISMATCH`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `NOT_FOUND`: no such campaign in this workspace and mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `RATE_LIMITED`: see `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
