// `npm run artwork` (run by `npm run build` and after `npm install`): draws the demo's artwork
// (./artwork.ts) from the seed catalogue and writes it to apps/api/seed-data/artwork, one SVG per
// picture: brands/<id>-logo.svg and -favicon.svg, games/<slug>-logo/-cover/-banner/-icon.svg. The
// seed stores these files as they are (db/seed/seed.ts); the server never draws. The folder is
// written whole beside the old one and then swapped in, so a reader never sees it half-written.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDataPath } from '../../src/db/seed/data-path';
import { seedBrands, seedGames } from '../../src/db/seed/demo-data';
import { brandArtwork, EMBLEMS, gameArtwork, MOTIFS, type GameArt } from './artwork';

/** The pictures of the demo, by file name relative to the artwork folder, in a fixed order. */
export function drawArtwork(): Map<string, string> {
  const files = new Map<string, string>();
  for (const b of seedBrands) {
    for (const [kind, svg] of Object.entries(brandArtwork(b))) files.set(`brands/${b.id}-${kind}.svg`, svg);
  }
  for (const g of seedGames) {
    const { motif, emblem } = g.art;
    if (!(MOTIFS as readonly string[]).includes(motif))
      throw new Error(`seed-data/games.json: ${g.slug} has an unknown motif "${motif}" (${MOTIFS.join(', ')})`);
    if (!(EMBLEMS as readonly string[]).includes(emblem))
      throw new Error(`seed-data/games.json: ${g.slug} has an unknown emblem "${emblem}" (${EMBLEMS.join(', ')})`);
    const art = gameArtwork({
      slug: g.slug,
      gameName: g.gameName,
      subTitle: g.texts.en.subTitle,
      art: g.art as GameArt,
    });
    for (const [kind, svg] of Object.entries(art)) files.set(`games/${g.slug}-${kind}.svg`, svg);
  }
  return files;
}

/** Writes every picture into `dir`, replacing what was there; returns the file names written. */
export function generateArtwork(dir: string): string[] {
  const files = drawArtwork();
  const fresh = `${dir}.new-${process.pid}`;
  const old = `${dir}.old-${process.pid}`;
  fs.rmSync(fresh, { recursive: true, force: true });
  for (const [name, svg] of files) {
    fs.mkdirSync(path.dirname(path.join(fresh, name)), { recursive: true });
    fs.writeFileSync(path.join(fresh, name), svg);
  }
  if (fs.existsSync(dir)) fs.renameSync(dir, old);
  fs.renameSync(fresh, dir);
  fs.rmSync(old, { recursive: true, force: true });
  return [...files.keys()];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = seedDataPath('artwork');
  const started = performance.now();
  const written = generateArtwork(dir);
  console.log(
    `artwork: ${written.length} files in ${path.relative(process.cwd(), dir)} (${Math.round(performance.now() - started)} ms)`,
  );
}
