// Generated artwork for the seed catalogue: every cover, banner, icon and logo of the demo games,
// and every brand's logo and favicon, drawn here as SVG (docs/product.md section 2: "Artwork is generated
// by the project; nothing is loaded from the internet"). Pure functions: no I/O, no fonts to fetch,
// no <image> references. Randomness comes from a PRNG seeded with the game slug, so the same game
// always gets the same picture and two runs give byte-identical files. Run at build and install by
// ./generate-artwork.ts, never by the server, which reads the files it wrote.

export const MOTIFS = [
  'mountains',
  'city',
  'ocean',
  'space',
  'forest',
  'desert',
  'crystal',
  'racing',
  'sakura',
  'volcano',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const EMBLEMS = [
  'sword',
  'crown',
  'star',
  'shield',
  'wing',
  'gem',
  'flame',
  'leaf',
  'wheel',
  'moon',
  'anchor',
  'blossom',
] as const;
export type Emblem = (typeof EMBLEMS)[number];

/** Inputs of the generator. palette: dark background, mid tone, accent (all `#rrggbb`). */
export interface GameArt {
  motif: Motif;
  palette: [string, string, string];
  emblem: Emblem;
}

const FONT = "'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export function escapeXml(s: string): string {
  return (
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // characters XML 1.0 does not allow at all
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  );
}

// ---------------------------------------------------------------------------------------------
// numbers, randomness, colours

type Rng = () => number;

function hashString(s: string): number {
  let h = 2166136261;
  for (const ch of s) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for scattering stars. */
function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is plenty for pixels and keeps the files small. */
function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return String(Object.is(r, -0) ? 0 : r);
}
/** Two decimals, for opacities and offsets. */
function f2(x: number): string {
  return String(Math.round(Math.max(0, Math.min(1, x)) * 100) / 100);
}

type RGB = [number, number, number];

function rgb(color: string): RGB {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  let s = m?.[1];
  if (!s) return [128, 128, 128];
  if (s.length === 3) s = s.replace(/./g, (c) => c + c);
  const v = parseInt(s, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(c: RGB): string {
  return (
    '#' +
    c
      .map((x) =>
        Math.max(0, Math.min(255, Math.round(x)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Always answers a safe `#rrggbb`, whatever it was given. */
function norm(color: string): string {
  return hex(rgb(color));
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as RGB;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ---------------------------------------------------------------------------------------------
// drawing context: size, randomness, palette and the <defs> collected along the way

interface Ctx {
  w: number;
  h: number;
  rnd: Rng;
  /** id prefix, unique per picture so that several SVGs can be inlined in one page */
  p: string;
  bg: string;
  mid: string;
  acc: string;
  defs: string[];
  cache: Map<string, string>;
}

function makeCtx(w: number, h: number, seed: string, kind: string, palette: readonly string[]): Ctx {
  const bg = norm(palette[0] ?? '#101020');
  const mid = norm(palette[1] ?? '#404080');
  const acc = norm(palette[2] ?? '#ffcc66');
  return {
    w,
    h,
    rnd: prng(hashString(`${seed}:${kind}`)),
    p: `${kind}${hashString(seed).toString(36)}-`,
    bg,
    mid,
    acc,
    defs: [],
    cache: new Map(),
  };
}

type Stop = [offset: number, color: string, opacity?: number];

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f2(o)}" stop-color="${c}"${a === undefined || a >= 1 ? '' : ` stop-opacity="${f2(a)}"`}/>`,
    )
    .join('');
}

function nextId(c: Ctx): string {
  return `${c.p}${c.defs.length}`;
}

/** A linear gradient; direction in the box of the shape unless `user` is set. */
function lin(c: Ctx, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${user}`;
  const hit = c.cache.get(key);
  if (hit) return hit;
  const id = nextId(c);
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  c.defs.push(
    `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stopsXml(stops)}</linearGradient>`,
  );
  const url = `url(#${id})`;
  c.cache.set(key, url);
  return url;
}

/** A radial gradient; in the box of the shape unless `user` is set. */
function rad(c: Ctx, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
  const key = `r${JSON.stringify(stops)}${cx},${cy},${r},${user}`;
  const hit = c.cache.get(key);
  if (hit) return hit;
  const id = nextId(c);
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  c.defs.push(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopsXml(stops)}</radialGradient>`,
  );
  const url = `url(#${id})`;
  c.cache.set(key, url);
  return url;
}

/** A soft round glow of one colour (radial gradient, far cheaper to render than a blur). */
function glowFill(c: Ctx, color: string): string {
  return rad(c, [
    [0, color, 1],
    [0.25, color, 0.45],
    [0.6, color, 0.12],
    [1, color, 0],
  ]);
}

function glow(c: Ctx, x: number, y: number, r: number, color: string, opacity: number): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${glowFill(c, color)}" opacity="${f2(opacity)}"/>`;
}

function blur(c: Ctx, std: number): string {
  const key = `b${std}`;
  const hit = c.cache.get(key);
  if (hit) return hit;
  const id = nextId(c);
  c.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
  );
  const url = `url(#${id})`;
  c.cache.set(key, url);
  return url;
}

function shadow(c: Ctx, dy: number, std: number, opacity: number): string {
  const key = `s${dy},${std},${opacity}`;
  const hit = c.cache.get(key);
  if (hit) return hit;
  const id = nextId(c);
  c.defs.push(
    `<filter id="${id}" x="-20%" y="-40%" width="140%" height="180%"><feDropShadow dx="0" dy="${f(dy)}" stdDeviation="${f(std)}" flood-color="#000" flood-opacity="${f2(opacity)}"/></filter>`,
  );
  const url = `url(#${id})`;
  c.cache.set(key, url);
  return url;
}

function fullRect(c: Ctx, fill: string, extra = ''): string {
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"${extra}/>`;
}

function svgDoc(c: Ctx, label: string, body: string): string {
  const t = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}" role="img" aria-label="${t}">` +
    `<title>${t}</title><defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// shapes

/** Midpoint displacement: a natural ridge line, values normalised to 0..1. */
function ridgeValues(rnd: Rng, rough: number, n = 64): number[] {
  const v = new Array<number>(n + 1).fill(0);
  v[0] = rnd();
  v[n] = rnd();
  let step = n;
  let disp = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      v[i] = ((v[i - half] ?? 0) + (v[i + half] ?? 0)) / 2 + (rnd() - 0.5) * disp;
    }
    disp *= rough;
    step = half;
  }
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  return v.map((x) => (x - lo) / (hi - lo || 1));
}

/** Closed silhouette of a ridge, reaching past the picture's edges so outlines never show. */
function ridge(c: Ctx, baseY: number, amp: number, rough: number, segments = 64): string {
  // wide pictures get more segments so long straight edges never show
  const n = c.w > 1000 ? segments * 2 : segments;
  const v = ridgeValues(c.rnd, rough, n);
  let d = `M-8 ${f(c.h + 8)}`;
  v.forEach((y, i) => {
    d += `L${f(-8 + ((c.w + 16) * i) / n)} ${f(baseY - amp * y)}`;
  });
  return `${d}L${f(c.w + 8)} ${f(c.h + 8)}Z`;
}

/** Smooth curve through points (Catmull-Rom turned into cubic Béziers). */
function smooth(pts: ReadonlyArray<[number, number]>): string {
  const first = pts[0];
  if (!first) return '';
  let d = `M${f(first[0])} ${f(first[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)] ?? first;
    const p1 = pts[i] ?? first;
    const p2 = pts[i + 1] ?? p1;
    const p3 = pts[Math.min(pts.length - 1, i + 2)] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Rolling hills/dunes: a smooth closed silhouette. */
function hills(c: Ctx, baseY: number, amp: number, count: number): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= count; i++) {
    const jitter = i === 0 || i === count ? 0 : (c.rnd() - 0.5) * (c.w / count) * 0.4;
    const x = -20 + ((c.w + 40) * i) / count + jitter;
    pts.push([x, baseY - amp * (0.25 + 0.75 * c.rnd())]);
  }
  return `${smooth(pts)}L${f(c.w + 20)} ${f(c.h + 20)}L-20 ${f(c.h + 20)}Z`;
}

/** Four-pointed sparkle. */
function sparkle(x: number, y: number, r: number): string {
  const q = r * 0.12;
  return `M${f(x)} ${f(y - r)}Q${f(x + q)} ${f(y - q)} ${f(x + r)} ${f(y)}Q${f(x + q)} ${f(y + q)} ${f(x)} ${f(y + r)}Q${f(x - q)} ${f(y + q)} ${f(x - r)} ${f(y)}Q${f(x - q)} ${f(y - q)} ${f(x)} ${f(y - r)}Z`;
}

function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5, rot = -90): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

function poly(pts: ReadonlyArray<[number, number]>): string {
  return pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + 'Z';
}

/** Scale factor of small details relative to a 360 px high picture. */
function unit(c: Ctx): number {
  return Math.max(0.7, Math.min(1.7, Math.min(c.w, c.h) / 360));
}

function stars(c: Ctx, n: number, yMax: number, color = '#ffffff'): string {
  const u = unit(c);
  let dots = '';
  for (let i = 0; i < n; i++) {
    const x = c.rnd() * c.w;
    const y = c.rnd() ** 1.4 * yMax;
    const r = (0.35 + c.rnd() ** 3 * 1.3) * u;
    dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" opacity="${f2(0.25 + c.rnd() * 0.75)}"/>`;
  }
  let glints = '';
  const bright = Math.max(2, Math.round(n / 30));
  for (let i = 0; i < bright; i++) {
    const x = c.rnd() * c.w;
    const y = c.rnd() * yMax * 0.85;
    glints += glow(c, x, y, 7 * u, color, 0.6);
    glints += `<path d="${sparkle(x, y, (4 + c.rnd() * 4) * u)}"/>`;
  }
  return `<g fill="${color}">${dots}${glints}</g>`;
}

/** Glowing motes: fireflies, embers, dust. */
function motes(c: Ctx, n: number, y0: number, y1: number, color: string, size: number, core = '#ffffff'): string {
  const u = unit(c);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = c.rnd() * c.w;
    const y = y0 + c.rnd() * (y1 - y0);
    const r = (0.6 + c.rnd() * 1.4) * size * u;
    s += glow(c, x, y, r * 4, color, 0.35 + c.rnd() * 0.5);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="${core}" opacity="${f2(0.5 + c.rnd() * 0.5)}"/>`;
  }
  return s;
}

function fogBand(c: Ctx, y: number, height: number, color: string, opacity: number): string {
  const fill = lin(c, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return `<rect x="0" y="${f(y - height / 2)}" width="${c.w}" height="${f(height)}" fill="${fill}"/>`;
}

function skyGradient(c: Ctx, stops: readonly Stop[]): string {
  return fullRect(c, lin(c, stops));
}

function moonDisc(c: Ctx, x: number, y: number, r: number, tint: string): string {
  const face = rad(
    c,
    [
      [0, lighten(tint, 0.92)],
      [0.7, lighten(tint, 0.7)],
      [1, lighten(tint, 0.45)],
    ],
    0.42,
    0.4,
    0.62,
  );
  let craters = '';
  for (let i = 0; i < 5; i++) {
    const a = c.rnd() * Math.PI * 2;
    const d = c.rnd() * r * 0.6;
    craters += `<circle cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d)}" r="${f(r * (0.05 + c.rnd() * 0.09))}"/>`;
  }
  return (
    glow(c, x, y, r * 5.5, tint, 0.5) +
    glow(c, x, y, r * 2, lighten(tint, 0.5), 0.55) +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${face}"/>` +
    `<g fill="${darken(tint, 0.1)}" opacity=".1">${craters}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// the scenes, one per motif

function sceneMountains(c: Ctx): string {
  const { w, h, rnd } = c;
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.2)],
    [0.5, mix(c.bg, c.mid, 0.55)],
    [1, mix(c.mid, c.acc, 0.35)],
  ]);
  o += stars(c, Math.round(Math.min(150, (w * h) / 2600)), h * 0.6);
  const mx = w * (0.64 + rnd() * 0.14);
  const my = h * (0.18 + rnd() * 0.08);
  o += moonDisc(c, mx, my, Math.min(w, h) * 0.075, c.acc);
  const layers = 4;
  const hazeTop = mix(c.mid, c.acc, 0.28);
  const near = darken(c.bg, 0.45);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = h * (0.52 + 0.13 * i);
    const amp = h * (0.34 - 0.055 * i);
    const col = mix(hazeTop, near, 0.25 + t * 0.75);
    const rim =
      i < 3
        ? ` stroke="${lighten(c.acc, 0.3)}" stroke-opacity="${f2(0.45 - i * 0.12)}" stroke-width="${f(1.2 * unit(c))}"`
        : '';
    const shade = lin(c, [
      [0, col],
      [1, darken(col, 0.35)],
    ]);
    o += `<path d="${ridge(c, base, amp, 0.52)}" fill="${shade}"${rim}/>`;
    if (i < layers - 1) o += fogBand(c, base + h * 0.02, h * 0.16, lighten(hazeTop, 0.2), 0.32 - i * 0.06);
  }
  return o;
}

function windowPattern(c: Ctx, cell: number, lit: string, density: number): string {
  const id = nextId(c);
  const cols = 4;
  const rows = 5;
  const cw = cell;
  const ch = cell * 1.35;
  let win = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const roll = c.rnd();
      if (roll > density) continue;
      const o = roll < density * 0.25 ? 0.95 : roll < density * 0.6 ? 0.5 : 0.2;
      win += `<rect x="${f(k * cw + cw * 0.28)}" y="${f(r * ch + ch * 0.3)}" width="${f(cw * 0.44)}" height="${f(ch * 0.42)}" opacity="${f2(o)}"/>`;
    }
  }
  c.defs.push(
    `<pattern id="${id}" width="${f(cw * cols)}" height="${f(ch * rows)}" patternUnits="userSpaceOnUse"><g fill="${lit}">${win}</g></pattern>`,
  );
  return `url(#${id})`;
}

function skyline(
  c: Ctx,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
  color: string,
  windows: string | null,
  beacons: boolean,
): string {
  const { h, rnd } = c;
  let d = '';
  let extra = '';
  let x = -rnd() * maxW;
  while (x < c.w) {
    const bw = minW + rnd() * (maxW - minW);
    const bh = minH + rnd() ** 1.5 * (maxH - minH);
    const y = h - bh;
    d += `M${f(x)} ${f(h + 2)}V${f(y)}h${f(bw)}V${f(h + 2)}Z`;
    const roll = rnd();
    if (roll < 0.3) {
      d += `M${f(x + bw * 0.18)} ${f(y + 1)}v${f(-bh * 0.07)}h${f(bw * 0.64)}v${f(bh * 0.07)}Z`;
    } else if (roll < 0.42) {
      d += `M${f(x + bw * 0.5 - 1)} ${f(y + 1)}v${f(-bh * 0.18)}h2v${f(bh * 0.18)}Z`;
      if (beacons) extra += glow(c, x + bw * 0.5, y - bh * 0.18, 6 * unit(c), '#ff4040', 0.9);
    } else if (roll < 0.5) {
      d += `M${f(x)} ${f(y + 1)}L${f(x + bw / 2)} ${f(y - bw * 0.45)}L${f(x + bw)} ${f(y + 1)}Z`;
    }
    x += bw + rnd() * minW * 0.25;
  }
  let o = `<path d="${d}" fill="${color}"/>`;
  if (windows) o += `<path d="${d}" fill="${windows}"/>`;
  return o + extra;
}

function sceneCity(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.25)],
    [0.55, mix(c.bg, c.mid, 0.7)],
    [1, mix(c.mid, c.acc, 0.5)],
  ]);
  o += stars(c, Math.round(Math.min(70, (w * h) / 5000)), h * 0.4);
  const r = Math.min(w, h) * 0.2;
  o += moonDisc(c, w * (0.7 + rnd() * 0.08), h * 0.3, r, c.acc);
  o += `<rect y="${f(h * 0.45)}" width="${w}" height="${f(h * 0.55)}" fill="${lin(c, [
    [0, c.acc, 0],
    [1, c.acc, 0.45],
  ])}"/>`;
  const lit = mix(c.acc, '#fff1c4', 0.55);
  o += skyline(c, h * 0.3, h * 0.62, 26 * u, 70 * u, mix(c.mid, c.bg, 0.45), windowPattern(c, 5 * u, lit, 0.45), true);
  o += fogBand(c, h * 0.78, h * 0.3, c.acc, 0.22);
  o += skyline(c, h * 0.12, h * 0.38, 40 * u, 100 * u, darken(c.bg, 0.35), windowPattern(c, 8 * u, lit, 0.6), false);
  // neon signs on the near buildings
  const neon = [c.acc, lighten(c.acc, 0.3), mix(c.acc, '#38f8ff', 0.6)];
  for (let i = 0; i < 6; i++) {
    const x = rnd() * w;
    const y = h * (0.68 + rnd() * 0.18);
    const col = neon[i % neon.length] ?? c.acc;
    const vertical = rnd() < 0.5;
    const sw = vertical ? 5 * u : 26 * u;
    const sh = vertical ? 30 * u : 6 * u;
    o += glow(c, x + sw / 2, y + sh / 2, 30 * u, col, 0.5);
    o += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh)}" rx="${f(2 * u)}" fill="${darken(c.bg, 0.3)}" stroke="${lighten(col, 0.25)}" stroke-width="${f(1.6 * u)}"/>`;
  }
  // rain
  const rain = nextId(c);
  const rw = 38 * u;
  c.defs.push(
    `<pattern id="${rain}" width="${f(rw)}" height="${f(rw * 2)}" patternUnits="userSpaceOnUse"><path d="M${f(rw * 0.2)} 0l-3 ${f(rw * 0.5)}M${f(rw * 0.7)} ${f(rw * 0.9)}l-3 ${f(rw * 0.5)}M${f(rw * 0.45)} ${f(rw * 1.4)}l-3 ${f(rw * 0.45)}" stroke="#fff" stroke-width="${f(0.8 * u)}"/></pattern>`,
  );
  o += fullRect(c, `url(#${rain})`, ' opacity=".16"');
  return o;
}

