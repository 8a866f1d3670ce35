import type { Translation } from '../catalogue.types';
import type { contracts as source } from '../cn/contracts';

export const contracts = {
  contract_action_accept: 'Chấp nhận',
  contract_action_reject: 'Từ chối',
  contract_action_terminate: 'Chấm dứt hợp đồng',
  contract_action_cancel: 'Hủy',
  contract_product_live: 'Casino trực tuyến',
  contract_product_rng: 'Nổ hũ',
  contract_product_cons: 'Tổng hợp',
  contract_product_sports: 'Thể thao',
  contract_product_lott: 'Xổ số',
  contract_product_fish: 'Bắn cá',
  contract_product_elott: 'Xổ số điện tử',
  contract_product_pvp: 'Game bài',
  contract_product_deposit: 'Nạp tiền',
} satisfies Translation<typeof source>;
