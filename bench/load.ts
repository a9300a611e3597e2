import autocannon from "autocannon";

// Closed-loop load with autocannon (as a library), and the side-by-side comparison the issue
// asks for: a subject and the framework floor measured in alternating rounds of one run, so
// whatever else the machine is doing weighs on both alike. Figures are the median over rounds.

export type Target = Pick<autocannon.Options, "method" | "headers" | "body" | "requests"> & { name: string; path: string };

export interface LoadFigures {
  /** Responses with the expected status per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses with another status, and transport errors (both should be 0). */
  unexpected: number;
  errors: number;
}

export interface Comparison {
  subject: string;
  floor: string;
  connections: number;
  rounds: number;
  secondsPerRound: number;
  subjectFigures: LoadFigures;
  floorFigures: LoadFigures;
  /** Median over rounds of subject req/s ÷ floor req/s of the same round. */
  ratio: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function measure(baseUrl: string, target: Target, connections: number, seconds: number, expectedStatus: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections,
    duration: seconds,
  });
  const expected = result.statusCodeStats?.[`${expectedStatus}`]?.count ?? 0;
  const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  return {
    rps: expected / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: answered - expected,
    errors: result.errors,
  };
}

function medianFigures(rounds: LoadFigures[]): LoadFigures {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    unexpected: rounds.reduce((sum, r) => sum + r.unexpected, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

export interface CompareOptions {
  baseUrl: string;
  subject: Target;
  subjectStatus: number;
  floor: Target;
  connections: number;
  rounds: number;
  secondsPerRound: number;
  /** Runs after each subject round (e.g. waits for the work it queued to drain). */
  settle?: () => Promise<void>;
}

export async function compare(options: CompareOptions): Promise<Comparison> {
  const subjectRounds: LoadFigures[] = [];
  const floorRounds: LoadFigures[] = [];
  const runSubject = async () => {
    subjectRounds.push(await measure(options.baseUrl, options.subject, options.connections, options.secondsPerRound, options.subjectStatus));
    await options.settle?.();
  };
  const runFloor = async () => {
    floorRounds.push(await measure(options.baseUrl, options.floor, options.connections, options.secondsPerRound, 204));
  };
  for (let round = 0; round < options.rounds; round++) {
    // Alternate who goes first, so a trend over the run (heating, a neighbour) does not favour one.
    if (round % 2 === 0) {
      await runFloor();
      await runSubject();
    } else {
      await runSubject();
      await runFloor();
    }
  }
  return {
    subject: options.subject.name,
    floor: options.floor.name,
    connections: options.connections,
    rounds: options.rounds,
    secondsPerRound: options.secondsPerRound,
    subjectFigures: medianFigures(subjectRounds),
    floorFigures: medianFigures(floorRounds),
    ratio: median(subjectRounds.map((s, i) => s.rps / floorRounds[i].rps)),
  };
}