function sceneOcean(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  const hy = h * 0.6;
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.15)],
    [0.35, mix(c.bg, c.mid, 0.6)],
    [0.6, mix(c.mid, c.acc, 0.45)],
    [1, c.mid],
  ]);
  o += stars(c, Math.round(Math.min(80, (w * h) / 4500)), hy * 0.6);
  const sx = w * (0.52 + rnd() * 0.12);
  const sr = Math.min(w, h) * 0.1;
  const sy = hy - sr * 0.55;
  o += glow(c, sx, sy, sr * 7, c.acc, 0.55);
  o += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${lin(c, [
    [0, lighten(c.acc, 0.85)],
    [1, lighten(c.acc, 0.35)],
  ])}"/>`;
  // streaky clouds lit from below
  const cloud = lin(c, [
    [0, lighten(c.mid, 0.2), 0.6],
    [1, lighten(c.acc, 0.25), 0.8],
  ]);
  for (let i = 0; i < 9; i++) {
    const cy = hy * (0.2 + rnd() * 0.6);
    const cw = w * (0.15 + rnd() * 0.3);
    o += `<ellipse cx="${f(rnd() * w)}" cy="${f(cy)}" rx="${f(cw / 2)}" ry="${f((3 + rnd() * 7) * u)}" fill="${cloud}" opacity="${f2(0.25 + rnd() * 0.35)}"/>`;
  }
  // far islands on the horizon
  const isl = mix(c.mid, c.bg, 0.55);
  for (let i = 0; i < 3; i++) {
    const ix = rnd() * w;
    const iw = w * (0.06 + rnd() * 0.12);
    const ih = h * (0.015 + rnd() * 0.04);
    o += `<path d="M${f(ix - iw / 2)} ${f(hy + 1)}Q${f(ix - iw * 0.2)} ${f(hy - ih * 1.6)} ${f(ix)} ${f(hy - ih)}T${f(ix + iw / 2)} ${f(hy + 1)}Z" fill="${isl}"/>`;
  }
  // the sea
  o += `<rect y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="${lin(c, [
    [0, mix(c.mid, c.acc, 0.2)],
    [0.25, mix(c.mid, c.bg, 0.35)],
    [1, darken(c.bg, 0.3)],
  ])}"/>`;
  // sun path on the water
  let refl = '';
  for (let y = hy + 2; y < h; y += (3 + rnd() * 5) * u) {
    const t = (y - hy) / (h - hy);
    const half = sr * (0.5 + t * 2.2) * (0.4 + rnd() * 0.8);
    refl += `<rect x="${f(sx - half + (rnd() - 0.5) * sr * 0.6)}" y="${f(y)}" width="${f(half * 2)}" height="${f((1 + t * 2) * u)}" rx="1" opacity="${f2(0.85 - t * 0.6)}"/>`;
  }
  o += `<g fill="${lighten(c.acc, 0.5)}">${refl}</g>`;
  let waves = '';
  for (let i = 0; i < 50; i++) {
    const y = hy + rnd() ** 1.6 * (h - hy);
    const t = (y - hy) / (h - hy);
    const len = (8 + rnd() * 40) * (0.4 + t * 1.6) * u;
    const x = rnd() * w;
    waves += `M${f(x)} ${f(y)}h${f(len)}`;
  }
  o += `<path d="${waves}" stroke="${lighten(c.mid, 0.45)}" stroke-width="${f(1.1 * u)}" stroke-linecap="round" opacity=".45"/>`;
  // a landmark on the side away from the sun: lighthouse headland, palm island or a tall ship
  const left = sx > w * 0.5;
  const dir = left ? 1 : -1;
  const land = darken(c.bg, 0.4);
  const variant = rnd();
  if (variant < 0.4) {
    const hx = left ? w * 0.12 : w * 0.88;
    const top = hy - h * 0.08;
    const edgeX = left ? -10 : w + 10;
    o += `<path d="M${f(edgeX)} ${f(h + 5)}L${f(edgeX)} ${f(top - h * 0.02)}Q${f(hx)} ${f(top - h * 0.04)} ${f(hx + dir * w * 0.1)} ${f(hy + h * 0.04)}Q${f(hx + dir * w * 0.16)} ${f(h * 0.85)} ${f(hx + dir * w * 0.2)} ${f(h + 5)}Z" fill="${land}"/>`;
    const lh = h * 0.2;
    const lw = h * 0.045;
    const lb = top - h * 0.02;
    o += `<path d="M${f(hx - lw / 2)} ${f(lb)}L${f(hx - lw * 0.32)} ${f(lb - lh)}H${f(hx + lw * 0.32)}L${f(hx + lw / 2)} ${f(lb)}Z" fill="${land}"/>`;
    const lampY = lb - lh - lw * 0.45;
    o += `<path d="M${f(hx - lw * 0.45)} ${f(lb - lh)}h${f(lw * 0.9)}l${f(-lw * 0.15)} ${f(-lw * 0.6)}h${f(-lw * 0.6)}Z" fill="${land}"/>`;
    const beam = lin(
      c,
      [
        [0, lighten(c.acc, 0.6), 0.55],
        [1, lighten(c.acc, 0.6), 0],
      ],
      left ? 0 : 1,
      0,
      left ? 1 : 0,
      0,
    );
    const bx = hx + dir * w * 0.55;
    o += `<path d="M${f(hx)} ${f(lampY)}L${f(bx)} ${f(lampY - h * 0.16)}L${f(bx)} ${f(lampY + h * 0.05)}Z" fill="${beam}"/>`;
    o += glow(c, hx, lampY, 22 * u, lighten(c.acc, 0.5), 1);
  } else if (variant < 0.75) {
    const ix = left ? w * 0.1 : w * 0.9;
    const iw = Math.max(w * 0.22, h * 0.5);
    const top = hy + h * 0.1;
    o += `<path d="M${f(ix - iw)} ${f(h + 5)}Q${f(ix - iw * 0.5)} ${f(top)} ${f(ix)} ${f(top)}Q${f(ix + iw * 0.5)} ${f(top)} ${f(ix + iw)} ${f(h + 5)}Z" fill="${land}"/>`;
    o += palm(ix - dir * iw * 0.15, top + h * 0.02, h * 0.42, dir * 0.5, land);
    o += palm(ix + dir * iw * 0.12, top + h * 0.01, h * 0.32, dir * 0.85, land);
    o += palm(ix - dir * iw * 0.4, top + h * 0.06, h * 0.24, -dir * 0.3, land);
  } else {
    const shx = left ? w * 0.2 : w * 0.8;
    o += ship(shx, hy + h * 0.06, h * 0.3, dir, land);
    o += `<path d="M${f(shx - h * 0.2)} ${f(hy + h * 0.065)}h${f(h * 0.4)}" stroke="${lighten(c.acc, 0.4)}" stroke-opacity=".35" stroke-width="${f(u)}"/>`;
  }
  return o;
}

