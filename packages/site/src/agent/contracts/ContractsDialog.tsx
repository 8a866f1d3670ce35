import {
  type ContractAction,
  type ContractItem,
  type ContractRequest,
  contractSections,
  planContractAction,
} from '@platform/contract-rules';
import { ConfirmDialog, type ContractCardData, ContractRequests, Dialog, useLanguage, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { balanceQuery, currencyOf } from '../../app/centre/centre.balance';
import type { Platform } from '../../app/platform';
import { usePlatform } from '../../app/platform.context';
import { refusalText } from '../../app/refusal';
import { agentKeys, contractsQuery } from '../agent.queries';
import { contractCard } from './contract.cards';

export interface ContractsDialogProps {
  /** requests: the after-login modal (pending requests only); manage: with the termination section. */
  mode: 'requests' | 'manage';
  onClose: () => void;
}

/** Sends a planned request to its kind's call (points §7), quiet: the dialog says the outcome itself. */
function send(platform: Platform, request: ContractRequest) {
  const options = { quiet: true } as const;
  switch (request.kind) {
    case 'dividend':
      return platform.api.contracts.dividend(request.body as never, options);
    case 'daily':
      return platform.api.contracts.dailySalary(request.body as never, options);
    case 'hourly':
      return platform.api.contracts.hourlySalary(request.body as never, options);
    case 'realtime':
      return platform.api.contracts.realtimeSalary(request.body as never, options);
  }
}

interface Pending {
  item: ContractItem;
  key: string;
  request: ContractRequest;
  question: 'higher_rate' | 'terminate';
}

/**
 * The contract screens (points §2, §4): the consolidated contract-request modal (pending dividend, daily, hourly and
 * real-time requests: accept or reject) and, in manage mode, the contracts in force under termination. Every decision
 * comes from @platform/contract-rules: which section and buttons a status has, the request each kind sends, the
 * higher_rate question before accepting a dividend whose downlineHigherRate is Y. Both buttons of the termination
 * section end the contract, so either is asked first (it cannot be undone). After any action contract_request_success shows and the consolidated list reloads.
 */
export default function ContractsDialog({ mode, onClose }: ContractsDialogProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const consolidated = useQuery(contractsQuery(platform));
  const balance = useQuery(balanceQuery(platform));
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const currency = currencyOf(balance.data);

  const perform = async (key: string, request: ContractRequest) => {
    setBusyKey(key);
    setMessage(null);
    try {
      await send(platform, request);
      setMessage({ ok: true, text: t('contract_request_success') });
      await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(t, error) });
    } finally {
      setBusyKey(null);
    }
  };

  const press = (item: ContractItem, key: string, action: ContractAction) => {
    const plan = planContractAction(item.kind, item.contract as never, action);
    const request = plan.request as ContractRequest;
    if (plan.confirm) setAsking({ item, key, request, question: 'higher_rate' });
    else if (item.view.section === 'termination') setAsking({ item, key, request, question: 'terminate' });
    else void perform(key, request);
  };

  const cardsOf = (items: readonly ContractItem[]): ContractCardData[] =>
    items.map((item) => {
      const card = contractCard(item, { t, language, currency });
      return {
        ...card,
        buttons: item.view.buttons.map((button) => ({
          label: t(button.label),
          tone: button.tone,
          onPress: () => press(item, card.key, button.action),
        })),
      };
    });

  const sections = consolidated.data ? contractSections(consolidated.data) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(mode === 'requests' ? 'agent.contracts.requestsTitle' : 'agent.contracts.title')}
      size="lg"
    >
      {consolidated.isError ? (
        <p role="alert">{refusalText(t, consolidated.error)}</p>
      ) : (
        <ContractRequests
          pending={sections ? cardsOf(sections.pending) : null}
          termination={mode === 'manage' ? (sections ? cardsOf(sections.termination) : null) : undefined}
          busyKey={busyKey}
          message={message}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t(
          asking?.question === 'terminate' ? 'agent.contracts.terminateTitle' : 'agent.contracts.higherRateTitle',
        )}
        message={asking?.question === 'terminate' ? t('agent.contracts.terminateMessage') : t('higher_rate')}
        tone={asking?.question === 'terminate' ? 'critical' : 'default'}
        onConfirm={() => {
          const chosen = asking;
          setAsking(null);
          if (chosen) void perform(chosen.key, chosen.request);
        }}
      />
    </Dialog>
  );
}
