export { KitPromotion, type KitPromotionProps } from './KitPromotion';
