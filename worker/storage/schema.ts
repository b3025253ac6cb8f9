/** The part of a Durable Object's `ctx.storage.sql` that the stores use. */
export interface SqlExec {
  exec(query: string, ...bindings: (string | number | null)[]): { toArray(): Record<string, unknown>[] };
}

/** One numbered step of a Durable Object's schema: statements run once, after every lower number. */
export interface Migration {
  n: number;
  statements: readonly string[];
}

/** The table that records each step run (workerd refuses `PRAGMA user_version`: SQLITE_AUTH). */
const STEPS = '_migrations';

/**
 * A Durable Object's SQLite schema, kept by numbered migrations. The object runs `open` once per
 * wake-up in its constructor: it reads the number the storage reached (tables without that record
 * were stored before the migrations: number 0) and runs only the steps after it, in order. Storage
 * that holds nothing (an id nobody created) stays empty until its first write calls `create`, so
 * looking up an unknown id leaves no storage behind.
 */
export class Schema {
  private reached = 0;

  constructor(
    private readonly sql: SqlExec,
    private readonly steps: readonly Migration[],
  ) {
    steps.forEach((step, i) => {
      if (step.n !== i + 1) throw new Error(`migration ${step.n} is listed at position ${i + 1}`);
    });
  }

  /** Brings stored tables up to the latest step; empty storage is left empty. */
  open(): void {
    const tables = this.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'").toArray();
    if (tables.length === 0) {
      this.reached = 0;
      return;
    }
    const marked = tables.some((t) => t.name === STEPS);
    this.reached = marked ? ((this.sql.exec(`SELECT MAX(n) AS n FROM ${STEPS}`).toArray()[0].n as number | null) ?? 0) : 0;
    this.migrate();
  }

  /**
   * Whether the storage holds the schema, so the stores may read it. Storage a newer version migrated
   * further (a rollback) counts too: steps only ever add to the schema.
   */
  get ready(): boolean {
    return this.reached >= this.steps.length;
  }

  /** Makes the schema in empty storage: a new table's or player's first write. */
  create(): void {
    if (!this.ready) this.migrate();
  }

  /** The object deleted its storage: empty again. */
  cleared(): void {
    this.reached = 0;
  }

  private migrate(): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS ${STEPS} (n INTEGER PRIMARY KEY, at INTEGER NOT NULL)`);
    for (const step of this.steps.slice(this.reached)) {
      for (const statement of step.statements) this.sql.exec(statement);
      this.sql.exec(`INSERT INTO ${STEPS} (n, at) VALUES (?, ?)`, step.n, Date.now());
      this.reached = step.n;
    }
  }
}
