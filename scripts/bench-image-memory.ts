// Memory of image re-encoding: several players upload large photos at once (JPEG and
// PNG noise, 12–20 MB each, the hardest to compress), the real server decodes and re-encodes each
// one; prints the API process's resident memory (VmRSS, sampled every 50 ms) before and at its
// peak, and how long the uploads took.
//
//   node --import tsx scripts/bench-image-memory.ts [--concurrent 4]
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { signRequest } from '@guildhall/contract/signature';
import { BenchError, Resources } from './bench-process';
import { rssBytes } from './bench-uploads';
import { startApiNode } from './lib/nodes';

const MIB = 1024 * 1024;
const i = process.argv.indexOf('--concurrent');
const CONCURRENT = i > 0 ? Number(process.argv[i + 1]) : 4;
const HOST = 'nova.localhost';

async function noise(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 100 }).toBuffer() : image.png({ compressionLevel: 1 }).toBuffer();
}

async function main(): Promise<void> {
  const resources = new Resources();
  try {
    // About 16 MB as JPEG (4000×3000 noise at quality 100) and 19 MB as PNG (2600×2400).
    const files = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, n) =>
        n % 2 === 0 ? noise(4000, 3000, 'jpeg') : noise(2600, 2400, 'png'),
      ),
    );
    const api = await startApiNode(resources, { name: 'api' });
    const text = JSON.stringify({ guest: true });
    const login = await fetch(`${api.origin}/api/website/login/auth`, {
      method: 'POST',
      headers: {
        host: HOST,
        'content-type': 'application/json',
        ...(await signRequest({ method: 'POST', path: '/website/login/auth', body: text })),
      },
      body: text,
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssBytes(api.pid) ?? 0;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(api.pid) ?? 0)), 50);
    const started = Date.now();
    const answers = await Promise.all(
      files.map(async (file, n) => {
        const name = `photo-${n}.${n % 2 === 0 ? 'jpg' : 'png'}`;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), name);
        const res = await fetch(`${api.origin}/api/files?domain_area=eru&spec_lang=en`, {
          method: 'POST',
          headers: {
            host: HOST,
            authorization: `Bearer ${token}`,
            ...(await signRequest({ method: 'POST', path: '/files', token, body: '' })),
          },
          body: form,
        });
        const json = (await res.json()) as { code: number; data: { size: number } };
        return { name, sent: file.length, code: json.code, stored: json.data?.size, ms: Date.now() - started };
      }),
    );
    clearInterval(sampler);
    await api.stop();
    for (const a of answers)
      console.log(
        `  ${a.name}: ${(a.sent / MIB).toFixed(1)} MB sent, code ${a.code}, ${((a.stored ?? 0) / MIB).toFixed(1)} MB stored, done after ${a.ms} ms`,
      );
    console.log(
      `RSS: ${(baseline / MIB).toFixed(0)} MB before, ${(peak / MIB).toFixed(0)} MB at the peak (+${((peak - baseline) / MIB).toFixed(0)} MB) for ${CONCURRENT} concurrent images`,
    );
    if (answers.some((a) => a.code !== 0)) throw new BenchError('an upload failed');
  } finally {
    await resources.releaseAll();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BenchError ? `bench-image-memory: ${err.message}` : err);
  process.exit(1);
});