function palm(x: number, base: number, height: number, lean: number, color: string): string {
  const tx = x + lean * height * 0.35;
  const ty = base - height;
  let fronds = '';
  const L = height * 0.42;
  for (let k = 0; k < 8; k++) {
    const a = ((-175 + k * 24) * Math.PI) / 180;
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.45 + L * 0.4;
    const cx = tx + Math.cos(a) * L * 0.55;
    const cy = ty + Math.sin(a) * L * 0.6 - L * 0.12;
    const nx = -Math.sin(a) * L * 0.12;
    const ny = Math.cos(a) * L * 0.12;
    fronds += `M${f(tx)} ${f(ty)}Q${f(cx + nx)} ${f(cy + ny)} ${f(ex)} ${f(ey)}Q${f(cx - nx)} ${f(cy - ny)} ${f(tx)} ${f(ty)}Z`;
  }
  return (
    `<path d="M${f(x)} ${f(base)}Q${f(x + lean * height * 0.02)} ${f(base - height * 0.5)} ${f(tx)} ${f(ty)}" fill="none" stroke="${color}" stroke-width="${f(height * 0.04)}" stroke-linecap="round"/>` +
    `<path d="${fronds}" fill="${color}"/>`
  );
}

function ship(x: number, water: number, size: number, dir: number, color: string): string {
  const hw = size * 0.45;
  const hull = `M${f(x - hw)} ${f(water - size * 0.1)}H${f(x + hw)}L${f(x + hw * 0.8)} ${f(water)}H${f(x - hw * 0.75)}Z`;
  let sails = '';
  const masts = [-0.45, 0, 0.42];
  masts.forEach((m, i) => {
    const mx = x + m * hw;
    const mh = size * (i === 1 ? 0.95 : 0.75);
    sails += `M${f(mx - size * 0.006)} ${f(water - size * 0.1)}V${f(water - size * 0.1 - mh)}h${f(size * 0.012)}V${f(water - size * 0.1)}Z`;
    for (let k = 0; k < 3; k++) {
      const top = water - size * 0.1 - mh * (0.92 - k * 0.3);
      const sw = size * (0.16 + k * 0.035) * (i === 1 ? 1.1 : 0.9);
      const sh = mh * 0.24;
      sails += `M${f(mx - sw)} ${f(top)}Q${f(mx + dir * sw * 0.2)} ${f(top - sh * 0.1)} ${f(mx + sw)} ${f(top)}Q${f(mx + sw * 1.1 + dir * sw * 0.2)} ${f(top + sh * 0.5)} ${f(mx + sw)} ${f(top + sh)}H${f(mx - sw)}Q${f(mx - sw * 0.9 + dir * sw * 0.2)} ${f(top + sh * 0.5)} ${f(mx - sw)} ${f(top)}Z`;
    }
  });
  const bow = `M${f(x + dir * hw)} ${f(water - size * 0.1)}L${f(x + dir * hw * 1.5)} ${f(water - size * 0.2)}`;
  return `<path d="${hull}${sails}" fill="${color}"/><path d="${bow}" stroke="${color}" stroke-width="${f(size * 0.012)}"/>`;
}

function sceneSpace(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = fullRect(
    c,
    rad(
      c,
      [
        [0, mix(c.bg, c.mid, 0.35)],
        [1, darken(c.bg, 0.35)],
      ],
      0.4,
      0.4,
      0.8,
    ),
  );
  // nebula: big soft clouds
  let neb = '';
  const tones = [c.mid, c.acc, mix(c.mid, c.acc, 0.5), lighten(c.mid, 0.2)];
  for (let i = 0; i < 8; i++) {
    const col = tones[i % tones.length] ?? c.mid;
    const x = w * (0.1 + rnd() * 0.8);
    const y = h * (0.15 + rnd() * 0.7);
    const rx = Math.max(w, h) * (0.12 + rnd() * 0.2);
    neb += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * (0.3 + rnd() * 0.4))}" fill="${glowFill(c, col)}" opacity="${f2(0.35 + rnd() * 0.35)}" transform="rotate(${f(rnd() * 60 - 30)} ${f(x)} ${f(y)})"/>`;
  }
  o += `<g>${neb}</g>`;
  o += stars(c, Math.round(Math.min(190, (w * h) / 1500)), h);
  // ringed planet
  const wide = w / h > 2;
  const onLeft = !wide && rnd() < 0.4;
  const ringed = rnd() < 0.65;
  const px = w * (wide ? 0.8 + rnd() * 0.04 : onLeft ? 0.2 + rnd() * 0.1 : 0.7 + rnd() * 0.1);
  const py = h * (wide ? 0.3 + rnd() * 0.06 : 0.36 + rnd() * 0.08);
  const pr = Math.min(w, h) * (wide ? 0.17 : 0.2);
  const tilt = -18 + rnd() * 10;
  const back = nextId(c);
  c.defs.push(
    `<clipPath id="${back}"><rect x="${f(px - pr * 3)}" y="${f(py - pr * 3)}" width="${f(pr * 6)}" height="${f(pr * 3)}"/></clipPath>`,
  );
  const front = nextId(c);
  c.defs.push(
    `<clipPath id="${front}"><rect x="${f(px - pr * 3)}" y="${f(py)}" width="${f(pr * 6)}" height="${f(pr * 3)}"/></clipPath>`,
  );
  const ring = !ringed
    ? ''
    : `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(pr * 1.85)}" ry="${f(pr * 0.42)}" fill="none" stroke="${lighten(c.acc, 0.35)}" stroke-width="${f(pr * 0.09)}" stroke-opacity=".75"/><ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(pr * 1.55)}" ry="${f(pr * 0.33)}" fill="none" stroke="${c.acc}" stroke-width="${f(pr * 0.05)}" stroke-opacity=".55"/>`;
  const body = rad(
    c,
    [
      [0, lighten(c.mid, 0.45)],
      [0.55, c.mid],
      [1, darken(c.bg, 0.3)],
    ],
    0.32,
    0.3,
    0.85,
  );
  let bands = '';
  for (let i = 0; i < 5; i++) {
    const by = py - pr + pr * 2 * rnd();
    bands += `<ellipse cx="${f(px)}" cy="${f(by)}" rx="${f(pr * 1.1)}" ry="${f(pr * (0.04 + rnd() * 0.08))}"/>`;
  }
  const clip = nextId(c);
  c.defs.push(`<clipPath id="${clip}"><circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}"/></clipPath>`);
  o += glow(c, px, py, pr * 2.4, c.acc, 0.35);
  o += `<g transform="rotate(${f(tilt)} ${f(px)} ${f(py)})"><g clip-path="url(#${back})">${ring}</g>`;
  o += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="${body}"/>`;
  o += `<g clip-path="url(#${clip})" fill="${lighten(c.acc, 0.2)}" opacity=".16">${bands}</g>`;
  o += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr)}" fill="none" stroke="${lighten(c.acc, 0.4)}" stroke-opacity=".5" stroke-width="${f(1.5 * u)}"/>`;
  o += `<g clip-path="url(#${front})">${ring}</g></g>`;
  if (!ringed) {
    o += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(pr * 1.04)}" fill="none" stroke="${lighten(c.acc, 0.3)}" stroke-width="${f(pr * 0.05)}" opacity=".35" filter="${blur(c, pr * 0.03)}"/>`;
  }
  // a small moon
  const mx = onLeft ? w * (0.65 + rnd() * 0.2) : w * (0.15 + rnd() * 0.2);
  const my = h * (0.18 + rnd() * 0.15);
  const mr = Math.min(w, h) * 0.035;
  o += glow(c, mx, my, mr * 4, lighten(c.acc, 0.4), 0.4);
  o += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr)}" fill="${rad(
    c,
    [
      [0, lighten(c.acc, 0.75)],
      [1, mix(c.mid, c.bg, 0.3)],
    ],
    0.3,
    0.3,
    0.9,
  )}"/>`;
  // shooting star
  const sx = w * (0.2 + rnd() * 0.3);
  const sy = h * (0.1 + rnd() * 0.15);
  const tail = lin(
    c,
    [
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.9],
    ],
    0,
    0,
    1,
    0,
  );
  o += `<path d="M${f(sx)} ${f(sy)}l${f(w * 0.16)} ${f(h * 0.07)}l${f(-w * 0.16)} ${f(-h * 0.07 + 2 * u)}Z" fill="${tail}"/>`;
  // curved horizon of a nearby world
  const gx = w * 0.3;
  const gr = Math.max(w, h) * 1.1;
  const gy = h + gr - h * 0.17;
  o += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr + 6 * u)}" fill="${lighten(c.acc, 0.2)}" opacity=".35" filter="${blur(c, 6 * u)}"/>`;
  o += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(gr)}" fill="${lin(c, [
    [0, mix(c.mid, c.bg, 0.5)],
    [0.06, darken(c.bg, 0.3)],
    [1, darken(c.bg, 0.6)],
  ])}" stroke="${lighten(c.acc, 0.5)}" stroke-width="${f(1.5 * u)}"/>`;
  return o;
}

/** A fir tree as compact relative path commands (forests have hundreds of them). */
function pine(x: number, base: number, height: number, width: number, trunk = true): string {
  const r = Math.round;
  let d = '';
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const top = base - height + (height * 0.8 * i) / tiers;
    const tierH = height * 0.38;
    const half = (width / 2) * (0.4 + (0.6 * (i + 1)) / tiers);
    d += `M${r(x)} ${r(top)}l${-r(half)} ${r(tierH)}h${r(half) * 2}z`;
  }
  if (trunk)
    d += `M${r(x - width * 0.05)} ${r(base - height * 0.1)}h${Math.max(1, r(width * 0.1))}V${r(base + 4)}h${-Math.max(1, r(width * 0.1))}z`;
  return d;
}

function treeLine(c: Ctx, base: number, minH: number, maxH: number, spacing: number, color: string): string {
  let d = '';
  for (let x = -spacing * c.rnd(); x < c.w + spacing; x += spacing * (0.6 + c.rnd() * 0.8)) {
    const th = minH + c.rnd() * (maxH - minH);
    d += pine(x, base + c.rnd() * spacing * 0.3, th, th * (0.32 + c.rnd() * 0.12), false);
  }
  return `<path d="${d}" fill="${color}"/><rect y="${f(base)}" width="${c.w}" height="${f(c.h - base + 2)}" fill="${color}"/>`;
}

