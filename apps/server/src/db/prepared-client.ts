import { createHash } from 'node:crypto';
import pg from 'pg';

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that runs every parameterised query as a named prepared statement, so PostgreSQL plans each query
 * text once per connection instead of on every request (planning took more time than running the member feeds'
 * queries: bench/RESULTS.md). The query texts come from code, so they are a bounded set; statements without
 * parameters (migrations, DDL) are left unnamed.
 */
export class PreparedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The pool listens for 'error' only while the client is idle. A connection lost while checked out (a database
    // restart sends 57P01 between queries) would otherwise be an unhandled 'error' event that ends the process. The
    // error already failed the client's queries, and the pool discards a client that is no longer queryable.
    this.on('error', () => undefined);
  }

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      return (super.query as (...a: unknown[]) => never)({ name: statementName(text), text, values }, ...args.slice(2));
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
