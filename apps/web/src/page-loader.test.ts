// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_READY, APP_STARTING, PICTURE_FIRST } from './lib/picture-first';
import {
  APP_READY_EVENT,
  APP_STARTING_EVENT,
  loadPage,
  PICTURE_SELECTOR,
  PICTURE_WAIT_MS,
  startApp,
  visiblePictures,
} from './page-loader';

type Win = Window & typeof globalThis;

function page(pictures: { complete: boolean; onScreen: boolean }[]) {
  document.head.innerHTML =
    '<script type="module" data-app="/assets/index-x.js" data-modules="/assets/home-x.js /assets/card-x.js"></script>';
  document.body.innerHTML = pictures
    .map(() => `<img elementtiming="${PICTURE_FIRST}" fetchpriority="high" src="/media/a.svg">`)
    .join('');
  const imgs = [...document.querySelectorAll('img')];
  imgs.forEach((img, i) => {
    Object.defineProperty(img, 'complete', { configurable: true, get: () => pictures[i]!.complete });
    const top = pictures[i]!.onScreen ? 10 : window.innerHeight + 500;
    img.getBoundingClientRect = () =>
      ({
        top,
        left: 0,
        bottom: top + 100,
        right: 200,
        width: 200,
        height: 100,
        x: 0,
        y: top,
        toJSON: () => ({}),
      }) as DOMRect;
  });
  return imgs;
}

afterEach(() => {
  // Each test's loader lets go of the document (a page has one loader; the tests share a document).
  document.dispatchEvent(new Event(APP_READY));
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page loader', () => {
  it('waits on the pictures the components mark as first', () => {
    page([{ complete: true, onScreen: true }]);
    expect(document.querySelectorAll(PICTURE_SELECTOR)).toHaveLength(1);
    expect(APP_READY_EVENT).toBe(APP_READY);
    expect(APP_STARTING_EVENT).toBe(APP_STARTING);
  });

  it('waits only on the first pictures that are on screen', () => {
    const [shown] = page([
      { complete: true, onScreen: true },
      { complete: false, onScreen: false },
    ]);
    expect(visiblePictures(window as Win)).toEqual([shown]);
  });

  it('preloads the page chunks and then imports the app the server named', async () => {
    page([]);
    const load = vi.fn(() => Promise.resolve());
    await startApp(document, load);
    expect(load).toHaveBeenCalledWith('/assets/index-x.js');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/home-x.js', '/assets/card-x.js']);
  });

  it('brings the app once a picture still loading has loaded', async () => {
    const [img] = page([{ complete: false, onScreen: true }]);
    const load = vi.fn(() => Promise.resolve());
    const done = loadPage(window as Win, load);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    img!.dispatchEvent(new Event('load'));
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not leave the page inert when a picture stalls', async () => {
    vi.useFakeTimers();
    page([{ complete: false, onScreen: true }]);
    const load = vi.fn(() => Promise.resolve());
    const done = loadPage(window as Win, load);
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the app at a tap on a button before the pictures are shown, and gives the tap to the button once the app answers', async () => {
    page([{ complete: false, onScreen: true }]);
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="menu"><span>Menu</span></button>');
    const menu = document.getElementById('menu')!;
    const load = vi.fn(() => Promise.resolve());
    const done = loadPage(window as Win, load);
    menu.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await done;
    expect(load).toHaveBeenCalledTimes(1);
    // The app has taken the page over: the tap reaches the button again, once.
    const taps = vi.fn();
    menu.addEventListener('click', taps);
    document.dispatchEvent(new Event(APP_READY));
    document.dispatchEvent(new Event(APP_READY));
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('leaves a tap made while the app starts to React, so a toggle is not pressed twice', async () => {
    page([]);
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="lang">Language</button>');
    const button = document.getElementById('lang')!;
    const load = vi.fn(() => Promise.resolve());
    await loadPage(window as Win, load);
    document.dispatchEvent(new Event(APP_STARTING));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const taps = vi.fn();
    button.addEventListener('click', taps);
    document.dispatchEvent(new Event(APP_READY));
    expect(taps).not.toHaveBeenCalled();
  });
});