function sceneForest(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.2)],
    [0.55, mix(c.bg, c.mid, 0.6)],
    [1, mix(c.mid, c.acc, 0.3)],
  ]);
  o += stars(c, Math.round(Math.min(100, (w * h) / 3500)), h * 0.5);
  o += moonDisc(c, w * (0.3 + rnd() * 0.4), h * 0.22, Math.min(w, h) * 0.07, c.acc);
  const haze = mix(c.mid, c.acc, 0.2);
  o += `<path d="${ridge(c, h * 0.6, h * 0.2, 0.45, 32)}" fill="${mix(haze, c.bg, 0.35)}"/>`;
  o += fogBand(c, h * 0.6, h * 0.16, lighten(haze, 0.2), 0.35);
  o += treeLine(c, h * 0.7, h * 0.1, h * 0.2, 14 * u, mix(haze, c.bg, 0.55));
  o += fogBand(c, h * 0.72, h * 0.14, lighten(haze, 0.1), 0.3);
  o += treeLine(c, h * 0.84, h * 0.16, h * 0.3, 24 * u, mix(c.bg, haze, 0.2));
  o += motes(c, Math.round(22 * Math.min(2, w / 640)), h * 0.45, h * 0.95, c.acc, 2.2, lighten(c.acc, 0.7));
  o += treeLine(c, h * 1.02, h * 0.25, h * 0.4, 46 * u, darken(c.bg, 0.5));
  // tall framing trees at both edges
  o += `<path d="${pine(w * 0.03, h + 10, h * 0.95, h * 0.36)}${pine(w * 0.97, h + 10, h * 1.05, h * 0.38)}" fill="${darken(c.bg, 0.6)}"/>`;
  return o;
}

function sceneDesert(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.1)],
    [0.4, mix(c.bg, c.mid, 0.75)],
    [0.7, mix(c.mid, c.acc, 0.5)],
    [1, lighten(c.acc, 0.15)],
  ]);
  o += stars(c, Math.round(Math.min(60, (w * h) / 5000)), h * 0.3);
  const sx = w * (0.58 + rnd() * 0.12);
  const sy = h * 0.5;
  const sr = Math.min(w, h) * 0.16;
  o += glow(c, sx, sy, sr * 5, c.acc, 0.6);
  o += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${lin(c, [
    [0, lighten(c.acc, 0.8)],
    [1, lighten(c.acc, 0.3)],
  ])}"/>`;
  // thin clouds crossing the sun
  const cloud = lin(
    c,
    [
      [0, mix(c.mid, c.bg, 0.3), 0],
      [0.5, mix(c.mid, c.bg, 0.3), 0.7],
      [1, mix(c.mid, c.bg, 0.3), 0],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < 5; i++) {
    const y = h * (0.3 + rnd() * 0.25);
    const cw = w * (0.15 + rnd() * 0.25);
    o += `<ellipse cx="${f(sx + (rnd() - 0.5) * w * 0.5)}" cy="${f(y)}" rx="${f(cw / 2)}" ry="${f((1.5 + rnd() * 3) * u)}" fill="${cloud}"/>`;
  }
  // landmarks on the horizon: pyramids, mesas or a ruined colonnade
  const hy = h * 0.64;
  const far = mix(c.mid, c.bg, 0.35);
  const lit = mix(c.mid, c.acc, 0.35);
  const variant = rnd();
  if (variant < 0.4) {
    for (let i = 0; i < 3; i++) {
      const px = w * (0.12 + i * 0.16 + rnd() * 0.05);
      const ph = h * (0.09 + rnd() * 0.1) * (i === 1 ? 1.4 : 1);
      o += `<path d="M${f(px - ph * 1.3)} ${f(hy + 2)}L${f(px)} ${f(hy - ph)}L${f(px + ph * 1.3)} ${f(hy + 2)}Z" fill="${far}"/>`;
      o += `<path d="M${f(px)} ${f(hy - ph)}L${f(px + ph * 1.3)} ${f(hy + 2)}H${f(px + ph * 0.2)}Z" fill="${lit}" opacity=".7"/>`;
    }
    const ox = w * (0.82 + rnd() * 0.08);
    o += `<path d="M${f(ox - 5 * u)} ${f(hy + 2)}L${f(ox - 3.5 * u)} ${f(hy - h * 0.14)}L${f(ox)} ${f(hy - h * 0.16)}L${f(ox + 3.5 * u)} ${f(hy - h * 0.14)}L${f(ox + 5 * u)} ${f(hy + 2)}Z" fill="${far}"/>`;
  } else if (variant < 0.7) {
    for (let i = 0; i < 4; i++) {
      const mx = w * (0.08 + i * 0.26 + rnd() * 0.08);
      const mw = h * (0.12 + rnd() * 0.22);
      const mh = h * (0.08 + rnd() * 0.14);
      const slope = mh * 0.35;
      o += `<path d="M${f(mx - mw / 2 - slope)} ${f(hy + 2)}L${f(mx - mw / 2)} ${f(hy - mh)}H${f(mx + mw / 2)}L${f(mx + mw / 2 + slope)} ${f(hy + 2)}Z" fill="${far}"/>`;
      o += `<path d="M${f(mx - mw / 2)} ${f(hy - mh)}H${f(mx + mw / 2)}v${f(mh * 0.12)}H${f(mx - mw / 2 + 2)}Z" fill="${lit}" opacity=".8"/>`;
    }
  } else {
    const rx = w * (0.15 + rnd() * 0.1);
    const colW = h * 0.022;
    let cols = '';
    for (let i = 0; i < 7; i++) {
      const x = rx + i * h * 0.07;
      const ch = h * (i === 2 || i === 3 ? 0.2 : 0.06 + rnd() * 0.13);
      cols += `M${f(x)} ${f(hy + 2)}V${f(hy - ch)}l${f(colW * 0.3)} ${f(-colW * 0.4)}h${f(colW * 0.4)}l${f(colW * 0.3)} ${f(colW * 0.4)}V${f(hy + 2)}Z`;
    }
    cols += `M${f(rx + h * 0.14 - colW * 0.3)} ${f(hy - h * 0.2 - colW * 0.4)}h${f(h * 0.07 + colW * 1.6)}v${f(-colW * 0.9)}h${f(-h * 0.07 - colW * 1.6)}Z`;
    o += `<path d="${cols}" fill="${far}"/>`;
  }
  // dunes
  const tones = [mix(c.mid, c.acc, 0.45), mix(c.mid, c.acc, 0.2), mix(c.bg, c.mid, 0.55), darken(c.bg, 0.25)];
  tones.forEach((tone, i) => {
    const base = h * (0.66 + i * 0.09);
    const fill = lin(c, [
      [0, lighten(tone, 0.12)],
      [1, darken(tone, 0.4)],
    ]);
    o += `<path d="${hills(c, base, h * (0.1 - i * 0.012), 5 + i)}" fill="${fill}" stroke="${lighten(c.acc, 0.35)}" stroke-opacity="${f2(0.5 - i * 0.1)}" stroke-width="${f(1.2 * u)}"/>`;
  });
  o += fogBand(c, h * 0.68, h * 0.12, lighten(c.acc, 0.3), 0.22);
  o += motes(c, 18, h * 0.3, h * 0.95, lighten(c.acc, 0.3), 1.1, lighten(c.acc, 0.8));
  return o;
}

function crystal(c: Ctx, x: number, base: number, width: number, height: number, tilt: number): string {
  const a = width / 2;
  const b = height * 0.74;
  const left = lin(c, [
    [0, lighten(c.acc, 0.35)],
    [1, mix(c.mid, c.bg, 0.4)],
  ]);
  const right = lin(c, [
    [0, lighten(c.acc, 0.85)],
    [0.5, c.acc],
    [1, mix(c.acc, c.mid, 0.6)],
  ]);
  return (
    `<g transform="translate(${f(x)} ${f(base)}) rotate(${f(tilt)})">` +
    `<path d="M${f(-a)} 0V${f(-b)}L0 ${f(-height)}V0Z" fill="${left}"/>` +
    `<path d="M0 0V${f(-height)}L${f(a)} ${f(-b)}V0Z" fill="${right}" opacity=".92"/>` +
    `<path d="M0 ${f(-height)}V0" stroke="#fff" stroke-opacity=".6" stroke-width="1"/>` +
    `</g>`
  );
}

function sceneCrystal(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.3)],
    [0.6, c.bg],
    [1, mix(c.bg, c.mid, 0.6)],
  ]);
  o += stars(c, Math.round(Math.min(120, (w * h) / 2400)), h * 0.7);
  // aurora ribbons
  let aur = '';
  for (let i = 0; i < 3; i++) {
    const pts: Array<[number, number]> = [];
    const y0 = h * (0.15 + i * 0.1 + rnd() * 0.05);
    for (let k = 0; k <= 6; k++) pts.push([(-0.1 + (1.2 * k) / 6) * w, y0 + (rnd() - 0.5) * h * 0.18]);
    const col = i === 1 ? c.acc : mix(c.mid, c.acc, 0.5);
    aur += `<path d="${smooth(pts)}" fill="none" stroke="${col}" stroke-width="${f(h * (0.05 + rnd() * 0.05))}" stroke-linecap="round" opacity="${f2(0.35 + rnd() * 0.25)}"/>`;
  }
  o += `<g filter="${blur(c, h * 0.035)}">${aur}</g>`;
  o += `<path d="${ridge(c, h * 0.72, h * 0.18, 0.5, 32)}" fill="${mix(c.bg, c.mid, 0.35)}" stroke="${c.acc}" stroke-opacity=".25"/>`;
  // crystal clusters
  const clusters: Array<[number, number, number]> = [
    [w * (0.12 + rnd() * 0.08), h * 0.9, 0.9],
    [w * (0.82 + rnd() * 0.08), h * 0.92, 1],
    [w * (0.45 + rnd() * 0.12), h * 0.98, 0.7],
  ];
  for (const [cx, base, scale] of clusters) {
    o += glow(c, cx, base - h * 0.15 * scale, h * 0.4 * scale, c.acc, 0.55);
    const n = 5 + Math.floor(rnd() * 3);
    const shards: string[] = [];
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1) - 0.5;
      const height = h * (0.22 + rnd() * 0.3) * scale * (1 - Math.abs(t) * 0.8);
      shards.push(
        crystal(
          c,
          cx + t * h * 0.35 * scale,
          base,
          height * (0.22 + rnd() * 0.08),
          height,
          t * 70 + (rnd() - 0.5) * 12,
        ),
      );
    }
    // tallest in the middle drawn last
    o += shards.sort((a, b) => a.length - b.length).join('');
  }
  o += `<path d="${ridge(c, h * 1.0, h * 0.08, 0.5, 32)}" fill="${darken(c.bg, 0.5)}"/>`;
  let sp = '';
  for (let i = 0; i < 14; i++) sp += `<path d="${sparkle(rnd() * w, h * (0.3 + rnd() * 0.65), (3 + rnd() * 6) * u)}"/>`;
  o += `<g fill="${lighten(c.acc, 0.7)}">${sp}</g>`;
  o += motes(c, 14, h * 0.4, h, c.acc, 1.2, lighten(c.acc, 0.8));
  return o;
}

