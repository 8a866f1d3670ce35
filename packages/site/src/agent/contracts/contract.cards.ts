import { type ContractItem, formatPercent, productTypeLabelKey, rateDisplay } from '@platform/contract-rules';
import { formatDate, type Language, type Translator } from '@platform/i18n';
import { type ContractCardData, type CurrencyFormat, formatAmount } from '@platform/ui-kit';

export interface CardWords {
  t: Translator;
  language: Language;
  currency: CurrencyFormat;
}

const product = (t: Translator, type: string) => t(productTypeLabelKey(type) as 'contract_product_live');

/**
 * A contract as the contract screens show it (points §3): its kind, product and period in the title, its terms as
 * figures, the rate tiers of a salary contract as a table; rates as percent with 2 decimals, a fixed rate (rateType
 * other than P) as money. The buttons are added by the dialog from the item's view (@platform/contract-rules).
 */
export function contractCard(
  item: ContractItem,
  { t, language, currency }: CardWords,
): Omit<ContractCardData, 'buttons'> {
  const money = (value: number) => formatAmount(value, currency, language);
  const rate = (value: number, rateType: string) => {
    const shown = rateDisplay(value, rateType);
    return shown.kind === 'percent' ? shown.text : money(shown.amount);
  };
  const contract = item.contract as { offeredBy?: string | null; effectiveFrom?: number | null; status: string };
  const common = [
    { label: t('agent.contracts.offeredBy'), value: contract.offeredBy ?? t('agent.contracts.platform') },
    ...(contract.effectiveFrom
      ? [{ label: t('agent.contracts.effectiveFrom'), value: formatDate(contract.effectiveFrom, { language }) }]
      : []),
  ];
  const status = t(`agent.contracts.status.${contract.status as 'P'}`);
  const kind = t(`agent.contracts.kind.${item.kind}`);
  switch (item.kind) {
    case 'dividend': {
      const c = item.contract;
      return {
        key: `dividend-${c.id}`,
        title: `${kind} · ${product(t, c.productType)} · ${t(`agent.contracts.period.${c.computationPeriod as 'WEEKLY'}`)}`,
        status,
        facts: [
          { label: t('agent.contracts.rate'), value: formatPercent(c.contractRate) },
          { label: t('agent.contracts.minimumBet'), value: money(c.minimumBet) },
          { label: t('agent.salary.netLoss'), value: money(c.netLoss) },
          { label: t('agent.salary.active'), value: String(c.activeMember) },
          {
            label: t('agent.contracts.periodBet'),
            value: `${money(c.periodicTotalBet ?? 0)} / ${money(c.periodicTotalBetRequired ?? 0)}`,
          },
          ...common,
        ],
      };
    }
    case 'daily': {
      const c = item.contract;
      return {
        key: `daily-${c.id}`,
        title: kind,
        status,
        facts: common,
        tiers: {
          columns: [
            { label: t('agent.contracts.betVolume'), numeric: true },
            { label: t('agent.salary.active'), numeric: true },
            { label: t('agent.contracts.rate'), numeric: true },
          ],
          rows: (c.details ?? []).map((tier, index) => ({
            key: index,
            cells: [money(tier.betVolume), tier.activeMember, rate(tier.rate, tier.rateType)],
          })),
        },
      };
    }
    case 'hourly': {
      const c = item.contract;
      return {
        key: `hourly-${c.contractId}`,
        title: `${kind} · ${product(t, c.productType)}`,
        status,
        facts: common,
        tiers: {
          columns: [
            { label: t('agent.contracts.minimumBet'), numeric: true },
            { label: t('agent.salary.active'), numeric: true },
            { label: t('agent.contracts.rate'), numeric: true },
          ],
          rows: (c.hourSalaryRates ?? []).map((tier, index) => ({
            key: index,
            cells: [money(tier.minimumBet), tier.activeMember, rate(tier.rate, tier.rateType)],
          })),
        },
      };
    }
    case 'realtime': {
      const c = item.contract;
      return {
        key: `realtime-${c.contractId}`,
        title: kind,
        status,
        facts: common,
        tiers: {
          columns: [
            { label: t('agent.contracts.betAmount'), numeric: true },
            { label: t('agent.contracts.lossRate'), numeric: true },
            { label: t('agent.contracts.winRate'), numeric: true },
          ],
          rows: (c.realTimeSalaryRates ?? []).map((tier, index) => ({
            key: index,
            cells: [money(tier.betAmount), formatPercent(tier.lossRate), formatPercent(tier.winRate)],
          })),
        },
      };
    }
  }
}
