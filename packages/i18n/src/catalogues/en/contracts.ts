import type { Translation } from '../catalogue.types';
import type { contracts as source } from '../cn/contracts';

export const contracts = {
  contract_action_accept: 'Accept',
  contract_action_reject: 'Decline',
  contract_action_terminate: 'Terminate',
  contract_action_cancel: 'Cancel',
  contract_product_live: 'Live Casino',
  contract_product_rng: 'Slots',
  contract_product_cons: 'All products',
  contract_product_sports: 'Sports',
  contract_product_lott: 'Lottery',
  contract_product_fish: 'Fishing',
  contract_product_elott: 'E-Lottery',
  contract_product_pvp: 'Card Games',
  contract_product_deposit: 'Deposits',
} satisfies Translation<typeof source>;
