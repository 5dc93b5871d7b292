import { defineMessages, type NoMessageValues } from 'react-intl';

/** @internal Not part of the public API (stripped from the declarations). */
export const bannerCarouselMessages = defineMessages<{
  label: NoMessageValues;
  slide: { index: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  pause: NoMessageValues;
  play: NoMessageValues;
  goTo: { index: number; title: string };
  slidePicker: NoMessageValues;
  learnMore: NoMessageValues;
}>({
  label: {
    id: 'ui.BannerCarousel.label',
    defaultMessage: 'Featured',
    description: 'Accessible name of the home page banner carousel',
  },
  slide: {
    id: 'ui.BannerCarousel.slide',
    defaultMessage: '{index} of {count}',
    description: 'Accessible name of one slide, e.g. "2 of 4"',
  },
  previous: { id: 'ui.BannerCarousel.previous', defaultMessage: 'Previous slide', description: 'Button' },
  next: { id: 'ui.BannerCarousel.next', defaultMessage: 'Next slide', description: 'Button' },
  pause: {
    id: 'ui.BannerCarousel.pause',
    defaultMessage: 'Stop automatic slide show',
    description: 'Button that stops the rotation',
  },
  play: {
    id: 'ui.BannerCarousel.play',
    defaultMessage: 'Start automatic slide show',
    description: 'Button that starts the rotation',
  },
  goTo: {
    id: 'ui.BannerCarousel.goTo',
    defaultMessage: 'Slide {index}: {title}',
    description: 'Accessible name of a dot button that shows one slide',
  },
  slidePicker: {
    id: 'ui.BannerCarousel.slidePicker',
    defaultMessage: 'Choose a slide',
    description: 'Accessible name of the group of dot buttons',
  },
  learnMore: {
    id: 'ui.BannerCarousel.learnMore',
    defaultMessage: 'Learn more',
    description: 'Visual call to action on a slide (the title is the link)',
  },
});
