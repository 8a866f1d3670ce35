import type { Translation } from '../catalogue.types';
import type { contracts as source } from '../cn/contracts';

export const contracts = {
  contract_action_accept: 'ยอมรับ',
  contract_action_reject: 'ปฏิเสธ',
  contract_action_terminate: 'ยกเลิกสัญญา',
  contract_action_cancel: 'ยกเลิก',
  contract_product_live: 'คาสิโนสด',
  contract_product_rng: 'สล็อต',
  contract_product_cons: 'รวมทุกประเภท',
  contract_product_sports: 'กีฬา',
  contract_product_lott: 'หวย',
  contract_product_fish: 'ยิงปลา',
  contract_product_elott: 'หวยออนไลน์',
  contract_product_pvp: 'เกมไพ่',
  contract_product_deposit: 'การฝากเงิน',
} satisfies Translation<typeof source>;
