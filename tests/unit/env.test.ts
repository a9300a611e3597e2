import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/server/env";

describe("parseEnv", () => {
  it("runs on embedded defaults when nothing is configured", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe(".data");
  });

  it("defaults APP_URL to the port the server listens on, so carrier callbacks come back to it", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ PORT: "4000", APP_URL: "https://calls.example.com" }).APP_URL).toBe("https://calls.example.com");
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", REDIS_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every wrong variable and says how to fix it", () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: "mysql://x", REDIS_URL: "http://nope", DATABASE_POOL_SIZE: "zero" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("REDIS_URL: must be a redis:// or rediss:// URL");
    expect(message).toContain("DATABASE_POOL_SIZE");
    expect(message).toContain("README");
  });

  it("takes OTLP's protocols by their standard names, and refuses gRPC and a collector that is no URL", () => {
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_PROTOCOL).toBe("http/protobuf");
    expect(parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" }).OTEL_EXPORTER_OTLP_PROTOCOL).toBe("http/json");
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it("requires both Upstash variables or neither", () => {
    expect(() => parseEnv({ UPSTASH_REDIS_REST_URL: "https://eu1.upstash.io" })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
  });

  it("requires a session secret in production with a shared database", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/svc" })).toThrow(/NEXTAUTH_SECRET/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/svc", NEXTAUTH_SECRET: "s".repeat(32) }),
    ).toThrow(/SECRETS_KEY/);
    // …at run time: a build machine needs no runtime secrets.
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/svc", NEXT_PHASE: "phase-production-build" }),
    ).not.toThrow();
  });
});
