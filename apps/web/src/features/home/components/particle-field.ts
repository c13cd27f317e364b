// The particle field's motion and drawing, the same on the page's canvas and in the worker that
// draws it off the main thread (particles.worker.ts): no DOM here, only a 2D context.
export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

const DOT_ALPHA = 0.55;
const LINE_ALPHA = 0.28;
/** Lines are batched into this many opacity bands: a handful of strokes per frame. */
const LINE_BANDS = 4;
/** Longest frame step honoured (s); longer gaps (tab switch, jank) don't teleport particles. */
const MAX_STEP_S = 0.1;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface FieldSize {
  width: number;
  height: number;
  dpr: number;
}

function makeParticle(width: number, height: number, speedScale: number): Particle {
  const angle = Math.random() * Math.PI * 2;
  // speedScale is a px/s scale: each particle drifts at 0.5×–1.5× of it.
  const speed = speedScale * (0.5 + Math.random());
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    r: 0.8 + Math.random() * 1.4,
  };
}

/** A field of `count` particles drawn on `ctx`, whose canvas it sizes. */
export function particleField(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  ctx: Context2D,
  count: number,
  speed: number,
) {
  let width = 0;
  let height = 0;
  let linkDistance = 120;
  let colour = '#7c6cff';
  let particles: Particle[] = [];
  let last: number | null = null;

  const resize = ({ width: w, height: h, dpr }: FieldSize) => {
    canvas.width = Math.max(1, Math.round(w * dpr));
    canvas.height = Math.max(1, Math.round(h * dpr));
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (particles.length === 0) {
      particles = Array.from({ length: count }, () => makeParticle(w, h, speed));
    } else if (width > 0 && height > 0) {
      // Keep the field evenly spread rather than bunched in a corner.
      for (const p of particles) {
        p.x *= w / width;
        p.y *= h / height;
      }
    }
    width = w;
    height = h;
    // Neighbour radius follows the mean spacing, so phones and wide screens look alike.
    linkDistance = Math.min(160, Math.max(90, Math.sqrt((w * h) / count) * 1.1));
  };

  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1;
    const maxSq = linkDistance * linkDistance;
    const bands: Path2D[] = Array.from({ length: LINE_BANDS }, () => new Path2D());
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const dSq = dx * dx + dy * dy;
        if (dSq >= maxSq) continue;
        const closeness = 1 - Math.sqrt(dSq) / linkDistance; // 0 (far) … 1 (touching)
        const band = bands[Math.min(LINE_BANDS - 1, Math.floor(closeness * LINE_BANDS))]!;
        band.moveTo(a.x, a.y);
        band.lineTo(b.x, b.y);
      }
    }
    bands.forEach((path, k) => {
      ctx.globalAlpha = (LINE_ALPHA * (k + 1)) / LINE_BANDS;
      ctx.stroke(path);
    });
    ctx.globalAlpha = DOT_ALPHA;
    ctx.beginPath();
    for (const p of particles) {
      ctx.moveTo(p.x + p.r, p.y);
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.globalAlpha = 1;
  };

  const step = (dt: number) => {
    const margin = linkDistance / 2;
    for (const p of particles) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      // Wrap just off-screen so lines fade out at the edges instead of popping.
      if (p.x < -margin) p.x += width + 2 * margin;
      else if (p.x > width + margin) p.x -= width + 2 * margin;
      if (p.y < -margin) p.y += height + 2 * margin;
      else if (p.y > height + margin) p.y -= height + 2 * margin;
    }
  };

  return {
    resize,
    draw,
    setColour(value: string) {
      colour = value;
    },
    /** One frame at time `now` (ms): move, then draw. */
    frame(now: number) {
      const dt = last === null ? 0 : Math.min((now - last) / 1000, MAX_STEP_S);
      last = now;
      step(dt);
      draw();
    },
    /** After a pause, the next frame does not jump. */
    resume() {
      last = null;
    },
  };
}
