export declare const SERVER_HEAP_MIB: number;
export declare function serverNodeArgs(nodeOptions?: string): string[];
