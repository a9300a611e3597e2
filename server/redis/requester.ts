import { createHash } from "node:crypto";
import type { Requester, UpstashRequest, UpstashResponse } from "@upstash/redis";
import type IORedis from "ioredis";

// An @upstash/redis Requester that speaks RESP through an ioredis-compatible client (real ioredis
// over TCP, or ioredis-mock in memory), so @upstash/ratelimit runs unchanged on every mode.
// Upstash REST semantics: `body` is one command, or a list of them for the `pipeline` and
// `multi-exec` paths; the answer is {result} / {error}, or an array of those.

type Command = [string, ...unknown[]];
type Arg = string | number | Buffer;
type Sender = Record<string, unknown> & { call?: (name: string, ...args: Arg[]) => Promise<unknown> };
type RedisLike = Pick<IORedis, "pipeline" | "multi">;

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** ioredis has a generic `call`; ioredis-mock only has one method per command. */
function dispatch(target: Sender, name: string, args: Arg[]): unknown {
  if (typeof target.call === "function") return target.call(name, ...args);
  const method = target[name.toLowerCase()];
  if (typeof method !== "function") throw new Error(`ERR unknown command '${name}'`);
  return (method as (...a: Arg[]) => unknown).apply(target, args);
}

export function ioredisRequester(client: RedisLike): Requester {
  // Script shebangs (`#!lua flags=allow-key-locking`, used by @upstash/ratelimit) are Upstash
  // extensions that Redis 7.0 and ioredis-mock reject. Scripts run stripped; EVALSHA of the original
  // hash is pointed at the stripped one so @upstash/ratelimit's EVALSHA-first path keeps hitting.
  const strippedSha = new Map<string, string>();

  function prepare(command: Command): [string, ...Arg[]] {
    const [name, ...rest] = command;
    const args = rest.map((a): Arg =>
      typeof a === "number" || typeof a === "string" || Buffer.isBuffer(a) ? a : JSON.stringify(a),
    );
    const lower = name.toLowerCase();
    const [first] = args;
    if ((lower === "eval" || lower === "eval_ro") && typeof first === "string" && first.startsWith("#!")) {
      const stripped = first.slice(first.indexOf("\n") + 1);
      strippedSha.set(sha1(first), sha1(stripped));
      args[0] = stripped;
    } else if ((lower === "evalsha" || lower === "evalsha_ro") && typeof first === "string") {
      args[0] = strippedSha.get(first) ?? first;
    } else if (lower === "set") {
      // @upstash/redis sends SET's options in lower case; Redis ignores case, ioredis-mock does not.
      for (let i = 2; i < args.length; i++)
        if (typeof args[i] === "string") args[i] = (args[i] as string).toUpperCase();
    }
    return [name, ...args];
  }

  async function batch(commands: Command[], atomic: boolean): Promise<UpstashResponse<unknown>[]> {
    const chain = (atomic ? client.multi() : client.pipeline()) as unknown as Sender & {
      exec(): Promise<[Error | null, unknown][] | null>;
    };
    for (const command of commands) {
      const [name, ...args] = prepare(command);
      dispatch(chain, name, args);
    }
    const results = (await chain.exec()) ?? [];
    return results.map(([error, result]) => (error ? { error: errorMessage(error) } : { result }));
  }

  return {
    request: async <TResult>(req: UpstashRequest): Promise<UpstashResponse<TResult>> => {
      const kind = req.path?.[0];
      if (kind === "pipeline" || kind === "multi-exec") {
        const answers = await batch(req.body as Command[], kind === "multi-exec");
        return answers as unknown as UpstashResponse<TResult>;
      }
      const [name, ...args] = prepare(req.body as Command);
      try {
        return { result: (await dispatch(client as unknown as Sender, name, args)) as TResult };
      } catch (error) {
        return { error: errorMessage(error) };
      }
    },
  };
}
