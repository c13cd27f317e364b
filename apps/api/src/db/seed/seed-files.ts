// Reads the seed's data files (./data-path.ts): JSON checked against a schema, and prose in two
// Markdown shapes (apps/api/seed-data/README.md). Read synchronously, once, when a seed module is
// first imported; a malformed file fails the start with its name, not a page later.
import fs from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@guildhall/contract/areas';
import { seedDataPath } from './data-path';

export function readSeedText(...segments: string[]): string {
  return fs.readFileSync(seedDataPath(...segments), 'utf8');
}

export function readSeedJson<S extends z.ZodType>(schema: S, ...segments: string[]): z.output<S> {
  const file = segments.join('/');
  const parsed = schema.safeParse(JSON.parse(readSeedText(...segments)));
  if (!parsed.success) throw new Error(`seed-data/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The names of the files in a folder of seed-data ending in `extension`, sorted. */
export function seedFiles(folder: string, extension: string): string[] {
  return fs
    .readdirSync(seedDataPath(folder))
    .filter((name) => name.endsWith(extension))
    .sort();
}

export const languageSchema = z.enum(LANGUAGES);

/** A text in some languages, English always (the fallback). */
export const namesSchema = z.partialRecord(languageSchema, z.string()).and(z.object({ en: z.string() }));

/** A page: `# Title`, a blank line, then the body (kept as written, without surrounding blank lines). */
export function parsePage(text: string, file: string): { title: string; body: string } {
  const [first = '', ...rest] = text.split('\n');
  if (!first.startsWith('# ')) throw new Error(`seed-data/${file}: the first line must be "# <title>"`);
  return { title: first.slice(2), body: rest.join('\n').trim() };
}

export interface LanguageSection {
  lang: Language;
  heading: string;
  /** What follows the heading up to the next section, without surrounding blank lines. */
  body: string;
}

/** Sections headed `# <language>: <heading>`, in the order written; nothing may precede the first. */
export function parseLanguageSections(text: string, file: string): LanguageSection[] {
  const sections: LanguageSection[] = [];
  const body: string[] = [];
  const close = () => {
    const last = sections.at(-1);
    if (last) last.body = body.join('\n').trim();
    body.length = 0;
  };
  for (const line of text.split('\n')) {
    const head = /^# ([A-Za-z-]+): (.*)$/.exec(line);
    if (head) {
      close();
      const lang = languageSchema.safeParse(head[1]);
      if (!lang.success) throw new Error(`seed-data/${file}: unknown language "${head[1]}"`);
      if (sections.some((s) => s.lang === lang.data))
        throw new Error(`seed-data/${file}: "${lang.data}" written twice`);
      sections.push({ lang: lang.data, heading: head[2]!, body: '' });
    } else if (sections.length === 0) {
      if (line.trim() !== '') throw new Error(`seed-data/${file}: text before the first "# <language>: …" heading`);
    } else {
      body.push(line);
    }
  }
  close();
  return sections;
}
