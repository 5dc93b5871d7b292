export type { BannerCarouselBanner, BannerCarouselProps } from './BannerCarousel';
export { BannerCarousel } from './BannerCarousel';
