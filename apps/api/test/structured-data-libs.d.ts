// @adobe/structured-data-validator and @marbec/web-auto-extractor ship no type declarations; this
// is the little of their APIs the structured-data tests use (test/structured-data.ts).
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
    path?: unknown[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export interface Extracted {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}
