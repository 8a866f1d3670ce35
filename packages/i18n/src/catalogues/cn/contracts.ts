/**
 * Agent contracts: dividend, daily, hourly and real-time salary requests, statuses P, E, V, their actions and
 * fields (points-centres-lottery.md §2-§4). The contract_action_* and contract_product_* keys are the ones
 * @platform/contract-rules returns; contract_request_success and higher_rate are in errors.ts.
 */
export const contracts = {
  contract_action_accept: '接受',
  contract_action_reject: '拒绝',
  contract_action_terminate: '解除契约',
  contract_action_cancel: '取消',
  contract_product_live: '真人视讯',
  contract_product_rng: '电子游艺',
  contract_product_cons: '综合',
  contract_product_sports: '体育',
  contract_product_lott: '彩票',
  contract_product_fish: '捕鱼',
  contract_product_elott: '电子彩票',
  contract_product_pvp: '棋牌',
  contract_product_deposit: '充值',
};
