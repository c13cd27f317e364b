// Decorative drifting particles behind the page, tinted with the brand colour (--brand on :root).
// One requestAnimationFrame loop; nothing at all under prefers-reduced-motion.
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { PARTICLE_COUNT, PARTICLE_SPEED } from '@guildhall/contract/constants';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const FALLBACK_COLOUR = '#7c6cff';
/** Canvas backing store is capped at 2× to keep fill cost flat on 3× phones. */
const MAX_DPR = 2;
/** Longest frame step honoured (s); longer gaps (tab switch, jank) don't teleport particles. */
const MAX_STEP_S = 0.1;
const DOT_ALPHA = 0.55;
const LINE_ALPHA = 0.28;
/** Lines are batched into this many opacity bands: a handful of strokes per frame. */
const LINE_BANDS = 4;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

const canvasStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: -1,
  pointerEvents: 'none',
  display: 'block',
};

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const mql = window.matchMedia(REDUCED_MOTION_QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  // Without matchMedia (non-browser), behave as "reduce": draw nothing.
  return !hasMatchMedia() || window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function brandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
  return value || FALLBACK_COLOUR;
}

function makeParticle(width: number, height: number): Particle {
  const angle = Math.random() * Math.PI * 2;
  // PARTICLE_SPEED is a px/s scale: each particle drifts at 0.5×–1.5× of it.
  const speed = PARTICLE_SPEED * (0.5 + Math.random());
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    r: 0.8 + Math.random() * 1.4,
  };
}

export function ParticleBackground() {
  // Server snapshot "reduce": the canvas only ever appears on the client.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  if (reducedMotion) return null;
  return <ParticleCanvas />;
}

function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;

    let width = 0;
    let height = 0;
    let linkDistance = 120;
    let colour = FALLBACK_COLOUR;
    let particles: Particle[] = [];
    let frame = 0;
    let last: number | null = null;

    const resize = () => {
      const w = window.innerWidth;
      const h = window.innerHeight;
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      canvas.width = Math.max(1, Math.round(w * dpr));
      canvas.height = Math.max(1, Math.round(h * dpr));
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (particles.length === 0) {
        particles = Array.from({ length: PARTICLE_COUNT }, () => makeParticle(w, h));
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
      linkDistance = Math.min(160, Math.max(90, Math.sqrt((w * h) / PARTICLE_COUNT) * 1.1));
      colour = brandColour();
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

    const tick = (now: number) => {
      const dt = last === null ? 0 : Math.min((now - last) / 1000, MAX_STEP_S);
      last = now;
      step(dt);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const start = () => {
      if (frame !== 0 || document.hidden) return;
      last = null;
      frame = requestAnimationFrame(tick);
    };

    const stop = () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    };

    const onVisibility = () => {
      if (document.hidden) stop();
      else start();
    };

    const onResize = () => {
      resize();
      if (frame === 0) draw();
    };

    resize();
    draw();
    start();
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stop();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return <canvas ref={canvasRef} className="gh-particles" aria-hidden="true" style={canvasStyle} />;
}
