import { readFile } from "node:fs/promises";
import internals from "@prisma/internals";
import { beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/server/db/client";

// The migrated database must hold everything prisma/schema.prisma declares: a schema change
// without its migration fails here.

type Dmmf = Awaited<ReturnType<typeof internals.getDMMF>>;

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  data_type: string;
}
interface IndexRow {
  table_name: string;
  unique: boolean;
  columns: string[];
  orders: string[];
}
interface EnumRow {
  name: string;
  values: string[];
}

let dmmf: Dmmf;
let columns: ColumnRow[];
let indexes: IndexRow[];
let enums: EnumRow[];

beforeAll(async () => {
  dmmf = await internals.getDMMF({ datamodel: await readFile("prisma/schema.prisma", "utf8") });
  await dbReady();
  columns = await db.$queryRawUnsafe<ColumnRow[]>(
    `SELECT table_name::text, column_name::text, is_nullable::text, data_type::text FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  indexes = await db.$queryRawUnsafe<IndexRow[]>(`
    SELECT t.relname::text AS table_name, ix.indisunique AS "unique",
           array_agg(a.attname::text ORDER BY k.ord) AS columns,
           array_agg(CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN 'desc' ELSE 'asc' END ORDER BY k.ord) AS orders
    FROM pg_index ix
    JOIN pg_class t ON t.oid = ix.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    GROUP BY t.relname, ix.indexrelid, ix.indisunique`);
  enums = await db.$queryRawUnsafe<EnumRow[]>(`
    SELECT t.typname::text AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`);
});

describe("migrations match prisma/schema.prisma", () => {
  it("has every model's columns with the declared nullability", () => {
    const missing: string[] = [];
    for (const model of dmmf.datamodel.models) {
      const table = model.dbName ?? model.name;
      for (const field of model.fields.filter((f) => f.kind !== "object")) {
        const column = columns.find((c) => c.table_name === table && c.column_name === (field.dbName ?? field.name));
        if (!column) {
          missing.push(`${table}.${field.name}: no column`);
        } else if (field.isList !== (column.data_type === "ARRAY")) {
          missing.push(`${table}.${field.name}: list-ness differs`);
        } else if (!field.isList && field.isRequired !== (column.is_nullable === "NO")) {
          missing.push(`${table}.${field.name}: ${field.isRequired ? "should be NOT NULL" : "should be nullable"}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every primary key, unique constraint and index", () => {
    const missing: string[] = [];
    for (const index of dmmf.datamodel.indexes) {
      const table = dmmf.datamodel.models.find((m) => m.name === index.model)?.dbName ?? index.model;
      const wanted = index.fields.map((f) => f.name);
      const orders = index.fields.map((f) => f.sortOrder ?? "asc");
      const unique = index.type !== "normal" && index.type !== "fulltext";
      const found = indexes.some(
        (i) =>
          i.table_name === table &&
          i.unique === unique &&
          i.columns.join() === wanted.join() &&
          i.orders.join() === orders.join(),
      );
      if (!found) missing.push(`${table}: ${index.type} (${wanted.map((f, n) => `${f} ${orders[n]}`).join(", ")})`);
    }
    expect(missing).toEqual([]);
  });

  it("has every enum with its values in order", () => {
    for (const declared of dmmf.datamodel.enums) {
      const actual = enums.find((e) => e.name === (declared.dbName ?? declared.name));
      expect(actual?.values, declared.name).toEqual(declared.values.map((v) => v.dbName ?? v.name));
    }
  });

  it("makes prefixed ids", async () => {
    const workspace = await db.workspace.create({ data: { name: "Drift check" } });
    expect(workspace.id).toMatch(/^ws_[0-9a-f]{32}$/);
  });
});