function sceneRacing(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  const hy = h * 0.56;
  const vx = w / 2;
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.2)],
    [0.3, mix(c.bg, c.mid, 0.6)],
    [0.56, mix(c.mid, c.acc, 0.55)],
    [1, c.bg],
  ]);
  o += stars(c, Math.round(Math.min(90, (w * h) / 3500)), hy * 0.7);
  // striped sun
  const sr = Math.min(w, h) * 0.26;
  const mask = nextId(c);
  let cuts = '';
  for (let i = 0; i < 7; i++) {
    const y = hy - sr * 0.7 + i * sr * 0.16;
    cuts += `<rect x="${f(vx - sr)}" y="${f(y)}" width="${f(sr * 2)}" height="${f(2 + i * 1.6 * u)}"/>`;
  }
  c.defs.push(`<mask id="${mask}"><rect width="${w}" height="${h}" fill="#fff"/><g fill="#000">${cuts}</g></mask>`);
  o += glow(c, vx, hy - sr * 0.3, sr * 3.2, c.acc, 0.55);
  o += `<circle cx="${f(vx)}" cy="${f(hy - sr * 0.25)}" r="${f(sr)}" fill="${lin(c, [
    [0, lighten(c.acc, 0.75)],
    [0.5, lighten(c.acc, 0.2)],
    [1, mix(c.acc, '#ff2a6d', 0.5)],
  ])}" mask="url(#${mask})"/>`;
  // mountains on the horizon with neon rims
  o += `<path d="${ridge(c, hy + 1, h * 0.16, 0.55, 32)}" fill="${mix(c.bg, c.mid, 0.3)}" stroke="${c.acc}" stroke-width="${f(1.4 * u)}" stroke-opacity=".8"/>`;
  o += `<path d="${ridge(c, hy + 1, h * 0.08, 0.6, 32)}" fill="${darken(c.bg, 0.2)}" stroke="${lighten(c.acc, 0.3)}" stroke-width="${f(u)}" stroke-opacity=".5"/>`;
  // ground and perspective grid
  o += `<rect y="${f(hy)}" width="${w}" height="${f(h - hy)}" fill="${lin(c, [
    [0, mix(c.bg, c.mid, 0.4)],
    [1, darken(c.bg, 0.5)],
  ])}"/>`;
  let grid = '';
  for (let i = -14; i <= 14; i++) {
    grid += `M${f(vx + i * w * 0.02)} ${f(hy)}L${f(vx + i * w * 0.16)} ${f(h)}`;
  }
  for (let i = 1; i <= 12; i++) {
    const t = (i / 12) ** 2.2;
    grid += `M0 ${f(hy + t * (h - hy))}H${w}`;
  }
  o += `<path d="${grid}" stroke="${c.acc}" stroke-width="${f(1.1 * u)}" opacity=".45"/>`;
  o += `<rect y="${f(hy)}" width="${w}" height="${f((h - hy) * 0.35)}" fill="${lin(c, [
    [0, mix(c.mid, c.acc, 0.4), 0.7],
    [1, c.bg, 0],
  ])}"/>`;
  // the road
  const rw = w * 0.34;
  o += `<path d="M${f(vx - 6 * u)} ${f(hy)}L${f(vx - rw)} ${f(h)}H${f(vx + rw)}L${f(vx + 6 * u)} ${f(hy)}Z" fill="${darken(c.bg, 0.45)}"/>`;
  o += `<path d="M${f(vx - 6 * u)} ${f(hy)}L${f(vx - rw)} ${f(h)}M${f(vx + 6 * u)} ${f(hy)}L${f(vx + rw)} ${f(h)}" stroke="${lighten(c.acc, 0.4)}" stroke-width="${f(2.5 * u)}"/>`;
  let dashes = '';
  for (let i = 0; i < 9; i++) {
    const t0 = (i / 9) ** 2;
    const t1 = ((i + 0.5) / 9) ** 2;
    const y0 = hy + t0 * (h - hy);
    const y1 = hy + t1 * (h - hy);
    const w0 = 0.5 + t0 * 5 * u;
    const w1 = 0.5 + t1 * 5 * u;
    dashes += `M${f(vx - w0)} ${f(y0)}L${f(vx - w1)} ${f(y1)}H${f(vx + w1)}L${f(vx + w0)} ${f(y0)}Z`;
  }
  o += `<path d="${dashes}" fill="#fff" opacity=".8"/>`;
  // light trails rushing past
  let trails = '';
  for (let i = 0; i < 10; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const t = 0.2 + rnd() * 0.8;
    const y = hy + t * t * (h - hy);
    const x = vx + side * (rw * t * t + (0.1 + rnd() * 0.5) * w * 0.3);
    trails += `<path d="M${f(x)} ${f(y)}L${f(x + side * w * (0.1 + rnd() * 0.15))} ${f(y + (h - hy) * 0.12 * t)}" stroke="${i % 3 === 0 ? '#ff3b5c' : lighten(c.acc, 0.5)}" stroke-width="${f((1 + t * 2.5) * u)}" stroke-linecap="round" opacity="${f2(0.4 + rnd() * 0.5)}"/>`;
  }
  o += trails;
  return o;
}

function pagoda(x: number, base: number, size: number): string {
  let d = '';
  const tiers = 5;
  let y = base;
  for (let i = 0; i < tiers; i++) {
    const wBody = size * (0.3 - i * 0.04);
    const hBody = size * 0.12;
    const wRoof = wBody * 1.75;
    d += `M${f(x - wBody / 2)} ${f(y)}V${f(y - hBody)}H${f(x + wBody / 2)}V${f(y)}Z`;
    y -= hBody;
    const ry = y - size * 0.05;
    d += `M${f(x - wRoof / 2)} ${f(y - size * 0.03)}Q${f(x - wRoof * 0.3)} ${f(y + size * 0.01)} ${f(x - wBody * 0.4)} ${f(ry)}H${f(x + wBody * 0.4)}Q${f(x + wRoof * 0.3)} ${f(y + size * 0.01)} ${f(x + wRoof / 2)} ${f(y - size * 0.03)}L${f(x + wBody * 0.5)} ${f(y + 1)}H${f(x - wBody * 0.5)}Z`;
    y = ry;
  }
  d += `M${f(x - size * 0.008)} ${f(y)}V${f(y - size * 0.22)}h${f(size * 0.016)}V${f(y)}Z`;
  return d;
}

function sceneSakura(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.15)],
    [0.45, mix(c.bg, c.mid, 0.7)],
    [0.75, mix(c.mid, c.acc, 0.4)],
    [1, mix(c.mid, c.acc, 0.55)],
  ]);
  o += stars(c, Math.round(Math.min(80, (w * h) / 4000)), h * 0.45);
  const wide = w / h > 2;
  const branchRight = wide ? true : rnd() < 0.5;
  o += moonDisc(c, branchRight ? w * 0.28 : w * 0.72, h * 0.26, Math.min(w, h) * 0.1, c.acc);
  // the sacred mountain: gently concave flanks, a narrow crater rim and a ragged snow cap
  const fx = branchRight ? w * 0.6 : w * 0.4;
  const fb = h * 0.92;
  const fh = h * 0.52;
  const fw = Math.min(w * 0.42, h * 1.25);
  const peak = fb - fh;
  const rim = fw * 0.06;
  // flank as a quadratic from the base (s=0) to the rim (s=1); answers [half-width, depth 0..1]
  const flankAt = (s: number): [number, number] => {
    const hw = (1 - s) ** 2 * fw + 2 * s * (1 - s) * fw * 0.42 + s * s * rim;
    const y = (1 - s) ** 2 * fb + 2 * s * (1 - s) * (fb - fh * 0.4) + s * s * peak;
    return [hw, (y - peak) / fh];
  };
  const halfAtDepth = (depth: number): number => {
    let best = fw;
    let gap = Infinity;
    for (let i = 0; i <= 60; i++) {
      const [hw, dd] = flankAt(i / 60);
      if (Math.abs(dd - depth) < gap) {
        gap = Math.abs(dd - depth);
        best = hw;
      }
    }
    return best;
  };
  const mt = `M${f(fx - fw)} ${f(fb)}Q${f(fx - fw * 0.42)} ${f(fb - fh * 0.4)} ${f(fx - rim)} ${f(peak)}L${f(fx)} ${f(peak + fh * 0.01)}L${f(fx + rim)} ${f(peak)}Q${f(fx + fw * 0.42)} ${f(fb - fh * 0.4)} ${f(fx + fw)} ${f(fb)}Z`;
  o += `<path d="${mt}" fill="${lin(c, [
    [0, mix(c.mid, c.bg, 0.35)],
    [0.6, mix(c.mid, c.bg, 0.6)],
    [1, mix(c.mid, c.bg, 0.75)],
  ])}"/>`;
  let snow = `M${f(fx - rim)} ${f(peak)}L${f(fx)} ${f(peak + fh * 0.01)}L${f(fx + rim)} ${f(peak)}`;
  const teeth = 17;
  for (let i = 0; i <= teeth; i++) {
    const side = 1 - (2 * i) / teeth; // +1 right flank .. -1 left flank
    const deep = i % 2 === 0;
    const depth = (deep ? 0.27 + rnd() * 0.08 : 0.19 + rnd() * 0.04) * (1 - Math.abs(side) * 0.15);
    snow += `L${f(fx + side * halfAtDepth(depth))} ${f(peak + depth * fh)}`;
  }
  snow += 'Z';
  const mtClip = nextId(c);
  c.defs.push(`<clipPath id="${mtClip}"><path d="${mt}"/></clipPath>`);
  o += `<path d="${snow}" clip-path="url(#${mtClip})" fill="${lin(c, [
    [0, lighten(c.mid, 0.75)],
    [1, lighten(c.mid, 0.45)],
  ])}" opacity=".8"/>`;
  o += `<path d="${mt}" fill="${lin(
    c,
    [
      [0, '#000', 0],
      [0.48, '#000', 0],
      [0.56, '#000', 0.2],
      [1, '#000', 0.22],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  o += fogBand(c, h * 0.72, h * 0.14, lighten(c.acc, 0.35), 0.4);
  // hill with a pagoda
  const px = branchRight ? w * 0.18 : w * 0.82;
  const hill = darken(c.bg, 0.25);
  o += `<path d="${ridge(c, h * 0.86, h * 0.1, 0.4, 16)}" fill="${mix(c.bg, c.mid, 0.3)}"/>`;
  o += `<path d="${pagoda(px, h * 0.82, h * 0.5)}" fill="${hill}"/>`;
  o += `<path d="${hills(c, h * 0.92, h * 0.08, 4)}" fill="${hill}"/>`;
  // lanterns along the hill
  for (let i = 0; i < 5; i++) {
    const lx = w * (0.3 + i * 0.1 + rnd() * 0.04);
    const ly = h * (0.9 + rnd() * 0.03);
    o +=
      glow(c, lx, ly, 14 * u, c.acc, 0.8) +
      `<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(2.2 * u)}" fill="${lighten(c.acc, 0.8)}"/>`;
  }
  // a blossoming branch from the top corner
  const petalTones = [c.acc, lighten(c.acc, 0.35), lighten(c.acc, 0.6), mix(c.acc, '#ff6b9a', 0.4)];
  let branches = '';
  let blossoms = '';
  const bark = darken(c.bg, 0.55);
  const grow = (x: number, y: number, angle: number, len: number, width: number, depth: number): void => {
    const x2 = x + Math.cos(angle) * len;
    const y2 = y + Math.sin(angle) * len;
    const bend = (rnd() - 0.5) * len * 0.4;
    branches += `<path d="M${f(x)} ${f(y)}Q${f((x + x2) / 2 - Math.sin(angle) * bend)} ${f((y + y2) / 2 + Math.cos(angle) * bend)} ${f(x2)} ${f(y2)}" stroke-width="${f(width)}"/>`;
    if (depth === 0) {
      for (let k = 0; k < 7; k++) {
        const a = rnd() * Math.PI * 2;
        const d = rnd() * len * 0.45;
        const col = petalTones[k % petalTones.length] ?? c.acc;
        blossoms += `<circle cx="${f(x2 + Math.cos(a) * d)}" cy="${f(y2 + Math.sin(a) * d)}" r="${f((3 + rnd() * 4) * u)}" fill="${col}" opacity="${f2(0.75 + rnd() * 0.25)}"/>`;
      }
      return;
    }
    if (depth < 3) {
      for (let k = 0; k < 3; k++) {
        const a = rnd() * Math.PI * 2;
        blossoms += `<circle cx="${f(x2 + Math.cos(a) * len * 0.3)}" cy="${f(y2 + Math.sin(a) * len * 0.3)}" r="${f((2.5 + rnd() * 3) * u)}" fill="${petalTones[k] ?? c.acc}" opacity=".9"/>`;
      }
    }
    grow(x2, y2, angle - 0.35 - rnd() * 0.3, len * 0.72, width * 0.6, depth - 1);
    grow(x2, y2, angle + 0.3 + rnd() * 0.3, len * 0.68, width * 0.6, depth - 1);
  };
  const startX = branchRight ? w + 10 : -10;
  const baseAngle = branchRight ? Math.PI - 0.35 : 0.35;
  grow(startX, h * 0.04, baseAngle, Math.min(w, h) * 0.3, 12 * u, 4);
  o += `<g fill="none" stroke="${bark}" stroke-linecap="round">${branches}</g>${blossoms}`;
  // falling petals
  let petals = '';
  for (let i = 0; i < 34; i++) {
    const x = rnd() * w;
    const y = rnd() * h;
    const r = (2 + rnd() * 3) * u;
    petals += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" transform="rotate(${Math.round(rnd() * 180)} ${f(x)} ${f(y)})" fill="${petalTones[i % petalTones.length] ?? c.acc}" opacity="${f2(0.5 + rnd() * 0.5)}"/>`;
  }
  return o + petals;
}

