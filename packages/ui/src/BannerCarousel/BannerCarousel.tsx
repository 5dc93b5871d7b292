import { clsx } from 'clsx';
import {
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { usePrefersReducedMotion } from '../hooks';
import { Icon } from '../Icon';
import type { LinkComponent } from '../internal/linkComponent';
import { useControllableState } from '../internal/useControllableState';
import { bannerCarouselMessages } from './BannerCarousel.messages';
import classes from './BannerCarousel.module.css';
import {
  isRotating,
  type SlideMover,
  slideStepForKey,
  slidesLiveMode,
  wrapIndex,
} from './bannerCarouselModel';

/** A slide; the API's Banner fits as is. */
export interface BannerCarouselBanner {
  id: number;
  title: string;
  subtitle?: string;
  /** Where the slide leads (site path or absolute URL). */
  link: string;
  /** Background image URL; without one the slide shows the brand gradient. */
  image: string | null;
}

export interface BannerCarouselProps extends ComponentPropsWithRef<'section'> {
  /** Slides in display order (sorted by `Banner.sort`). */
  banners: readonly BannerCarouselBanner[];
  /** Controlled index of the slide shown. */
  value?: number;
  /** Slide shown first when uncontrolled. @default 0 */
  defaultValue?: number;
  /** Called with the index of the newly shown slide. */
  onValueChange?: (index: number) => void;
  /** Whether the slides rotate by themselves (never when the visitor prefers reduced motion). @default true */
  autoPlay?: boolean;
  /** Milliseconds each slide stays. @default 6000 */
  interval?: number;
  /** Component for the slide links, e.g. an adapter around the router's Link. @default 'a' */
  linkComponent?: LinkComponent;
  /** Heading level of slide titles. @default 2 */
  headingLevel?: 2 | 3;
  /** Accessible name of the carousel. @default the localized 'Featured' */
  label?: string;
  /** Class for the root element. */
  className?: string;
}

function RotationGlyph({ playing }: { playing: boolean }) {
  // The shared icon set has no media glyphs; these two shapes are only ever used here.
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
    </svg>
  );
}

/**
 * The home page banners as an APG carousel: previous/next and dot buttons, arrow keys, a stop/start
 * button; rotation pauses while the pointer is over it or focus is inside, and never starts by itself
 * for visitors who prefer reduced motion.
 *
 * **Accessibility:** A `section` with `aria-roledescription="carousel"`, named by `label` (default 'Featured');
 * each slide a `group` with `aria-roledescription="slide"` named 'n of m', hidden slides `aria-hidden`.
 * Previous/next, stop/start and the slide picker (a named group of buttons, `aria-current` on the shown one) are
 * native buttons controlling the slides; arrow keys, Home and End step through the slides. The slides' live
 * region is `off` while rotating and `polite` when the visitor changes the slide. Give each banner a `title`
 * (its heading, at `headingLevel`).
 *
 * **Data attributes:**
 * - root: `data-state`: playing, paused; `data-active-index`: the shown slide's index
 * - rotation button: `data-state`: playing, stopped
 * - previous/next buttons: `data-direction`: previous, next
 * - slide: `data-state`: active, inactive; `data-has-image`: true, false
 * - dot: `data-state`: active, inactive
 */
