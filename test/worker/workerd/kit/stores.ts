import { Schema, type SqlExec } from '../../../../worker/storage/schema.js';
import { SqlTableStore } from '../../../../worker/table/sql-store.js';
import { TABLE_MIGRATIONS } from '../../../../worker/table/table-schema.js';

/** A TableRoom's schema over `sql`, opened as the object's constructor opens it. */
export function tableSchema(sql: SqlExec): Schema {
  const schema = new Schema(sql, TABLE_MIGRATIONS);
  schema.open();
  return schema;
}

/** A second SqlTableStore over a TableRoom's storage, to read what the object wrote. */
export function tableStore(sql: SqlExec): SqlTableStore {
  return new SqlTableStore(sql, tableSchema(sql));
}