function sceneVolcano(c: Ctx): string {
  const { w, h, rnd } = c;
  const u = unit(c);
  let o = skyGradient(c, [
    [0, darken(c.bg, 0.3)],
    [0.5, mix(c.bg, c.mid, 0.6)],
    [1, mix(c.mid, c.acc, 0.4)],
  ]);
  o += stars(c, Math.round(Math.min(50, (w * h) / 6000)), h * 0.35, lighten(c.acc, 0.7));
  const vx = w * (0.58 + rnd() * 0.1);
  const top = h * 0.36;
  const base = h * 0.86;
  const half = Math.min(w * 0.45, h * 1.1);
  // smoke plume lit from below
  let smoke = '';
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = vx + (rnd() - 0.5) * h * 0.18 * (0.3 + t) + t * t * h * 0.35;
    const y = top - h * 0.02 - t * h * 0.42;
    smoke += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * (0.05 + t * 0.09) * (0.8 + rnd() * 0.4))}"/>`;
  }
  const smokeFill = lin(
    c,
    [
      [0, mix(c.bg, c.mid, 0.35)],
      [0.6, mix(c.mid, c.acc, 0.25)],
      [1, mix(c.mid, c.acc, 0.6)],
    ],
    0,
    top - h * 0.55,
    0,
    top,
    true,
  );
  o += glow(c, vx, top, h * 0.6, c.acc, 0.6);
  o += `<g fill="${smokeFill}" opacity=".9" filter="${blur(c, 5 * u)}">${smoke}</g>`;
  o += glow(c, vx, top - h * 0.03, h * 0.16, lighten(c.acc, 0.4), 0.75);
  // far ridge
  o += `<path d="${ridge(c, h * 0.8, h * 0.14, 0.55, 32)}" fill="${mix(c.bg, c.mid, 0.4)}"/>`;
  // the cone
  const lip = h * 0.07;
  const outline = `M${f(vx - half)} ${f(base + 10)}Q${f(vx - half * 0.3)} ${f(base - (base - top) * 0.35)} ${f(vx - lip)} ${f(top)}L${f(vx - h * 0.02)} ${f(top + h * 0.015)}L${f(vx + h * 0.03)} ${f(top - h * 0.005)}L${f(vx + lip)} ${f(top + h * 0.01)}Q${f(vx + half * 0.3)} ${f(base - (base - top) * 0.35)} ${f(vx + half)} ${f(base + 10)}`;
  // the fill reaches below the picture so no base line ever shows between the foreground rocks
  const cone = `${outline}L${f(vx + half * 1.3)} ${f(h + 10)}L${f(vx - half * 1.3)} ${f(h + 10)}Z`;
  o += `<path d="${cone}" fill="${lin(c, [
    [0, mix(c.mid, c.bg, 0.5)],
    [1, darken(c.bg, 0.5)],
  ])}"/>`;
  o += `<path d="${outline}" fill="none" stroke="${lighten(c.acc, 0.2)}" stroke-opacity=".55" stroke-width="${f(1.2 * u)}"/>`;
  o += `<path d="${cone}" fill="${rad(
    c,
    [
      [0, c.acc, 0.55],
      [1, c.acc, 0],
    ],
    vx,
    top,
    h * 0.35,
    true,
  )}"/>`;
  // lava flows that follow the slope
  let lava = '';
  for (let i = 0; i < 5; i++) {
    const side = -0.75 + (1.5 * i) / 4 + (rnd() - 0.5) * 0.15;
    const pts: Array<[number, number]> = [];
    const reach = 0.55 + rnd() * 0.45;
    for (let k = 0; k <= 7; k++) {
      const t = (k / 7) * reach;
      const y = top + h * 0.01 + t * (base - top);
      const hw = lip + (half * 0.75 - lip) * t ** 1.7;
      pts.push([vx + side * hw + (k ? (rnd() - 0.5) * h * 0.025 : 0), y]);
    }
    lava += `<path d="${smooth(pts)}"/>`;
  }
  const lavaGrad = lin(
    c,
    [
      [0, lighten(c.acc, 0.8)],
      [0.4, lighten(c.acc, 0.2)],
      [1, c.acc, 0.15],
    ],
    0,
    top,
    0,
    base,
    true,
  );
  o += `<g fill="none" stroke="${c.acc}" stroke-width="${f(8 * u)}" opacity=".55" filter="${blur(c, 4 * u)}" stroke-linecap="round">${lava}</g>`;
  o += `<g fill="none" stroke="${lavaGrad}" stroke-width="${f(2.6 * u)}" stroke-linecap="round">${lava}</g>`;
  o += glow(c, vx, top, h * 0.08, lighten(c.acc, 0.7), 1);
  o += motes(c, 30, h * 0.05, h * 0.8, c.acc, 1.3, lighten(c.acc, 0.75));
  // foreground rocks
  o += `<path d="${ridge(c, h * 1.0, h * 0.16, 0.6, 32)}" fill="${darken(c.bg, 0.55)}" stroke="${c.acc}" stroke-opacity=".5" stroke-width="${f(u)}"/>`;
  return o;
}

const SCENES: Record<Motif, (c: Ctx) => string> = {
  mountains: sceneMountains,
  city: sceneCity,
  ocean: sceneOcean,
  space: sceneSpace,
  forest: sceneForest,
  desert: sceneDesert,
  crystal: sceneCrystal,
  racing: sceneRacing,
  sakura: sceneSakura,
  volcano: sceneVolcano,
};

function scene(c: Ctx, motif: Motif): string {
  const draw = SCENES[motif] ?? sceneSpace;
  return draw(c);
}

