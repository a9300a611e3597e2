import type { ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface UnroutableAnswer {
  status: number;
  code: string;
  error: string;
  details: Record<string, unknown> | null;
}
export declare function unroutable(url: string | undefined): UnroutableAnswer | null;
export declare function answerUnroutable(res: ServerResponse, answer: UnroutableAnswer): void;
export declare function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void;
