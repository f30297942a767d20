import { type Kysely, sql } from 'kysely';

/** What a table is, and what some of its columns hold, in words. */
export interface TableComments {
  table?: string;
  columns?: Record<string, string>;
}

/**
 * Sets the comments of the tables and columns named (`clear`: removes them), so psql shows them and the generated
 * database types carry the column comments as doc comments (decision 041).
 */
export async function setComments(db: Kysely<unknown>, comments: Record<string, TableComments>, clear = false): Promise<void> {
  const text = (comment: string) => sql.lit(clear ? null : comment);
  for (const [table, { table: tableComment, columns = {} }] of Object.entries(comments)) {
    if (tableComment) await sql`comment on table ${sql.table(table)} is ${text(tableComment)}`.execute(db);
    for (const [column, comment] of Object.entries(columns)) {
      await sql`comment on column ${sql.ref(`${table}.${column}`)} is ${text(comment)}`.execute(db);
    }
  }
}
