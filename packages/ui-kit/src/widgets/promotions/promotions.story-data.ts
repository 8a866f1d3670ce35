// Story-only data (never exported from the package).
import { storyImages } from '../../storybook/story.images';
import { storyImage } from '../shared/story.helpers';
import type { PrizeData, PromotionData } from './promotions.types';

export const storyCurrency = { currencySymbol: '¥', currencyPosition: 'F' as const };

export function storyPromotion(id: number, overrides: Partial<PromotionData> = {}): PromotionData {
  return {
    id,
    title: `首存优惠 ${id}`,
    contentHtml: `<p>活动 ${id} 的内容</p><ul><li>最低存款 100</li></ul>`,
    startDate: Date.UTC(2026, 10, 1),
    endDate: Date.UTC(2026, 11, 31),
    images: [{ id: id * 10, url: storyImage(`P${id}`, id * 70, 1200, 400) }],
    remarkRequired: false,
    imageRequired: false,
    claimable: true,
    claimStatus: null,
    ...overrides,
  };
}

export const storyPromotions: PromotionData[] = [
  storyPromotion(1),
  storyPromotion(2, { claimable: false, claimStatus: 'PENDING' }),
  storyPromotion(3, { claimable: false, claimStatus: 'APPROVED', endDate: null }),
  storyPromotion(4, { claimable: true, claimStatus: 'REJECTED', remarkRequired: true, imageRequired: true }),
];

export const storyCategoriesOf = (promotion: PromotionData) => (promotion.id % 2 === 0 ? [20] : [10]);

const fileOf = (dataUrl: string, name: string) => {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
};

/** A real PNG (checked by content) for the pickers. */
export const storyPng = () => fileOf(storyImages.gold, 'proof.png');

export const storyPrizes: PrizeData[] = [
  {
    id: 1,
    type: 'POINT',
    value: 'GOLDEN_EGG',
    amount: 888,
    ticketId: null,
    transactionId: 'TX-1001',
    startDateStr: null,
    endDateStr: null,
  },
  {
    id: 2,
    type: 'TICKET',
    value: 'PRIZE_WHEEL',
    amount: 0,
    ticketId: 'TK-77',
    transactionId: 'TX-1002',
    startDateStr: '2026-11-24',
    endDateStr: '2026-12-24',
  },
  {
    id: 3,
    type: 'CASH',
    value: 'NONE',
    amount: 50,
    ticketId: null,
    transactionId: 'TX-1003',
    startDateStr: null,
    endDateStr: null,
  },
];
