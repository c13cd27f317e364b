// Front-page banner carousel: one slide per game, in a 3D "coverflow" or a cross-fade.
// Accessible per the WAI-ARIA APG carousel pattern: pause/play control (WCAG 2.2.2), autoplay
// paused on hover and keyboard focus, off under prefers-reduced-motion, arrow keys mirrored in RTL.
// Server-rendered and hydrated: the first render reads nothing of the browser (the
// reduced-motion query answers "no" on the server and while hydrating, the real answer follows
// right after), timers and listeners live in effects. BannerCarouselPlaceholder takes exactly the
// carousel's room while the games load, so nothing below it moves when it arrives.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link } from 'react-router';
import { CAROUSEL_AUTOPLAY_MS } from '@guildhall/contract/constants';
import type { GameListItem } from '@guildhall/contract/games';
import { useI18n } from '../../../lib/i18n';
import { PICTURE_FIRST } from '../../../lib/picture-first';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import './banner-carousel.css';

export interface BannerCarouselProps {
  games: GameListItem[];
  variant: 'coverflow' | 'fade';
}

/** Horizontal travel (CSS px) past which a pointer gesture counts as a swipe. */
const SWIPE_THRESHOLD_PX = 40;
/** Banner key art's intrinsic size (1440×600 SVG). */
const BANNER_WIDTH = 1440;
const BANNER_HEIGHT = 600;

type CSSVars = CSSProperties & Record<`--${string}`, string | number>;

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** Shortest signed distance from the active slide, so the ring wraps both ways. */
function circularOffset(index: number, active: number, count: number): number {
  const d = wrap(index - active, count);
  return d > count / 2 ? d - count : d;
}

/** Focus from the keyboard (or assistive tech) pauses autoplay; a mouse click on a control does not. */
function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return true;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

