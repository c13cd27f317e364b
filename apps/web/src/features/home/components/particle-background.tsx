// Decorative drifting particles behind the page, tinted with the brand colour (--brand on :root).
// Drawn by a worker on an OffscreenCanvas where the browser has one (the main thread stays free
// for the player's taps: Lighthouse counted every frame as blocking time), else by one
// requestAnimationFrame loop here; nothing at all under prefers-reduced-motion.
import { useEffect, useRef, type CSSProperties } from 'react';
import { PARTICLE_COUNT, PARTICLE_SPEED } from '@guildhall/contract/constants';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { particleField } from './particle-field';
import type { ParticleMessage } from './particles.worker';

const FALLBACK_COLOUR = '#7c6cff';
/** Canvas backing store is capped at 2× to keep fill cost flat on 3× phones. */
const MAX_DPR = 2;

const canvasStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  zIndex: -1,
  pointerEvents: 'none',
  display: 'block',
};

function brandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
  return value || FALLBACK_COLOUR;
}

export function ParticleBackground() {
  // Server snapshot "reduce": the canvas only ever appears on the client.
  // Unknown (the server, a browser without matchMedia): as "reduce", drawing nothing.
  const reducedMotion = useReducedMotion(true);
  if (reducedMotion) return null;
  return <ParticleCanvas />;
}

function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const size = () => ({
      width: window.innerWidth,
      height: window.innerHeight,
      dpr: Math.min(window.devicePixelRatio || 1, MAX_DPR),
    });

    // Off the main thread where the browser can hand the canvas to a worker.
    if (typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function') {
      let worker: Worker;
      let offscreen: OffscreenCanvas;
      try {
        // A canvas is handed over once (React's development double effects find it given).
        offscreen = canvas.transferControlToOffscreen();
        worker = new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module' });
      } catch {
        return undefined;
      }
      const post = (message: ParticleMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
      post(
        {
          type: 'start',
          canvas: offscreen,
          ...size(),
          colour: brandColour(),
          count: PARTICLE_COUNT,
          speed: PARTICLE_SPEED,
        },
        [offscreen],
      );
      const onResize = () => post({ type: 'resize', ...size() });
      const onVisibility = () => post({ type: 'visible', visible: !document.hidden });
      window.addEventListener('resize', onResize);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('resize', onResize);
        document.removeEventListener('visibilitychange', onVisibility);
        worker.terminate();
      };
    }

    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    const field = particleField(canvas, ctx, PARTICLE_COUNT, PARTICLE_SPEED);
    let frame = 0;
    const tick = (now: number) => {
      field.frame(now);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (frame !== 0 || document.hidden) return;
      field.resume();
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onResize = () => {
      field.resize(size());
      if (frame === 0) field.draw();
    };
    field.setColour(brandColour());
    field.resize(size());
    field.draw();
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