export function BannerCarousel({
  banners,
  value,
  defaultValue = 0,
  onValueChange,
  autoPlay = true,
  interval = 6000,
  linkComponent: LinkElement = 'a',
  headingLevel = 2,
  label,
  className,
  ...rest
}: BannerCarouselProps) {
  const intl = useIntl();
  const baseId = useId();
  const count = banners.length;
  const [rawIndex, setIndex] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const index = wrapIndex(rawIndex, count);
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses stop/start; then their choice wins over autoPlay and reduced motion.
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === 'play' : autoPlay && !reducedMotion;
  const rotating = isRotating({ playing, hovered, focused, count });
  const [shownBy, setShownBy] = useState<SlideMover>('rotation');

  const goTo = (target: number) => {
    setShownBy('visitor');
    setIndex(wrapIndex(target, count));
  };

  useEffect(() => {
    if (!rotating) return;
    // A timeout keyed on the index: a manual change restarts the full interval.
    const timer = window.setTimeout(() => {
      setShownBy('rotation');
      setIndex(wrapIndex(index + 1, count));
    }, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, interval, setIndex]);

  if (count === 0) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = slideStepForKey(event.key);
    if (step === null || count < 2) return;
    event.preventDefault();
    if (step === 'first') goTo(0);
    else if (step === 'last') goTo(count - 1);
    else goTo(index + step);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const Heading = `h${headingLevel}` as const;
  const slidesId = `${baseId}-slides`;

  return (
    <section
      {...rest}
      className={clsx(classes.BannerCarousel, className)}
      aria-roledescription="carousel"
      aria-label={label ?? intl.formatMessage(bannerCarouselMessages.label)}
      data-state={rotating ? 'playing' : 'paused'}
      data-active-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      {count > 1 ? (
        <div className={classes.Controls}>
          <button
            type="button"
            className={classes.Rotation}
            aria-label={intl.formatMessage(
              playing ? bannerCarouselMessages.pause : bannerCarouselMessages.play,
            )}
            data-state={playing ? 'playing' : 'stopped'}
            onClick={() => setChoice(playing ? 'stop' : 'play')}
          >
            <RotationGlyph playing={playing} />
          </button>
          <button
            type="button"
            className={classes.Step}
            data-direction="previous"
            aria-controls={slidesId}
            aria-label={intl.formatMessage(bannerCarouselMessages.previous)}
            onClick={() => goTo(index - 1)}
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className={classes.Step}
            data-direction="next"
            aria-controls={slidesId}
            aria-label={intl.formatMessage(bannerCarouselMessages.next)}
            onClick={() => goTo(index + 1)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
      <div
        id={slidesId}
        className={classes.Viewport}
        // Announce slide changes the visitor makes, not the automatic ones (APG carousel).
        aria-live={slidesLiveMode({ rotating, shownBy })}
      >
        <div className={classes.Track} style={{ transform: `translateX(${-100 * index}%)` }}>
          {banners.map((banner, slideIndex) => {
            const active = slideIndex === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups with a roledescription; a fieldset is for form controls.
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={intl.formatMessage(bannerCarouselMessages.slide, {
                  index: slideIndex + 1,
                  count,
                })}
                className={classes.Slide}
                data-state={active ? 'active' : 'inactive'}
                data-has-image={banner.image ? 'true' : 'false'}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {banner.image ? <img className={classes.Image} src={banner.image} alt="" /> : null}
                <div className={classes.Content}>
                  <Heading className={classes.Title}>
                    <LinkElement href={banner.link} className={classes.Link}>
                      {banner.title}
                    </LinkElement>
                  </Heading>
                  {banner.subtitle ? <p className={classes.Subtitle}>{banner.subtitle}</p> : null}
                  <span className={classes.Cta} aria-hidden="true">
                    {intl.formatMessage(bannerCarouselMessages.learnMore)}
                    <Icon name="arrow-right" size="sm" />
                  </span>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the group is named by aria-label.
        <div
          className={classes.Dots}
          role="group"
          aria-label={intl.formatMessage(bannerCarouselMessages.slidePicker)}
        >
          {banners.map((banner, slideIndex) => (
            <button
              key={banner.id}
              type="button"
              className={classes.Dot}
              aria-controls={slidesId}
              aria-current={slideIndex === index ? 'true' : undefined}
              data-state={slideIndex === index ? 'active' : 'inactive'}
              aria-label={intl.formatMessage(bannerCarouselMessages.goTo, {
                index: slideIndex + 1,
                title: banner.title,
              })}
              onClick={() => goTo(slideIndex)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
