import type { Translation } from '../catalogue.types';
import type { contracts as source } from '../cn/contracts';

export const contracts = {
  contract_action_accept: '接受',
  contract_action_reject: '拒絕',
  contract_action_terminate: '解除契約',
  contract_action_cancel: '取消',
  contract_product_live: '真人視訊',
  contract_product_rng: '電子遊藝',
  contract_product_cons: '綜合',
  contract_product_sports: '體育',
  contract_product_lott: '彩票',
  contract_product_fish: '捕魚',
  contract_product_elott: '電子彩票',
  contract_product_pvp: '棋牌',
  contract_product_deposit: '存款',
} satisfies Translation<typeof source>;
