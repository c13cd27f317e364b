// What the shipped migrations share: the engine they write for, and the type of an
// auto-incremented id column. Shipped migrations use this, so what it emits never changes.
export type Dialect = 'sqlite' | 'postgres';

export function idColumn(dialect: Dialect) {
  return dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
}
