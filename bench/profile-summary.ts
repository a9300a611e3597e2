// `npx tsx bench/profile-summary.ts bench/profiles/<file>.cpuprofile`: where a server's CPU time
// went (from `npm run bench -- --profile`), as self time by package and by function, so a
// missed target can be traced to the code that owns it.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** "next", "@prisma/client", "svc: server/http/pipeline.ts", "(node)", … */
function ownerOf(url: string): string {
  if (!url) return "(native / idle / gc)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return "(node)";
  const ours = url.match(/\/(app|server|inngest|\.next[^/]*\/server\/chunks)\/.*$/)?.[0];
  return ours ? `svc: ${ours.replace(/^\//, "")}` : url;
}

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, micros]) =>
        `${((100 * micros) / all).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
}

export function summarize(profile: CpuProfile, count = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    all += micros;
    byOwner.set(ownerOf(url), (byOwner.get(ownerOf(url)) ?? 0) + micros);
    const fn = `${functionName || "(anonymous)"} ${ownerOf(url)}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  });
  return [
    `self time by owner (${(all / 1e6).toFixed(1)} s sampled)`,
    ...top(byOwner, all, count),
    "",
    "self time by function",
    ...top(byFunction, all, count),
  ].join("\n");
}

if (process.argv[2]) console.log(summarize(JSON.parse(readFileSync(process.argv[2], "utf8")) as CpuProfile));