function vignette(c: Ctx, strength: number): string {
  return fullRect(
    c,
    rad(
      c,
      [
        [0, '#000', 0],
        [0.55, '#000', 0],
        [1, '#000', strength],
      ],
      0.5,
      0.5,
      0.72,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// emblems, drawn in a 100 x 100 box

interface Paint {
  /** metallic fill of the main shapes */
  main: string;
  /** outline of the main shapes */
  edge: string;
  /** engraved detail lines */
  line: string;
  /** highlights */
  light: string;
  /** shaded half (used at low opacity) */
  dark: string;
}

function mainGroup(p: Paint, inner: string): string {
  return `<g fill="${p.main}" stroke="${p.edge}" stroke-width="1.6" stroke-linejoin="round">${inner}</g>`;
}

function circlePath(cx: number, cy: number, r: number, ccw = false): string {
  const s = ccw ? 0 : 1;
  return `M${f(cx)} ${f(cy - r)}A${f(r)} ${f(r)} 0 0 ${s} ${f(cx)} ${f(cy + r)}A${f(r)} ${f(r)} 0 0 ${s} ${f(cx)} ${f(cy - r)}Z`;
}

const EMBLEM_DRAW: Record<Emblem, (p: Paint) => string> = {
  sword: (p) =>
    mainGroup(
      p,
      '<path d="M50 3L58 15V64H42V15Z"/><path d="M25 64H75A4 4 0 0 1 75 72H25A4 4 0 0 1 25 64Z"/><path d="M45.5 72H54.5V88H45.5Z"/><circle cx="50" cy="92" r="5.5"/>',
    ) +
    `<path d="M50 3L58 15V64H50Z" fill="${p.dark}" opacity=".3"/>` +
    `<path d="M50 13V60" stroke="${p.line}" stroke-width="2" opacity=".55"/>` +
    `<path d="M45.5 76h9M45.5 80h9M45.5 84h9" stroke="${p.line}" stroke-width="1.3"/>` +
    `<circle cx="50" cy="68" r="3.2" fill="${p.light}"/>`,
  crown: (p) =>
    mainGroup(
      p,
      '<path d="M15 74L9 30L31 48L50 18L69 48L91 30L85 74Z"/><path d="M13 73H87V87H13Z"/><circle cx="9" cy="27" r="5"/><circle cx="50" cy="14" r="5.5"/><circle cx="91" cy="27" r="5"/>',
    ) +
    `<path d="M50 18L69 48L91 30L85 73H50Z" fill="${p.dark}" opacity=".25"/>` +
    `<path d="M50 40l7 11-7 11-7-11z" fill="${p.light}"/>` +
    `<g fill="${p.light}"><circle cx="30" cy="80" r="3"/><circle cx="70" cy="80" r="3"/><path d="M50 75l4.5 5-4.5 5-4.5-5z"/></g>`,
  star: (p) => {
    const pts = starPoints(50, 53, 47, 19);
    let facets = '';
    for (let i = 0; i < pts.length; i += 2) {
      const outer = pts[i];
      const inner = pts[(i + 1) % pts.length];
      if (!outer || !inner) continue;
      facets += `M50 53L${f(outer[0])} ${f(outer[1])}L${f(inner[0])} ${f(inner[1])}Z`;
    }
    return (
      mainGroup(p, `<path d="${poly(pts)}"/>`) +
      `<path d="${facets}" fill="${p.dark}" opacity=".28"/>` +
      `<path d="${poly(starPoints(50, 53, 14, 6))}" fill="${p.light}" opacity=".9"/>`
    );
  },
  shield: (p) =>
    mainGroup(p, '<path d="M50 4L89 16Q89 63 50 96Q11 63 11 16Z"/>') +
    `<path d="M50 4L89 16Q89 63 50 96Z" fill="${p.dark}" opacity=".25"/>` +
    `<path d="M50 14L80 23Q79 59 50 85Q21 59 20 23Z" fill="none" stroke="${p.line}" stroke-width="2.2" opacity=".6"/>` +
    `<path d="${poly(starPoints(50, 47, 20, 8))}" fill="${p.light}"/>`,
  wing: (p) => {
    let feathers = '';
    for (const side of [-1, 1]) {
      for (let i = 0; i < 6; i++) {
        const deg = -62 + i * 19;
        const a = (deg * Math.PI) / 180;
        const len = 46 - i * 4.5;
        const bx = 50 + side * 6;
        const by = 56;
        const cx = bx + side * Math.cos(a) * len * 0.5;
        const cy = by + Math.sin(a) * len * 0.5;
        const rot = side > 0 ? deg : 180 - deg;
        feathers += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(len / 2)}" ry="${f(6.5 - i * 0.5)}" transform="rotate(${f(rot)} ${f(cx)} ${f(cy)})"/>`;
      }
    }
    return (
      mainGroup(p, feathers) +
      mainGroup(p, '<path d="M50 40l9 16-9 16-9-16z"/>') +
      `<path d="M50 40l9 16-9 16z" fill="${p.dark}" opacity=".3"/>` +
      `<circle cx="50" cy="52" r="2.6" fill="${p.light}"/>`
    );
  },
  gem: (p) =>
    mainGroup(p, '<path d="M20 36L35 16H65L80 36L50 90Z"/>') +
    `<path d="M50 90L80 36H57Z" fill="${p.dark}" opacity=".3"/>` +
    `<path d="M35 16L43 36H20Z" fill="${p.light}" opacity=".75"/>` +
    `<path d="M20 36H80M35 16L43 36L50 90M65 16L57 36L50 90M43 36L50 16L57 36" fill="none" stroke="${p.line}" stroke-width="1.6" opacity=".6"/>`,
  flame: (p) =>
    mainGroup(
      p,
      '<path d="M50 4C63 24 81 36 79 60C77 81 64 95 50 95C35 95 22 83 22 64C22 47 33 39 37 26C42 37 44 43 48 46C50 33 49 19 50 4Z"/>',
    ) +
    `<path d="M50 46C59 57 65 66 63 77C61 87 55 91 50 91C43 91 37 85 38 76C39 68 46 63 50 46Z" fill="${p.light}" opacity=".85"/>` +
    `<path d="M50 4C63 24 81 36 79 60C77 81 64 95 50 95C60 84 66 70 62 54C59 40 52 30 50 4Z" fill="${p.dark}" opacity=".25"/>`,
  leaf: (p) =>
    mainGroup(p, '<path d="M16 88C12 48 40 12 90 8C88 56 60 88 16 88Z"/>') +
    `<path d="M16 88C12 48 40 12 90 8C60 30 40 56 16 88Z" fill="${p.light}" opacity=".2"/>` +
    `<path d="M16 88C36 66 58 40 86 12M35 66L32 46M47 53L48 33M59 40L65 24M38 63L58 66M50 50L71 51M62 37L80 36" fill="none" stroke="${p.line}" stroke-width="2" stroke-linecap="round" opacity=".6"/>`,
  wheel: (p) => {
    let spokes = '';
    for (let i = 0; i < 5; i++) {
      const a = ((i * 72 - 90) * Math.PI) / 180;
      const n = a + Math.PI / 2;
      const p1: [number, number] = [
        50 + Math.cos(a) * 10 + Math.cos(n) * 4.5,
        50 + Math.sin(a) * 10 + Math.sin(n) * 4.5,
      ];
      const p2: [number, number] = [
        50 + Math.cos(a) * 10 - Math.cos(n) * 4.5,
        50 + Math.sin(a) * 10 - Math.sin(n) * 4.5,
      ];
      const p3: [number, number] = [50 + Math.cos(a) * 33 - Math.cos(n) * 7, 50 + Math.sin(a) * 33 - Math.sin(n) * 7];
      const p4: [number, number] = [50 + Math.cos(a) * 33 + Math.cos(n) * 7, 50 + Math.sin(a) * 33 + Math.sin(n) * 7];
      spokes += poly([p1, p4, p3, p2]);
    }
    let ticks = '';
    for (let i = 0; i < 24; i++) {
      const a = (i * 15 * Math.PI) / 180;
      ticks += `M${f(50 + Math.cos(a) * 41)} ${f(50 + Math.sin(a) * 41)}L${f(50 + Math.cos(a) * 46)} ${f(50 + Math.sin(a) * 46)}`;
    }
    return (
      mainGroup(
        p,
        `<path fill-rule="evenodd" d="${circlePath(50, 50, 47)}${circlePath(50, 50, 33, true)}"/><path d="${spokes}"/><circle cx="50" cy="50" r="12"/>`,
      ) +
      `<path d="${ticks}" stroke="${p.line}" stroke-width="2" opacity=".55"/>` +
      `<circle cx="50" cy="50" r="5" fill="${p.dark}" opacity=".5"/><circle cx="48" cy="48" r="2" fill="${p.light}"/>`
    );
  },
  moon: (p) => {
    // crescent: the outer circle minus a shifted inner one
    const R = 42;
    const cx = 48;
    const cy = 52;
    const r = 36;
    const ix = 64;
    const iy = 42;
    const d = Math.hypot(ix - cx, iy - cy);
    const a = (d * d + R * R - r * r) / (2 * d);
    const hh = Math.sqrt(Math.max(0, R * R - a * a));
    const mx = cx + (a * (ix - cx)) / d;
    const my = cy + (a * (iy - cy)) / d;
    const p1: [number, number] = [mx + (hh * (iy - cy)) / d, my - (hh * (ix - cx)) / d];
    const p2: [number, number] = [mx - (hh * (iy - cy)) / d, my + (hh * (ix - cx)) / d];
    const path = `M${f(p1[0])} ${f(p1[1])}A${R} ${R} 0 1 0 ${f(p2[0])} ${f(p2[1])}A${r} ${r} 0 0 1 ${f(p1[0])} ${f(p1[1])}Z`;
    return (
      mainGroup(p, `<path d="${path}"/>`) + `<path d="${sparkle(76, 22, 10)}${sparkle(86, 46, 5)}" fill="${p.light}"/>`
    );
  },
  anchor: (p) => {
    const shape = `<circle cx="50" cy="14" r="8"/><path d="M50 22V88"/><path d="M30 33H70"/><path d="M15 58Q18 88 50 90Q82 88 85 58"/>`;
    const heads = '<path d="M6 62L15 46L24 62Z"/><path d="M76 62L85 46L94 62Z"/>';
    return (
      `<g fill="none" stroke="${p.edge}" stroke-width="11" stroke-linecap="round">${shape}</g>` +
      `<g fill="none" stroke="${p.main}" stroke-width="8" stroke-linecap="round">${shape}</g>` +
      mainGroup(p, heads) +
      `<circle cx="50" cy="33" r="3" fill="${p.light}"/>`
    );
  },
  blossom: (p) => {
    let petals = '';
    for (let i = 0; i < 5; i++) {
      petals += `<path transform="rotate(${i * 72} 50 52)" d="M50 52C37 42 33 22 44 10L50 17L56 10C67 22 63 42 50 52Z"/>`;
    }
    let stamens = '';
    for (let i = 0; i < 5; i++) {
      const a = ((i * 72 + 36 - 90) * Math.PI) / 180;
      stamens += `<circle cx="${f(50 + Math.cos(a) * 11)}" cy="${f(52 + Math.sin(a) * 11)}" r="2.2"/>`;
    }
    return (
      mainGroup(p, petals) +
      `<circle cx="50" cy="52" r="8" fill="${p.dark}" opacity=".45"/>` +
      `<g fill="${p.light}">${stamens}<circle cx="50" cy="52" r="4"/></g>`
    );
  },
};

function emblemPaint(c: Ctx): Paint {
  // metallic gradient in the emblem's own 0..100 space, shared by all its parts
  const main = lin(
    c,
    [
      [0, lighten(c.acc, 0.9)],
      [0.42, lighten(c.acc, 0.35)],
      [0.58, c.acc],
      [1, darken(c.acc, 0.35)],
    ],
    0,
    0,
    0,
    100,
    true,
  );
  return {
    main,
    edge: darken(c.acc, 0.55),
    line: darken(c.acc, 0.5),
    light: '#ffffff',
    dark: darken(c.bg, 0.3),
  };
}

function emblem(c: Ctx, kind: Emblem, cx: number, cy: number, size: number): string {
  const draw = EMBLEM_DRAW[kind] ?? EMBLEM_DRAW.star;
  const s = size / 100;
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${s.toFixed(3)})">${draw(emblemPaint(c))}</g>`;
}

/** The emblem as a glowing relic: soft light rays, halo, a thin magic circle, sparkles. */
function relic(c: Ctx, kind: Emblem, cx: number, cy: number, size: number, rayStrength = 1): string {
  const len = size * 2;
  const rayFill = rad(
    c,
    [
      [0, lighten(c.acc, 0.6), 0.42 * rayStrength],
      [0.5, c.acc, 0.12 * rayStrength],
      [1, c.acc, 0],
    ],
    cx,
    cy,
    len,
    true,
  );
  let d = '';
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a = ((i + c.rnd() * 0.6) / n) * Math.PI * 2;
    const spread = 0.012 + c.rnd() * 0.035;
    const l = len * (0.55 + c.rnd() * 0.45);
    d += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a - spread) * l)} ${f(cy + Math.sin(a - spread) * l)}L${f(cx + Math.cos(a + spread) * l)} ${f(cy + Math.sin(a + spread) * l)}Z`;
  }
  const sh = shadow(c, size * 0.03, size * 0.05, 0.6);
  let sp = '';
  for (let i = 0; i < 5; i++) {
    const a = c.rnd() * Math.PI * 2;
    const r = size * (0.6 + c.rnd() * 0.35);
    sp += `<path d="${sparkle(cx + Math.cos(a) * r, cy + Math.sin(a) * r, size * (0.035 + c.rnd() * 0.045))}"/>`;
  }
  const ring = size * 0.68;
  let ticks = '';
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    const r1 = ring * (i % 3 === 0 ? 1.06 : 1.09);
    ticks += `M${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1)}L${f(cx + Math.cos(a) * ring * 1.12)} ${f(cy + Math.sin(a) * ring * 1.12)}`;
  }
  const sw = Math.max(1, size * 0.008);
  return (
    `<path d="${d}" fill="${rayFill}" filter="${blur(c, Math.max(1.5, size * 0.025))}"/>` +
    glow(c, cx, cy, size * 1.2, c.acc, 0.7) +
    glow(c, cx, cy, size * 0.55, lighten(c.acc, 0.6), 0.45) +
    `<g fill="none" stroke="${lighten(c.acc, 0.55)}" stroke-width="${f(sw)}" opacity=".55">` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ring)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(ring * 1.16)}" stroke-dasharray="${f(sw * 2)} ${f(sw * 5)}"/><path d="${ticks}"/></g>` +
    `<g filter="${sh}">${emblem(c, kind, cx, cy, size)}</g>` +
    `<g fill="#fff" opacity=".9">${sp}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// type

/** Rough advance width of a string in em for a bold sans face (good enough to fit titles). */
function textEm(s: string, letterSpacingEm = 0): number {
  let em = 0;
  for (const ch of s) {
    if (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch)) em += 1;
    else if (ch === ' ') em += 0.28;
    else if (/[iIl.,:;!|'’`]/.test(ch)) em += 0.3;
    else if (/[fjrt()-]/.test(ch)) em += 0.4;
    else if (/[MWmw@]/.test(ch)) em += 0.92;
    else if (/[A-Z\u00c0-\u00de]/.test(ch)) em += 0.74;
    else if (/[0-9]/.test(ch)) em += 0.6;
    else em += 0.6;
    em += letterSpacingEm;
  }
  return em;
}

interface Fitted {
  lines: string[];
  size: number;
}

/** Fits a title into a width: one line, or two balanced lines when that reads much bigger. */
function fitTitle(text: string, maxW: number, maxSize: number, ls: number, allowTwo = true): Fitted {
  const one = Math.min(maxSize, maxW / textEm(text, ls));
  const words = text.split(' ');
  if (!allowTwo || words.length < 2 || one >= maxSize * 0.9) return { lines: [text], size: one };
  let best: Fitted = { lines: [text], size: one };
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const size = Math.min(maxSize * 0.92, maxW / Math.max(textEm(a, ls), textEm(b, ls)));
    if (size > best.size * 1.12) best = { lines: [a, b], size };
  }
  return best;
}

/** Game title set as a logotype: gradient fill, dark outline, soft drop shadow. */
function titleText(
  c: Ctx,
  fit: Fitted,
  x: number,
  y: number,
  anchor: 'start' | 'middle',
  ls: number,
  italic = false,
): string {
  const fill = lin(c, [
    [0, '#ffffff'],
    [0.55, lighten(c.acc, 0.82)],
    [1, lighten(c.acc, 0.35)],
  ]);
  const lh = fit.size * 1.02;
  const first = y - ((fit.lines.length - 1) * lh) / 2;
  const sh = shadow(c, fit.size * 0.06, fit.size * 0.09, 0.75);
  const spans = fit.lines
    .map((line, i) => `<tspan x="${f(x)}" y="${f(first + i * lh)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<text font-family="${FONT}" font-weight="800" font-size="${f(fit.size)}" letter-spacing="${f(fit.size * ls)}" text-anchor="${anchor}" dominant-baseline="central"${italic ? ' font-style="italic"' : ''} ` +
    `fill="${fill}" stroke="${darken(c.bg, 0.4)}" stroke-width="${f(Math.max(1.5, fit.size * 0.05))}" stroke-linejoin="round" paint-order="stroke" filter="${sh}">${spans}</text>`
  );
}

/** A small ornament: line, diamond, line. */
function ornament(c: Ctx, x: number, y: number, width: number, anchor: 'start' | 'middle'): string {
  const x0 = anchor === 'middle' ? x - width / 2 : x;
  const cx = x0 + width / 2;
  const g = lin(
    c,
    [
      [0, c.acc, 0],
      [0.5, lighten(c.acc, 0.3)],
      [1, c.acc, 0],
    ],
    0,
    0,
    1,
    0,
  );
  if (anchor === 'start') {
    return `<rect x="${f(x0)}" y="${f(y - 2)}" width="${f(width * 0.35)}" height="4" rx="2" fill="${c.acc}"/><rect x="${f(x0 + width * 0.38)}" y="${f(y - 2)}" width="${f(width * 0.08)}" height="4" rx="2" fill="${lighten(c.acc, 0.4)}"/>`;
  }
  return `<rect x="${f(x0)}" y="${f(y - 1)}" width="${f(width)}" height="2" fill="${g}"/><path d="M${f(cx)} ${f(y - 5)}l5 5-5 5-5-5z" fill="${lighten(c.acc, 0.6)}"/>`;
}

