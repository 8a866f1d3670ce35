// The banner widgets' public exports, re-exported by the package's index.ts.
export type { BannerCarouselProps, BannerData, BannerLinkageType } from './BannerCarousel';
export { BANNER_ART, BannerCarousel, bannerRatio } from './BannerCarousel';
