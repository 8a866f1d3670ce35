/** Message keys of the contract screens: the spec's two, and the button labels named here (the spec names none). */
export const CONTRACT_MESSAGE_KEYS = {
  /** Shown after any successful contract action (points-centres-lottery.md §4, §8). */
  success: 'contract_request_success',
  /** Confirmation before accepting a dividend whose downlineHigherRate is Y (§4). */
  higherRate: 'higher_rate',
  accept: 'contract_action_accept',
  reject: 'contract_action_reject',
  cancel: 'contract_action_cancel',
  terminate: 'contract_action_terminate',
} as const;

export type ContractMessageKey = (typeof CONTRACT_MESSAGE_KEYS)[keyof typeof CONTRACT_MESSAGE_KEYS];

/** Label keys of the product types, e.g. `contract_product_live`. */
export function productTypeLabelKey<T extends string>(productType: T): `contract_product_${Lowercase<T>}` {
  return `contract_product_${productType.toLowerCase() as Lowercase<T>}`;
}
