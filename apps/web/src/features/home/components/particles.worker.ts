// Draws the particle field on a canvas handed over by the page (OffscreenCanvas), so its
// animation never takes the main thread: the page stays as quick to answer a tap as without it.
import { particleField } from './particle-field';

export type ParticleMessage =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      dpr: number;
      colour: string;
      count: number;
      speed: number;
    }
  | { type: 'resize'; width: number; height: number; dpr: number }
  | { type: 'visible'; visible: boolean };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ParticleMessage>) => void) | null;
  requestAnimationFrame?: (cb: (now: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
}

const scope = self as unknown as WorkerScope;
// Where a worker has no animation frames, a timer at about 30 frames a second does.
const nextFrame = (cb: (now: number) => void): number =>
  scope.requestAnimationFrame
    ? scope.requestAnimationFrame(cb)
    : (setTimeout(() => cb(performance.now()), 33) as unknown as number);
const cancelFrame = (id: number) => (scope.cancelAnimationFrame ? scope.cancelAnimationFrame(id) : clearTimeout(id));

let field: ReturnType<typeof particleField> | null = null;
let frame = 0;

const tick = (now: number) => {
  field?.frame(now);
  frame = nextFrame(tick);
};

scope.onmessage = ({ data }) => {
  if (data.type === 'start') {
    const ctx = data.canvas.getContext('2d');
    if (!ctx) return;
    field = particleField(data.canvas, ctx, data.count, data.speed);
    field.setColour(data.colour);
    field.resize(data);
    field.draw();
    frame = nextFrame(tick);
  } else if (data.type === 'resize') {
    field?.resize(data);
    field?.draw();
  } else if (data.type === 'visible') {
    if (!data.visible && frame !== 0) {
      cancelFrame(frame);
      frame = 0;
    } else if (data.visible && frame === 0 && field) {
      field.resume();
      frame = nextFrame(tick);
    }
  }
};
