import autocannon from "autocannon";

// Closed-loop load with autocannon (as a library), and the side-by-side comparison: a subject,
// the framework floor (an empty route handler) and the measuring stick (the least a correct
// originate does, server/bench/) measured in alternating rounds of one run, so whatever else the
// machine is doing weighs on all three alike. Figures are medians over rounds.

export type Target = Pick<autocannon.Options, "method" | "headers" | "body" | "requests"> & {
  name: string;
  path: string;
};

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
  stick: string;
  connections: number;
  rounds: number;
  secondsPerRound: number;
  subjectFigures: LoadFigures;
  floorFigures: LoadFigures;
  stickFigures: LoadFigures;
  /** Medians over rounds of subject req/s ÷ floor req/s, and ÷ stick req/s, of the same round. */
  ratio: number;
  stickRatio: number;
  /** Median over rounds of subject p99 ÷ stick p99 of the same round. */
  p99StickRatio: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function measure(
  baseUrl: string,
  target: Target,
  connections: number,
  seconds: number,
  expectedStatus: number,
): Promise<LoadFigures> {
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
  /** The empty route handler (204). */
  floor: Target;
  /** The measuring stick: the least a correct originate does (202). */
  stick: Target;
  connections: number;
  rounds: number;
  secondsPerRound: number;
  /** Runs right before each subject round (e.g. notes the server's CPU time). */
  beforeSubject?: () => Promise<void>;
  /** Runs after each subject round (e.g. waits for the work it queued to drain). */
  settle?: () => Promise<void>;
}

export async function compare(options: CompareOptions): Promise<Comparison> {
  const figures = { subject: [] as LoadFigures[], floor: [] as LoadFigures[], stick: [] as LoadFigures[] };
  const sides: Record<keyof typeof figures, () => Promise<void>> = {
    subject: async () => {
      await options.beforeSubject?.();
      figures.subject.push(
        await measure(
          options.baseUrl,
          options.subject,
          options.connections,
          options.secondsPerRound,
          options.subjectStatus,
        ),
      );
      await options.settle?.();
    },
    floor: async () => {
      figures.floor.push(
        await measure(options.baseUrl, options.floor, options.connections, options.secondsPerRound, 204),
      );
    },
    stick: async () => {
      figures.stick.push(
        await measure(options.baseUrl, options.stick, options.connections, options.secondsPerRound, 202),
      );
    },
  };
  const order = ["floor", "stick", "subject"] as const;
  for (let round = 0; round < options.rounds; round++) {
    // Rotate who goes first, so a trend over the run (heating, a neighbour) favours none of them.
    for (let i = 0; i < order.length; i++) await sides[order[(round + i) % order.length]]();
  }
  const perRound = (of: (subject: LoadFigures, reference: LoadFigures) => number, references: LoadFigures[]) =>
    median(figures.subject.map((s, i) => of(s, references[i])));
  return {
    subject: options.subject.name,
    floor: options.floor.name,
    stick: options.stick.name,
    connections: options.connections,
    rounds: options.rounds,
    secondsPerRound: options.secondsPerRound,
    subjectFigures: medianFigures(figures.subject),
    floorFigures: medianFigures(figures.floor),
    stickFigures: medianFigures(figures.stick),
    ratio: perRound((s, f) => s.rps / f.rps, figures.floor),
    stickRatio: perRound((s, k) => s.rps / k.rps, figures.stick),
    p99StickRatio: perRound((s, k) => s.p99 / k.p99, figures.stick),
  };
}