// ---------------------------------------------------------------------------------------------
// public: game artwork

export function gameArtwork(game: { slug: string; gameName: string; subTitle: string; art: GameArt }): {
  logo: string;
  cover: string;
  banner: string;
  icon: string;
} {
  const { slug, gameName, subTitle, art } = game;
  const name = gameName.trim() || slug;
  const upper = name.toUpperCase();
  // speed: racing titles lean forward
  const italic = art.motif === 'racing';

  // cover 640 x 360: key art, relic, logotype
  const cover = (() => {
    const c = makeCtx(640, 360, slug, 'c', art.palette);
    let o = scene(c, art.motif);
    o += `<rect y="${f(c.h * 0.45)}" width="${c.w}" height="${f(c.h * 0.55)}" fill="${lin(c, [
      [0, '#000', 0],
      [1, darken(c.bg, 0.5), 0.8],
    ])}"/>`;
    o += vignette(c, 0.55);
    const fit = fitTitle(upper, 560, 50, 0.04);
    const titleY = fit.lines.length > 1 ? 282 : 296;
    o += relic(c, art.emblem, 320, fit.lines.length > 1 ? 128 : 142, fit.lines.length > 1 ? 96 : 110);
    o += titleText(c, fit, 320, titleY, 'middle', 0.04, italic);
    const below = titleY + ((fit.lines.length - 1) * fit.size * 1.02) / 2 + fit.size * 0.62 + 8;
    if (below < 352) o += ornament(c, 320, below, Math.min(220, fit.size * 5), 'middle');
    return svgDoc(c, name, o);
  })();

  // banner 1440 x 600: key art only; the page lays the title and subtitle over it in the
  // player's language, on the darker left side. The centre 1000 px carry the important parts.
  const banner = (() => {
    const c = makeCtx(1440, 600, slug, 'b', art.palette);
    let o = scene(c, art.motif);
    o += fullRect(
      c,
      lin(
        c,
        [
          [0, darken(c.bg, 0.6), 0.85],
          [0.3, darken(c.bg, 0.5), 0.6],
          [0.55, '#000', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    o += `<rect y="${f(c.h * 0.6)}" width="${c.w}" height="${f(c.h * 0.4)}" fill="${lin(c, [
      [0, '#000', 0],
      [1, '#000', 0.45],
    ])}"/>`;
    o += vignette(c, 0.5);
    o += relic(c, art.emblem, 1000, 290, 210);
    return svgDoc(c, `${name} — ${subTitle}`, o);
  })();

  // icon 256 x 256: rounded square app icon with the emblem
  const icon = (() => {
    const c = makeCtx(256, 256, slug, 'i', art.palette);
    const clip = nextId(c);
    c.defs.push(`<clipPath id="${clip}"><rect width="256" height="256" rx="56"/></clipPath>`);
    let inner = scene(c, art.motif);
    inner += fullRect(
      c,
      rad(
        c,
        [
          [0, darken(c.bg, 0.3), 0.2],
          [1, darken(c.bg, 0.5), 0.75],
        ],
        0.5,
        0.5,
        0.7,
      ),
    );
    inner += relic(c, art.emblem, 128, 128, 148);
    inner += `<path d="M0 0H256V96Q128 132 0 96Z" fill="${lin(c, [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0.02],
    ])}"/>`;
    const o =
      `<g clip-path="url(#${clip})">${inner}</g>` +
      `<rect x="2" y="2" width="252" height="252" rx="54" fill="none" stroke="${lighten(c.acc, 0.35)}" stroke-opacity=".55" stroke-width="3"/>`;
    return svgDoc(c, name, o);
  })();

  // logo 480 x 160: transparent wordmark with the emblem in a badge
  const logo = (() => {
    const c = makeCtx(480, 160, slug, 'l', art.palette);
    let o = `<circle cx="80" cy="80" r="66" fill="${rad(
      c,
      [
        [0, mix(c.mid, c.acc, 0.25)],
        [0.7, c.mid],
        [1, darken(c.bg, 0.2)],
      ],
      0.4,
      0.35,
      0.75,
    )}" stroke="${darken(c.bg, 0.4)}" stroke-width="3"/>`;
    o += `<circle cx="80" cy="80" r="58" fill="none" stroke="${c.acc}" stroke-width="3"/>`;
    o += `<circle cx="80" cy="80" r="52" fill="none" stroke="${lighten(c.acc, 0.5)}" stroke-width="1" stroke-opacity=".6"/>`;
    o += glow(c, 80, 80, 52, c.acc, 0.55);
    o += `<g filter="${shadow(c, 2, 2.5, 0.6)}">${emblem(c, art.emblem, 80, 80, 78)}</g>`;
    const fit = fitTitle(upper, 296, 60, 0.02);
    o += titleText(c, fit, 164, 80, 'start', 0.02, italic);
    return svgDoc(c, name, o);
  })();

  return { logo, cover, banner, icon };
}

// ---------------------------------------------------------------------------------------------
// public: brand artwork

type Mark = (primary: string, secondary: string) => string;

const BRAND_MARKS: Record<string, Mark> = {
  // Nova: a four-pointed star bursting through a ring
  nova: (p, s) =>
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${p}" stroke-width="9"/><path d="${sparkle(50, 50, 48)}" fill="${s}"/>`,
  // Hanami: a cherry blossom
  hanami: (p, s) => {
    let petals = '';
    for (let i = 0; i < 5; i++) {
      petals += `<path transform="rotate(${i * 72} 50 52)" d="M50 52C37 42 33 22 44 10L50 17L56 10C67 22 63 42 50 52Z"/>`;
    }
    return `<g fill="${p}">${petals}</g><circle cx="50" cy="52" r="9" fill="${s}"/>`;
  },
  // Hoshi: a rounded star with an inner star
  hoshi: (p, s) =>
    `<path d="${poly(starPoints(50, 54, 46, 20))}" fill="${p}" stroke="${p}" stroke-width="8" stroke-linejoin="round"/><path d="${poly(starPoints(50, 54, 18, 8))}" fill="${s}"/>`,
  // Jade: a faceted hexagonal gem
  jade: (p, s) => {
    const outer = starPoints(50, 50, 46, 46, 3, -90);
    const inner = starPoints(50, 50, 22, 22, 3, -90);
    let facets = '';
    outer.forEach((o, i) => {
      const n = outer[(i + 1) % outer.length] ?? o;
      const a = inner[i] ?? o;
      const b = inner[(i + 1) % inner.length] ?? o;
      if (i % 2 === 0) facets += poly([o, n, b, a]);
    });
    return `<path d="${poly(outer)}" fill="${p}"/><path d="${facets}" fill="${s}" opacity=".55"/><path d="${poly(inner)}" fill="${s}"/>`;
  },
  // Aster: an eight-rayed aster
  aster: (p, s) => {
    let rays = '';
    for (let i = 0; i < 8; i++) {
      rays += `<ellipse cx="50" cy="24" rx="8" ry="22" transform="rotate(${i * 45} 50 50)"/>`;
    }
    return `<g fill="${p}">${rays}</g><circle cx="50" cy="50" r="13" fill="${s}"/>`;
  },
  // Lumen: a sun with twelve rays
  lumen: (p, s) => {
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (i * 30 * Math.PI) / 180;
      rays += `M${f(50 + Math.cos(a) * 32)} ${f(50 + Math.sin(a) * 32)}L${f(50 + Math.cos(a) * 46)} ${f(50 + Math.sin(a) * 46)}`;
    }
    return `<path d="${rays}" stroke="${p}" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="50" r="23" fill="${s}"/><circle cx="50" cy="50" r="13" fill="${p}"/>`;
  },
  // Tidal: waves in a disc
  tidal: (p, s) =>
    `<circle cx="50" cy="50" r="46" fill="${p}"/><path d="M12 48C22 36 32 36 42 46S62 58 72 46S86 38 90 42M12 66C22 54 32 54 42 64S62 76 72 64S86 56 90 60" fill="none" stroke="${s}" stroke-width="7" stroke-linecap="round"/>`,
  // Ember: a flame
  ember: (p, s) =>
    `<path d="M50 4C63 24 81 36 79 60C77 81 64 95 50 95C35 95 22 83 22 64C22 47 33 39 37 26C42 37 44 43 48 46C50 33 49 19 50 4Z" fill="${p}"/><path d="M50 46C59 57 65 66 63 77C61 87 55 91 50 91C43 91 37 85 38 76C39 68 46 63 50 46Z" fill="${s}"/>`,
  // Vela: a sail over a hull
  vela: (p, s) =>
    `<path d="M48 6V70H12Z" fill="${s}"/><path d="M54 14C72 30 82 50 84 70H54Z" fill="${p}"/><path d="M8 76H92L80 92H20Z" fill="${p}"/>`,
};

function genericMark(id: string): Mark {
  const n = 3 + (hashString(id) % 4);
  return (p, s) =>
    `<path d="${poly(starPoints(50, 50, 46, 46, n, -90))}" fill="${p}"/><path d="${poly(starPoints(50, 50, 20, 20, n, -90))}" fill="${s}"/>`;
}

export function brandArtwork(brand: { id: string; name: string; mainColor: string }): {
  logo: string;
  favicon: string;
} {
  const color = norm(brand.mainColor);
  const mark = BRAND_MARKS[brand.id] ?? genericMark(brand.id);
  const name = brand.name.trim() || brand.id;
  // on the dark top bar the colour must stay readable
  const onDark = luminance(color) < 0.12 ? lighten(color, 0.35) : color;

  const logo = (() => {
    const c = makeCtx(360, 96, brand.id, 'bl', [darken(color, 0.7), color, onDark]);
    let o = `<g transform="translate(8 8) scale(.8)">${mark(onDark, lighten(onDark, 0.55))}</g>`;
    const words = name.split(/\s+/);
    const x = 104;
    const maxW = 248;
    if (words.length > 1) {
      const head = words.slice(0, -1).join(' ').toUpperCase();
      const tail = (words[words.length - 1] ?? '').toUpperCase();
      const headSize = Math.min(40, maxW / textEm(head, 0.02));
      const tailLs = 0.42;
      const tailSize = Math.min(16, maxW / textEm(tail, tailLs));
      o += `<text x="${x}" y="50" font-family="${FONT}" font-weight="800" font-size="${f(headSize)}" letter-spacing="${f(headSize * 0.02)}" fill="#ffffff">${escapeXml(head)}</text>`;
      o += `<text x="${x + 2}" y="74" font-family="${FONT}" font-weight="700" font-size="${f(tailSize)}" letter-spacing="${f(tailSize * tailLs)}" fill="${onDark}">${escapeXml(tail)}</text>`;
    } else {
      const size = Math.min(40, maxW / textEm(name.toUpperCase(), 0.02));
      o += `<text x="${x}" y="48" dominant-baseline="central" font-family="${FONT}" font-weight="800" font-size="${f(size)}" fill="#ffffff">${escapeXml(name.toUpperCase())}</text>`;
    }
    return svgDoc(c, name, o);
  })();

  const favicon = (() => {
    const c = makeCtx(64, 64, brand.id, 'bf', [darken(color, 0.7), color, color]);
    const bgFill = lin(c, [
      [0, lighten(color, 0.18)],
      [1, darken(color, 0.18)],
    ]);
    const fg = luminance(color) > 0.45 ? darken(color, 0.75) : '#ffffff';
    const fg2 = mix(fg, color, 0.45);
    const o =
      `<rect width="64" height="64" rx="14" fill="${bgFill}"/>` +
      `<g transform="translate(10 10) scale(.44)">${mark(fg, fg2)}</g>`;
    return svgDoc(c, name, o);
  })();

  return { logo, favicon };
}
