// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_AUTOPLAY_MS } from '@guildhall/contract/constants';
import type { GameListItem } from '@guildhall/contract/games';
import type { Language } from '@guildhall/contract/areas';
import en from '@guildhall/locales/player/en.json';
import { renderSite } from '../../../../test/render';
import { BannerCarousel } from './banner-carousel';

function game(id: number, title: string): GameListItem {
  return {
    id,
    title,
    subTitle: `${title} subtitle`,
    gameName: title.toLowerCase(),
    logo: `/logo-${id}.svg`,
    imageConfig: { cover: `/cover-${id}.svg`, banner: `/banner-${id}.svg`, icon: `/icon-${id}.svg` },
    link: { replenishment: '', payment: '' },
  };
}

const GAMES = [game(11, 'Astral Keep'), game(22, 'Brass Tide'), game(33, 'Cinder Vale')];

let container: HTMLElement;
let unmount: () => void;

function render(
  games: GameListItem[],
  { lang = 'en', variant = 'coverflow' }: { lang?: Language; variant?: 'coverflow' | 'fade' } = {},
) {
  ({ container, unmount } = renderSite(<BannerCarousel games={games} variant={variant} />, {
    lang,
    dict: en,
    toasts: false,
  }));
}

const section = () => screen.queryByRole('region', { name: 'Featured games' });
const slides = () => Array.from(container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
/** Index of the only slide that is not aria-hidden (fails the test if there isn't exactly one). */
function activeIndex(): number {
  const visible = slides()
    .map((s, i) => (s.getAttribute('aria-hidden') === 'true' ? -1 : i))
    .filter((i) => i >= 0);
  expect(visible).toHaveLength(1);
  return visible[0]!;
}
const button = (label: string) => screen.getByRole<HTMLButtonElement>('button', { name: label });
// Events are fired at once (fireEvent): several tests run on fake timers, which user-event would wait on.
const click = (el: HTMLElement) => fireEvent.click(el);
const press = (key: string, target: HTMLElement = button(en.home.next)) => fireEvent.keyDown(target, { key });
/** Advances fake time one autoplay-sized step at a time, letting React re-render (and re-arm its timer) in between. */
function advance(ms: number) {
  let left = ms;
  while (left > 0) {
    const stepMs = Math.min(left, CAROUSEL_AUTOPLAY_MS);
    act(() => {
      vi.advanceTimersByTime(stepMs);
    });
    left -= stepMs;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('renders one labelled slide per game, linking to the game details', () => {
    render(GAMES);
    const all = slides();
    expect(all).toHaveLength(3);
    expect(section()?.getAttribute('aria-label')).toBe('Featured games');
    expect(all.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(all.map((s) => s.querySelector('a')?.getAttribute('href'))).toEqual([
      '/GamesDetails?id=11',
      '/GamesDetails?id=22',
      '/GamesDetails?id=33',
    ]);
    const imgs = all.map((s) => s.querySelector('img')!);
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual(['Astral Keep', 'Brass Tide', 'Cinder Vale']);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(imgs[1]!.getAttribute('src')).toBe('/banner-22.svg');
    expect(imgs[0]!.getAttribute('width')).toBe('1440');
    expect(imgs[0]!.getAttribute('height')).toBe('600');
    expect(activeIndex()).toBe(0);
    // Hidden slides' links are out of the tab order; the active one is not.
    expect(all[0]!.querySelector('a')!.getAttribute('tabindex')).toBeNull();
    expect(all[1]!.querySelector('a')!.getAttribute('tabindex')).toBe('-1');
    // One dot per game, labelled with the title, the first current.
    const dot = button('Show Brass Tide');
    expect(dot.getAttribute('aria-current')).toBeNull();
    expect(button('Show Astral Keep').getAttribute('aria-current')).toBe('true');
  });

  it('renders nothing for no games and no controls for a single game', () => {
    render([]);
    expect(container.innerHTML).toBe('');
    unmount();
    render([GAMES[0]!]);
    expect(slides()).toHaveLength(1);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('next/previous buttons move the active slide and wrap around', () => {
    render(GAMES);
    click(button('Next slide'));
    expect(activeIndex()).toBe(1);
    expect(slides()[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(slides()[1]!.hasAttribute('aria-hidden')).toBe(false);
    expect(button('Show Brass Tide').getAttribute('aria-current')).toBe('true');
    click(button('Previous slide'));
    click(button('Previous slide'));
    expect(activeIndex()).toBe(2);
    click(button('Show Brass Tide'));
    expect(activeIndex()).toBe(1);
  });

  it('ArrowRight/ArrowLeft/Home/End navigate in LTR', () => {
    render(GAMES);
    press('ArrowRight');
    expect(activeIndex()).toBe(1);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(activeIndex()).toBe(2);
    press('Home');
    expect(activeIndex()).toBe(0);
    press('End');
    expect(activeIndex()).toBe(2);
  });

  it('mirrors the arrow keys in RTL: ArrowRight goes back', () => {
    render(GAMES, { lang: 'ar' });
    expect(section()?.getAttribute('dir')).toBe('rtl');
    press('ArrowRight');
    expect(activeIndex()).toBe(2);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(activeIndex()).toBe(1);
  });

  it('keeps keyboard focus on the visible slide link', () => {
    render(GAMES);
    const firstLink = slides()[0]!.querySelector('a')!;
    act(() => firstLink.focus());
    press('ArrowRight', firstLink);
    expect(activeIndex()).toBe(1);
    expect(document.activeElement).toBe(slides()[1]!.querySelector('a'));
  });

  it('swipes with a pointer past the threshold, mirrored in RTL', () => {
    render(GAMES);
    const stage = container.querySelector<HTMLElement>('.gh-carousel__stage')!;
    const swipe = (from: number, to: number, dy = 0) =>
      act(() => {
        stage.dispatchEvent(
          new PointerEvent('pointerdown', {
            bubbles: true,
            clientX: from,
            clientY: 100,
            pointerId: 1,
            isPrimary: true,
            button: 0,
          }),
        );
        stage.dispatchEvent(
          new PointerEvent('pointerup', {
            bubbles: true,
            clientX: to,
            clientY: 100 + dy,
            pointerId: 1,
            isPrimary: true,
            button: 0,
          }),
        );
      });
    swipe(300, 280); // 20px: below threshold
    expect(activeIndex()).toBe(0);
    swipe(300, 200, 150); // mostly vertical: a scroll, not a swipe
    expect(activeIndex()).toBe(0);
    swipe(300, 200); // leftwards in LTR: next
    expect(activeIndex()).toBe(1);
    swipe(200, 300); // rightwards: previous
    expect(activeIndex()).toBe(0);

    unmount();
    render(GAMES, { lang: 'ar' });
    const rtlStage = container.querySelector<HTMLElement>('.gh-carousel__stage')!;
    act(() => {
      rtlStage.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          clientX: 300,
          clientY: 100,
          pointerId: 2,
          isPrimary: true,
          button: 0,
        }),
      );
      rtlStage.dispatchEvent(
        new PointerEvent('pointerup', {
          bubbles: true,
          clientX: 200,
          clientY: 100,
          pointerId: 2,
          isPrimary: true,
          button: 0,
        }),
      );
    });
    expect(activeIndex()).toBe(2); // leftwards in RTL: previous
  });

  describe('autoplay', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('advances every CAROUSEL_AUTOPLAY_MS and exposes a polite live region only when stopped', () => {
      render(GAMES);
      const track = container.querySelector('.gh-carousel__track')!;
      expect(track.getAttribute('aria-live')).toBe('off');
      advance(CAROUSEL_AUTOPLAY_MS - 1);
      expect(activeIndex()).toBe(0);
      advance(1);
      expect(activeIndex()).toBe(1);
      advance(CAROUSEL_AUTOPLAY_MS * 2);
      expect(activeIndex()).toBe(0); // wrapped around
      click(button('Pause slideshow'));
      expect(track.getAttribute('aria-live')).toBe('polite');
    });

    it('does not advance while hovered, and resumes when the pointer leaves', () => {
      render(GAMES);
      act(() => {
        section()!.dispatchEvent(new PointerEvent('pointerenter'));
      });
      advance(CAROUSEL_AUTOPLAY_MS * 2);
      expect(activeIndex()).toBe(0);
      act(() => {
        section()!.dispatchEvent(new PointerEvent('pointerleave'));
      });
      advance(CAROUSEL_AUTOPLAY_MS);
      expect(activeIndex()).toBe(1);
    });

    it('does not advance while keyboard focus is inside, and resumes when it leaves', () => {
      render(GAMES);
      const outside = document.createElement('button');
      document.body.append(outside);
      try {
        act(() => button('Next slide').focus());
        advance(CAROUSEL_AUTOPLAY_MS * 2);
        expect(activeIndex()).toBe(0);
        act(() => outside.focus());
        advance(CAROUSEL_AUTOPLAY_MS);
        expect(activeIndex()).toBe(1);
      } finally {
        outside.remove();
      }
    });

    it('the pause button stops autoplay and the play button restarts it', () => {
      render(GAMES);
      const toggle = button('Pause slideshow');
      click(toggle);
      expect(toggle.getAttribute('aria-label')).toBe('Play slideshow');
      advance(CAROUSEL_AUTOPLAY_MS * 2);
      expect(activeIndex()).toBe(0);
      click(toggle);
      expect(toggle.getAttribute('aria-label')).toBe('Pause slideshow');
      advance(CAROUSEL_AUTOPLAY_MS);
      expect(activeIndex()).toBe(1);
    });

    it('does not autoplay (and offers no play button) under prefers-reduced-motion', () => {
      const original = window.matchMedia.bind(window);
      const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
        if (!query.includes('prefers-reduced-motion')) return original(query);
        const reduced: Partial<MediaQueryList> = {
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        };
        return reduced as MediaQueryList;
      });
      try {
        render(GAMES);
        advance(CAROUSEL_AUTOPLAY_MS * 2);
        expect(activeIndex()).toBe(0);
        expect(container.querySelector('.gh-carousel__toggle')).toBeNull();
        click(button('Next slide'));
        expect(activeIndex()).toBe(1);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
