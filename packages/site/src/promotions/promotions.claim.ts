import type { Translator } from '@platform/i18n';
import type { ClaimOutcome, ClaimValues, PromotionData } from '@platform/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { dataUrlOf } from '../app/files';
import type { Platform } from '../app/platform';
import { refusalText } from '../app/refusal';
import { promotionKeys } from './promotions.queries';

type ListValue = Awaited<ReturnType<Platform['api']['promotions']['list']>>;

/**
 * Sends a claim (player-site §4): the pictures as data URLs with the promotion id and remarks. On success the
 * promotion turns PENDING at once (the list is fetched again too) and the player is told; a refusal is returned in
 * words for the dialog (the call is quiet, so no toast says it twice).
 */
export async function sendClaim(
  platform: Platform,
  queryClient: QueryClient,
  t: Translator,
  promotion: PromotionData,
  values: ClaimValues,
): Promise<ClaimOutcome> {
  try {
    const pictures = await Promise.all(values.pictures.map(dataUrlOf));
    await platform.api.promotions.claim(
      { promotionId: promotion.id, remarks: values.remarks, pictures },
      { quiet: true },
    );
  } catch (error) {
    return { ok: false, message: refusalText(t, error) };
  }
  queryClient.setQueryData<ListValue>(promotionKeys.list(platform), (list) =>
    list
      ? {
          ...list,
          list: list.list.map((item) =>
            item.id === promotion.id ? { ...item, claimable: false, claimStatus: 'PENDING' as const } : item,
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: promotionKeys.list(platform) });
  platform.ui.toasts.show({ tone: 'positive', title: t('promotions.claimSent') });
  return { ok: true };
}
