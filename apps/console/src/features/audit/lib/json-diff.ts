// What an audited change changed: the before and after objects flattened to paths (`texts.ko.title`),
// compared value by value. Arrays are compared whole. A key the "after" side does not carry was not
// part of the change (an edit sends the editable fields only), so it is not reported as removed.
export type DiffKind = 'added' | 'removed' | 'changed';
export interface DiffRow {
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObject(value)) {
    if (prefix || value !== undefined) out.set(prefix, value);
    return out;
  }
  const keys = Object.keys(value);
  if (keys.length === 0 && prefix) out.set(prefix, value);
  for (const key of keys) for (const [k, v] of flatten(value[key], prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changed paths, in the order the "after" (then the "before") object has them; and how many stayed the same. */
export function diffJson(before: unknown, after: unknown): { rows: DiffRow[]; unchanged: number } {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const b = hasBefore ? flatten(before) : new Map<string, unknown>();
  const a = hasAfter ? flatten(after) : new Map<string, unknown>();
  const rows: DiffRow[] = [];
  let unchanged = 0;
  for (const [path, value] of a) {
    if (!b.has(path)) rows.push({ path, kind: 'added', after: value });
    else if (same(b.get(path), value)) unchanged += 1;
    else rows.push({ path, kind: 'changed', before: b.get(path), after: value });
  }
  if (!hasAfter) for (const [path, value] of b) rows.push({ path, kind: 'removed', before: value });
  return { rows, unchanged };
}
