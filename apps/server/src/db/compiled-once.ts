import { type Compilable, CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './database';

/** Stands for a named parameter while the query is built; it never reaches the database. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  sql: string;
  /** Each placeholder's value: a slot to fill from the call's parameters, or a constant of the built query. */
  values: readonly unknown[];
}

type Build<P, O> = (db: Db, params: P) => Compilable<O> | RawBuilder<O>;

function compile<P extends object, O>(db: Db, build: Build<P, O>, first: P): Template {
  const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as P;
  const query = build(db, slots);
  const { sql, parameters } = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const used = new Set(parameters.filter((v) => v instanceof Slot).map((v) => v.name));
  const unused = Object.keys(first).filter((name) => !used.has(name));
  // a parameter looked at in JavaScript (an `if`, a `.length`) instead of handed to the query would be baked in
  if (unused.length > 0) throw new Error(`compiledOnce: ${unused.join(', ')} never reached the query as a value`);
  return { sql, values: parameters };
}

/**
 * A query built and compiled by Kysely once per database, then run with each call's values: the same SQL text
 * every time (one prepared statement per connection, db/prepared-client.ts), without the object tree, freezing
 * and compiling that a large nested query otherwise costs on every request (decision 065).
 *
 * `build` runs once, with stand-ins for the parameters: it must hand each of them to the query as a value (a
 * comparison, a limit, `sql` interpolation) and never look at one in JavaScript, where it is no value yet. A
 * parameter that never reaches the query is refused when the query is first built.
 */
export function compiledOnce<P extends object, O>(build: Build<P, O>): (db: Db, params: P) => Promise<O[]> {
  const templates = new WeakMap<Db, Template>();
  return async (db, params) => {
    let template = templates.get(db);
    if (!template) {
      template = compile(db, build, params);
      templates.set(db, template);
    }
    const values = template.values.map((v) => (v instanceof Slot ? params[v.name as keyof P] : v));
    const { rows } = await db.executeQuery<O>(CompiledQuery.raw(template.sql, values));
    return rows;
  };
}
