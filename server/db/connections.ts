import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { SqlConnection } from "./migrator";

// The migrator's view of the two kinds of connection svc runs on.

export function postgresConnection(client: pg.ClientBase): SqlConnection {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
  };
}

export function pgliteConnection(pglite: PGlite): SqlConnection {
  return {
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
  };
}
