-- What a call used and cost, and how fast its agent answered (docs/decisions.md "Usage, cost and
-- latency"). Each agent turn keeps its latency and usage in columns of their own (a purge of the
-- turns' text leaves them); the call keeps its totals, settled from its turns when it ends.

ALTER TABLE "Workspace" ADD COLUMN "pricing" JSONB NOT NULL
  DEFAULT '{"currency": "USD", "speechPerMinute": 0.07, "carrierPerMinute": {"inbound": 0.0085, "outbound": 0.014}}';
ALTER TABLE "LlmConnection" ADD COLUMN "pricing" JSONB;
ALTER TABLE "Call" ADD COLUMN "usage" JSONB, ADD COLUMN "cost" JSONB, ADD COLUMN "latency" JSONB, ADD COLUMN "carrierPrice" JSONB;
ALTER TABLE "CallTurn" ADD COLUMN "latency" JSONB, ADD COLUMN "usage" JSONB;

-- The response-time histogram's bin of `ms` (0–19): bins 200 ms wide up to 2 s, then wider
-- (server/analytics/response-bins.ts reads percentiles back from them).
CREATE FUNCTION svc_response_bin(ms INTEGER) RETURNS INTEGER LANGUAGE sql IMMUTABLE AS $$
  SELECT width_bucket(ms, ARRAY[200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000])
$$;

-- The call's usage and latency from its turns; post-call analysis's usage (`analysisLlm`) is kept.
CREATE FUNCTION svc_call_usage(c "Call") RETURNS TABLE ("usage" JSONB, "latency" JSONB) LANGUAGE sql STABLE AS $$
  WITH turn AS (
    SELECT (t."latency"->>'responseMs')::int AS response_ms, t."usage"->'llm' AS llm, t."usage" AS used
    FROM "CallTurn" t WHERE t."callId" = c."id"
  ), bins AS (
    SELECT jsonb_agg(coalesce(n, 0) ORDER BY bin) AS histogram
    FROM generate_series(0, 19) AS bin
      LEFT JOIN (SELECT svc_response_bin(response_ms) AS b, count(*)::int AS n FROM turn WHERE response_ms IS NOT NULL GROUP BY 1) counted ON counted.b = bin
  )
  SELECT
    jsonb_build_object(
      'durationSec', coalesce(c."durationSec", 0),
      'billedMinutes', ceil(coalesce(c."durationSec", 0) / 60.0)::int,
      'llm', jsonb_build_object(
        'requests', coalesce(sum((llm->>'requests')::int), 0),
        'inputTokens', coalesce(sum((llm->>'inputTokens')::bigint), 0),
        'outputTokens', coalesce(sum((llm->>'outputTokens')::bigint), 0),
        'cachedInputTokens', coalesce(sum((llm->>'cachedInputTokens')::bigint), 0),
        'estimated', coalesce(bool_or((llm->>'estimated')::boolean), false),
        'costMicros', coalesce(sum((llm->>'costMicros')::bigint), 0)),
      'ttsCharacters', coalesce(sum((used->>'ttsCharacters')::bigint), 0),
      'toolRequests', coalesce(sum((used->>'toolRequests')::int), 0),
      'toolErrors', coalesce(sum((used->>'toolErrors')::int), 0),
      'knowledgeSearches', coalesce(sum((used->>'knowledgeSearches')::int), 0),
      'analysisLlm', coalesce(c."usage"->'analysisLlm',
        '{"requests": 0, "inputTokens": 0, "outputTokens": 0, "cachedInputTokens": 0, "estimated": false, "costMicros": 0}'::jsonb)),
    jsonb_build_object(
      'turns', count(response_ms),
      'responseMs', jsonb_build_object(
        'p50', percentile_disc(0.5) WITHIN GROUP (ORDER BY response_ms),
        'p90', percentile_disc(0.9) WITHIN GROUP (ORDER BY response_ms),
        'max', max(response_ms)),
      'histogram', (SELECT histogram FROM bins))
  FROM turn
$$;

-- The call's cost in its workspace's currency: carrier and speech per started minute at the
-- workspace's prices (the carrier's own price instead, once it gave one in that currency), the
-- model's tokens at its connection's prices (priced per turn, server/metering/pricing.ts).
CREATE FUNCTION svc_call_cost(c "Call") RETURNS JSONB LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'currency', p->>'currency',
    'carrier', round(carrier, 6), 'speech', round(speech, 6), 'llm', round(llm, 6),
    'total', round(carrier, 6) + round(speech, 6) + round(llm, 6),
    'status', CASE WHEN reconciled THEN 'reconciled' ELSE 'estimated' END)
  FROM (SELECT w."pricing" AS p FROM "Workspace" w WHERE w."id" = c."workspaceId") workspace,
    LATERAL (SELECT ceil(coalesce(c."durationSec", 0) / 60.0) AS minutes,
                    c."carrierPrice" IS NOT NULL AND c."carrierPrice"->>'unit' = p->>'currency' AS reconciled) basis,
    LATERAL (SELECT CASE WHEN reconciled THEN abs((c."carrierPrice"->>'amount')::numeric)
                         ELSE minutes * coalesce((p->'carrierPerMinute'->>c."direction"::text)::numeric, 0) END AS carrier,
                    minutes * coalesce((p->>'speechPerMinute')::numeric, 0) AS speech,
                    (coalesce((c."usage"->'llm'->>'costMicros')::bigint, 0) + coalesce((c."usage"->'analysisLlm'->>'costMicros')::bigint, 0)) / 1000000.0 AS llm) parts
$$;

-- Settles a call's figures in the statement that ends it (whichever path: a carrier callback, a
-- cancel, the close of a silent call), and prices it again when its usage or carrier price
-- changes. BEFORE the row is written, so the statement's RETURNING (the call.* webhooks) has them.
CREATE FUNCTION svc_settle_call_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IS DISTINCT FROM OLD."status" THEN
    SELECT f."usage", f."latency" INTO NEW."usage", NEW."latency" FROM svc_call_usage(NEW) f;
  END IF;
  NEW."cost" := svc_call_cost(NEW);
  RETURN NEW;
END $$;

CREATE TRIGGER "Call_settle_figures" BEFORE UPDATE ON "Call" FOR EACH ROW
  WHEN ((NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" NOT IN ('queued', 'dialing', 'ringing', 'in_progress'))
     OR NEW."usage" IS DISTINCT FROM OLD."usage" OR NEW."carrierPrice" IS DISTINCT FROM OLD."carrierPrice")
  EXECUTE FUNCTION svc_settle_call_figures();
