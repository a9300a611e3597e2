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
                /** @description Tools the agent called in this turn (end_call, transfer_call). */
                toolCalls: {
                    name: string;
                    arguments: {
                        [key: string]: unknown;
                    };
                }[];
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
        /** @description Every failure. Branch on `code`, never on `error`. */
        Error: {
            /** @constant */
            success: false;
            /** @enum {string} */
            code: "INVALID_JSON" | "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_INVALID" | "UNAUTHENTICATED" | "INVALID_API_KEY" | "INSUFFICIENT_SCOPE" | "WORKSPACE_MISMATCH" | "ORIGIN_NOT_ALLOWED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD" | "NUMBER_BLOCKED" | "FROM_NUMBER_NOT_ALLOWED" | "AGENT_NOT_FOUND" | "CAMPAIGN_TOO_LARGE" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "IDEMPOTENCY_KEY_IN_USE";
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
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
                                /** @description Tools the agent called in this turn (end_call, transfer_call). */
                                toolCalls: {
                                    name: string;
                                    arguments: {
                                        [key: string]: unknown;
                                    };
                                }[];
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
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
                                name: string;
                                voice: string;
                                language: string;
                                /** @description The caller number calls use when they name no `from`. */
                                defaultFrom: string | null;
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
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description The agent, `from` number or destination is not allowed. Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
            /** @description Codes: `IDEMPOTENCY_KEY_REUSED_WITH_DIFFERENT_PAYLOAD`, `NUMBER_BLOCKED`, `FROM_NUMBER_NOT_ALLOWED`, `AGENT_NOT_FOUND`, `CAMPAIGN_TOO_LARGE`. */
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
