import type { ApiClient } from '@platform/api-client';
import type { PromotionData } from '@platform/ui-kit';
import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';

type Promotion = Awaited<ReturnType<ApiClient['promotions']['list']>>['list'][number];

/** Player-site §9: the winner board shows 100 records by default; the promotion page's banners are group w_promotion. */
export const PROMOTIONS_LIMITS = { winners: 100, bannerGroup: 'w_promotion', popupGroup: 'w_home' } as const;

/** The viewer the list was asked for: claimable and claimStatus depend on who asks. */
const viewer = (platform: Platform) => platform.session.session.username ?? null;

/**
 * The promotions data. The list and the reward notifications sit under `PLAYER_KEYS.promotions`, so logout drops them
 * and the realtime PROMOTION_CLAIM and MANUAL_PROMO messages refresh them (shell realtime table).
 */
export const promotionKeys = {
  list: (platform: Platform) => [...PLAYER_KEYS.promotions, 'list', viewer(platform)] as const,
  raffleTip: () => [...PLAYER_KEYS.promotions, 'raffleTip'] as const,
  prizes: () => [...PLAYER_KEYS.promotions, 'prizes'] as const,
  manualBonus: () => [...PLAYER_KEYS.promotions, 'manualBonus'] as const,
};

export const promotionQueries = {
  list: (platform: Platform) =>
    queryOptions({
      queryKey: promotionKeys.list(platform),
      queryFn: ({ signal }) => platform.api.promotions.list({}, { signal }),
      staleTime: 30_000,
    }),
  banners: (platform: Platform) =>
    queryOptions({
      queryKey: ['notices', PROMOTIONS_LIMITS.bannerGroup, 'PR', platform.ui.language],
      queryFn: async ({ signal }) =>
        (await platform.api.notices.list({ types: 'PR', groupName: PROMOTIONS_LIMITS.bannerGroup }, { signal })).list,
      staleTime: 60_000,
    }),
  popup: (platform: Platform) =>
    queryOptions({
      queryKey: ['notices', PROMOTIONS_LIMITS.popupGroup, 'PU', platform.ui.language],
      queryFn: async ({ signal }) =>
        (await platform.api.notices.list({ types: 'PU', groupName: PROMOTIONS_LIMITS.popupGroup }, { signal })).list,
      staleTime: 60_000,
    }),
  winners: (platform: Platform) =>
    queryOptions({
      queryKey: ['winners', PROMOTIONS_LIMITS.winners],
      queryFn: ({ signal }) => platform.api.games.winners({ size: PROMOTIONS_LIMITS.winners }, { signal }),
      staleTime: 60_000,
    }),
  raffleTip: (platform: Platform) =>
    queryOptions({
      queryKey: promotionKeys.raffleTip(),
      queryFn: ({ signal }) => platform.api.promotions.raffleTip(undefined, { signal }),
      staleTime: 60_000,
    }),
  prizes: (platform: Platform) =>
    queryOptions({
      queryKey: promotionKeys.prizes(),
      queryFn: ({ signal }) => platform.api.promotions.prizes(undefined, { signal }),
      staleTime: 60_000,
    }),
  manualBonus: (platform: Platform) =>
    queryOptions({
      queryKey: promotionKeys.manualBonus(),
      queryFn: ({ signal }) => platform.api.promotions.manualBonus(undefined, { signal }),
      staleTime: 60_000,
    }),
};

/** A promotion as the widgets show it. */
export function promotionOf(item: Promotion): PromotionData {
  return {
    id: item.id,
    title: item.title,
    contentHtml: item.content,
    startDate: item.startDate,
    endDate: item.endDate,
    images: item.announcementImages.map((image) => ({ id: image.imageId, url: image.url })),
    remarkRequired: item.remarkRequired === 'Y',
    imageRequired: item.imageRequired === 'Y',
    claimable: item.claimable,
    claimStatus: item.claimStatus,
  };
}
