import type { Translation } from '../catalogue.types';
import type { contracts as source } from '../cn/contracts';

export const contracts = {
  contract_action_accept: '承認する',
  contract_action_reject: '拒否する',
  contract_action_terminate: '契約を解除',
  contract_action_cancel: 'キャンセル',
  contract_product_live: 'ライブカジノ',
  contract_product_rng: 'スロット',
  contract_product_cons: '総合',
  contract_product_sports: 'スポーツ',
  contract_product_lott: 'ロッタリー',
  contract_product_fish: 'フィッシング',
  contract_product_elott: 'eロッタリー',
  contract_product_pvp: 'カードゲーム',
  contract_product_deposit: '入金',
} satisfies Translation<typeof source>;
