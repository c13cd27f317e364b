// The page's first script. The server has already drawn the page, so the app (the
// script that hydrates it, ~100 KB) is fetched only once the page's first pictures are on screen:
// on a phone's network the two would share the bandwidth, and the pictures are what the player
// waits for. Links work in the meantime. The server names the app and the page's own chunks on
// this script's element (data-app, data-modules). It imports nothing: anything it shared with the
// app would become a chunk both wait for.

/** The longest the app waits for the pictures: a stalled image must not leave the page inert. */
export const PICTURE_WAIT_MS = 2500;

/** lib/picture-first.ts PICTURE_FIRST (not imported: see above; a unit test keeps them equal). */
export const PICTURE_SELECTOR = 'img[elementtiming="picture-first"]';

/** lib/picture-first.ts APP_READY: the app's signal that the server's page now answers. */
export const APP_READY_EVENT = 'gh:app-ready';

/** lib/picture-first.ts APP_STARTING: the app is about to take the page over and sees taps itself. */
export const APP_STARTING_EVENT = 'gh:app-starting';

type Win = Window & typeof globalThis;

/** The page's first pictures that are on screen now (one in a carousel's hidden slide or below the fold never paints). */
export function visiblePictures(win: Win): HTMLImageElement[] {
  return [...win.document.querySelectorAll<HTMLImageElement>(PICTURE_SELECTOR)].filter((img) => {
    const r = img.getBoundingClientRect();
    return (
      r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < win.innerHeight && r.left < win.innerWidth
    );
  });
}

function settled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves after one frame has been drawn (a background tab draws none: the timer stands in). */
function nextFrame(win: Win): Promise<void> {
  return new Promise((resolve) => {
    const fallback = win.setTimeout(resolve, 100);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Resolves when the pictures are on screen: where the browser reports it (Element Timing, the
 * frame's presentation, which on a busy phone comes well after the image's load event), else
 * when they have loaded and a frame has been drawn.
 */
export function picturesShown(win: Win, pictures: HTMLImageElement[]): Promise<void> {
  if (pictures.length === 0) return Promise.resolve();
  const loaded = Promise.all(pictures.map(settled));
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (!Observer?.supportedEntryTypes?.includes('element')) return loaded.then(() => nextFrame(win));
  return new Promise((resolve) => {
    const pending = new Set<Element>(pictures);
    const done = (picture: Element) => {
      pending.delete(picture);
      if (pending.size > 0) return;
      observer.disconnect();
      resolve();
    };
    const observer = new Observer((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        if (entry.element) done(entry.element);
      }
    });
    observer.observe({ type: 'element', buffered: true });
    // A picture that fails to load is never drawn.
    for (const picture of pictures) picture.addEventListener('error', () => done(picture), { once: true });
  });
}

/** Brings the app: the page's chunks as module preloads (fetched side by side), then the app itself. */
export function startApp(doc: Document, load: (url: string) => Promise<unknown>): Promise<unknown> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-app]');
  const app = script?.dataset.app;
  if (!script || !app) return Promise.resolve();
  for (const href of (script.dataset.modules ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return load(app);
}

/**
 * The app, once the page's first pictures are on screen or PICTURE_WAIT_MS has passed, or at once
 * when the player taps a button before that: the tap is kept and given to the button again when
 * the app says it answers (APP_READY_EVENT), so a tap on the menu is not lost.
 */
export function loadPage(win: Win, load: (url: string) => Promise<unknown>): Promise<unknown> {
  const doc = win.document;
  let tapped: HTMLElement | null = null;
  let go!: () => void;
  const started = new Promise<void>((resolve) => (go = resolve));
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]');
    if (!button) return;
    tapped = button;
    go();
  };
  doc.addEventListener('click', onClick, true);
  // From here React sees taps itself (and replays one that lands while it hydrates): keep only earlier ones.
  doc.addEventListener(APP_STARTING_EVENT, () => doc.removeEventListener('click', onClick, true), { once: true });
  doc.addEventListener(
    APP_READY_EVENT,
    () => {
      doc.removeEventListener('click', onClick, true);
      if (tapped?.isConnected) tapped.click();
    },
    { once: true },
  );
  const timer = win.setTimeout(go, PICTURE_WAIT_MS);
  void picturesShown(win, visiblePictures(win)).then(go);
  return started.then(() => {
    win.clearTimeout(timer);
    return startApp(doc, load);
  });
}

if (typeof window !== 'undefined' && document.querySelector('script[data-app]')) {
  void loadPage(window, (url) => import(/* @vite-ignore */ url));
}
