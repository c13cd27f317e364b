// The player's data archive as a ZIP written while it is sent: small JSON and HTML entries are
// deflated, attachments (mostly compressed already) are stored as they are and read from storage
// chunk by chunk. The ZIP writer (fflate's streaming Zip) hands out bytes as they are made; the
// writer below waits for the answer's stream to drain before reading more, so memory stays at a
// few chunks whatever the archive's size.
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { escapeHtml } from '../../lib/html';

export interface ArchiveAttachment {
  /** Path inside the archive. */
  path: string;
  /** Opens the stored bytes; null when they are gone. */
  open: () => Promise<Readable | null>;
}

export interface ArchiveContent {
  /** JSON documents: path → value. */
  json: Record<string, unknown>;
  /** Readable documents (HTML or text): path → text. */
  texts: Record<string, string>;
  attachments: ArchiveAttachment[];
  /** Modification time written on every entry. */
  at: Date;
}

/** A path segment safe in every unzip tool: no separators, no dot-only names, at most 120 characters. */
export function archiveName(name: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'file').slice(0, 120);
}

/**
 * The archive's bytes as a stream. A failure while writing (storage gone mid-way) destroys the
 * stream with the error: the client sees a cut answer, never a well-formed archive missing files.
 */
export function zipArchive(content: ArchiveContent): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  let failed = false;
  const zip = new Zip((err, chunk, final) => {
    // The client went away (the answer's stream was destroyed): nothing more to write.
    if (out.destroyed) return;
    if (err) {
      failed = true;
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final) out.end();
  });
  const drained = () =>
    out.writableNeedDrain && !out.destroyed
      ? new Promise<void>((resolve) => out.once('drain', resolve).once('close', resolve))
      : Promise.resolve();
  const mtime = content.at;

  async function write(): Promise<void> {
    for (const [path, value] of Object.entries(content.json)) {
      if (out.destroyed) return;
      const entry = new ZipDeflate(path, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(strToU8(`${JSON.stringify(value, null, 2)}\n`), true);
      await drained();
    }
    for (const [path, text] of Object.entries(content.texts)) {
      const entry = new ZipDeflate(path, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(strToU8(text), true);
      await drained();
    }
    for (const file of content.attachments) {
      if (out.destroyed) return;
      const source = await file.open();
      if (!source) continue;
      const entry = new ZipPassThrough(file.path);
      entry.mtime = mtime;
      zip.add(entry);
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (out.destroyed) {
          source.destroy();
          return;
        }
        entry.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength), false);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  }

  write().catch((err: unknown) => {
    if (!failed) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

export interface InquiryPage {
  inquiryId: number;
  title: string;
  gameName: string;
  category: string;
  /** The player's name for the status (support.status.*). */
  status: string;
  createdAt: string;
  region: string;
  server: string;
  character: string;
  score: number | null;
  scoreComment: string | null;
  messages: {
    from: 'player' | 'agent';
    content: string;
    createdAt: string;
    attachments: { name: string; path: string | null; removedAfterDays: number | null }[];
  }[];
}

/** The page's words in the inquiry's language (the player site's own texts). */
export type PageText = (key: string, vars?: Record<string, string | number>) => string;

/** One inquiry as a page anyone can open in a browser, in the inquiry's language (no script, no outside resource). */
export function inquiryHtml(page: InquiryPage, lang: string, text: PageText): string {
  const e = escapeHtml;
  const number = text('support.feedback.number', { id: page.inquiryId });
  const facts: [string, string][] = [
    [text('support.feedback.game'), page.gameName],
    [text('support.form.category'), page.category],
    [text('support.feedback.submittedAt'), page.createdAt],
    [text('support.form.region'), page.region],
    [text('support.form.server'), page.server],
    [text('support.form.role'), page.character],
    [
      text('support.rating.legend'),
      page.score === null ? '—' : `${page.score} / 5${page.scoreComment ? ` — ${page.scoreComment}` : ''}`,
    ],
  ];
  const messages = page.messages
    .map((m) => {
      const files = m.attachments
        .map((a) => {
          const note =
            a.removedAfterDays === null
              ? ''
              : ` <em>(${e(text('support.feedback.removedAfter', { count: a.removedAfterDays }))})</em>`;
          return `<li>${a.path ? `<a href="../${e(a.path)}">${e(a.name)}</a>` : e(a.name)}${note}</li>`;
        })
        .join('');
      const from = text(m.from === 'agent' ? 'support.feedback.agent' : 'support.feedback.you');
      return `<article><h2>${e(from)} <time datetime="${e(m.createdAt)}">${e(m.createdAt)}</time></h2><p dir="auto">${e(m.content).replace(/\n/g, '<br>')}</p>${files ? `<ul>${files}</ul>` : ''}</article>`;
    })
    .join('\n');
  const heading = page.title || number;
  return `<!doctype html>
<html lang="${e(lang)}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${e(heading)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}dt{font-weight:600}article{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1rem}</style></head>
<body><h1 dir="auto">${e(heading)}</h1>
<p>${e(number)} · ${e(page.status)}</p>
<dl>${facts.map(([k, v]) => `<dt>${e(k)}</dt><dd dir="auto">${e(v)}</dd>`).join('')}</dl>
${messages}
</body></html>
`;
}