function ChevronIcon() {
  return (
    <svg
      className="gh-carousel__icon gh-carousel__icon--chevron"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14.5 5.5 8 12l6.5 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg className="gh-carousel__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path
          d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.4-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

/**
 * The room of a carousel of several games (stage and controls row, same classes, so the same
 * size at every width) with nothing in it: what the front page shows while its games load.
 */
export function BannerCarouselPlaceholder({ variant }: { variant: BannerCarouselProps['variant'] }) {
  return (
    <div className={`gh-carousel gh-carousel--${variant} gh-carousel--placeholder`} aria-hidden="true">
      <div className="gh-carousel__stage">
        <div className="gh-carousel__slide gh-carousel__slide--active" />
      </div>
      <div className="gh-carousel__controls" />
    </div>
  );
}

export function BannerCarousel({ games, variant }: BannerCarouselProps) {
  const { t, dir } = useI18n();
  const count = games.length;
  const hasSlides = count > 0;
  const multiple = count > 1;

  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Unknown (the server's render): moving, as the first screen of most visitors.
  const reducedMotion = useReducedMotion(false);

  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const swipeRef = useRef<{ id: number; x: number; y: number } | null>(null);
  const suppressClickRef = useRef(false);
  const trackId = useId();

  const active = wrap(index, count);
  const canAutoplay = multiple && !reducedMotion;
  const autoplaying = canAutoplay && playing && !hovered && !focused;

  const goTo = useCallback((target: number) => setIndex(wrap(target, count)), [count]);

  // Autoplay: one timeout per shown slide, so any manual move restarts the full interval.
  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setTimeout(() => setIndex((i) => wrap(wrap(i, count) + 1, count)), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplaying, active, count]);

  // Hover pause. Native pointerenter/leave (React's onPointerEnter is synthesised from pointerover).
  useEffect(() => {
    const el = sectionRef.current;
    if (!el) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
    };
  }, [hasSlides]);

  // Focus never stays on a slide that just became hidden (arrow keys, swipe, click): it follows
  // to the newly visible slide's link.
  useEffect(() => {
    const track = trackRef.current;
    const current = document.activeElement;
    if (!track || !current || !track.contains(current)) return;
    const link = linkRefs.current[active];
    if (link && current !== link) link.focus({ preventScroll: true });
  }, [active]);

  if (!hasSlides) return null;

  const onKeyDown = (e: ReactKeyboardEvent<HTMLElement>) => {
    if (!multiple || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    switch (e.key) {
      case forward:
        target = active + 1;
        break;
      case backward:
        target = active - 1;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = count - 1;
        break;
      default:
        return;
    }
    e.preventDefault();
    goTo(target);
  };

  const onFocus = (e: ReactFocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(e.target)) setFocused(true);
  };

  const onBlur = (e: ReactFocusEvent<HTMLElement>) => {
    const next = e.relatedTarget;
    if (!(next instanceof Node) || !e.currentTarget.contains(next)) setFocused(false);
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!multiple || !e.isPrimary || e.button !== 0) return;
    swipeRef.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLDivElement>) => {
    const start = swipeRef.current;
    swipeRef.current = null;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
    // Dragging the content towards the reading start reveals the next slide.
    const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
    goTo(active + (towardsStart ? 1 : -1));
    // The click that follows this pointerup must not follow the slide's link.
    suppressClickRef.current = true;
    window.setTimeout(() => {
      suppressClickRef.current = false;
    }, 0);
  };

  const onPointerCancel = () => {
    swipeRef.current = null;
  };

  const onClickCapture = (e: ReactMouseEvent<HTMLDivElement>) => {
    if (suppressClickRef.current) {
      suppressClickRef.current = false;
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    // A click on a visible neighbour (coverflow) brings it to the centre instead of navigating.
    const slide = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-slide-index]') : null;
    if (!slide) return;
    const i = Number(slide.dataset.slideIndex);
    if (Number.isInteger(i) && i !== active) {
      e.preventDefault();
      e.stopPropagation();
      goTo(i);
    }
  };

  const sectionStyle: CSSVars = {
    '--gh-dir': dir === 'rtl' ? -1 : 1,
    '--gh-carousel-autoplay-ms': `${CAROUSEL_AUTOPLAY_MS}ms`,
  };

  const className = [
    'gh-carousel',
    `gh-carousel--${variant}`,
    multiple ? '' : 'gh-carousel--single',
    autoplaying ? 'gh-carousel--playing' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      ref={sectionRef}
      className={className}
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.carouselLabel')}
      dir={dir}
      style={sectionStyle}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className="gh-carousel__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onClickCapture={onClickCapture}
      >
        <div
          ref={trackRef}
          id={trackId}
          className="gh-carousel__track"
          aria-live={multiple && !autoplaying ? 'polite' : 'off'}
        >
          {games.map((game, i) => {
            const isActive = i === active;
            const offset = multiple ? circularOffset(i, active, count) : 0;
            const distance = Math.min(Math.abs(offset), 2);
            const slideStyle: CSSVars = { '--gh-offset': offset, '--gh-abs': distance };
            const slideClass = [
              'gh-carousel__slide',
              isActive
                ? 'gh-carousel__slide--active'
                : distance === 1
                  ? 'gh-carousel__slide--near'
                  : 'gh-carousel__slide--far',
            ].join(' ');
            return (
              <div
                key={game.id}
                className={slideClass}
                role="group"
                aria-roledescription={t('home.slideRole')}
                aria-label={t('home.slideLabel', { current: i + 1, total: count })}
                aria-hidden={isActive ? undefined : true}
                data-slide-index={i}
                style={slideStyle}
              >
                <Link
                  ref={(el) => {
                    linkRefs.current[i] = el;
                  }}
                  to={`/GamesDetails?id=${game.id}`}
                  className="gh-carousel__link"
                  tabIndex={isActive ? undefined : -1}
                  draggable={false}
                >
                  <img
                    className="gh-carousel__image"
                    src={game.imageConfig.banner}
                    alt={game.title}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    elementtiming={i === 0 ? PICTURE_FIRST : undefined}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                  />
                  <span className="gh-carousel__caption">
                    {/* The image's alt already names the link; the visible title is decoration for AT. */}
                    <span className="gh-carousel__title" aria-hidden="true" dir="auto">
                      {game.title}
                    </span>
                    {game.subTitle ? (
                      <span className="gh-carousel__subtitle" dir="auto">
                        {game.subTitle}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </div>
            );
          })}
        </div>

        {multiple ? (
          <>
            <button
              type="button"
              className="gh-carousel__arrow gh-carousel__arrow--prev"
              aria-label={t('home.previous')}
              aria-controls={trackId}
              onClick={() => goTo(active - 1)}
            >
              <ChevronIcon />
            </button>
            <button
              type="button"
              className="gh-carousel__arrow gh-carousel__arrow--next"
              aria-label={t('home.next')}
              aria-controls={trackId}
              onClick={() => goTo(active + 1)}
            >
              <ChevronIcon />
            </button>
          </>
        ) : null}
      </div>

      {multiple ? (
        <div className="gh-carousel__controls">
          {canAutoplay ? (
            <button
              type="button"
              className="gh-carousel__toggle"
              aria-label={playing ? t('home.pause') : t('home.play')}
              aria-controls={trackId}
              onClick={() => setPlaying((p) => !p)}
            >
              <PlayPauseIcon playing={playing} />
            </button>
          ) : null}
          <div className="gh-carousel__dots">
            {games.map((game, i) => (
              <button
                key={game.id}
                type="button"
                className="gh-carousel__dot"
                aria-label={t('home.goToSlide', { title: game.title })}
                aria-current={i === active ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
