import { proxy } from 'valtio';

/**
 * The agent feature's dialogs: the agent centre (closed, or open on a page as asked; the centre resolves hiding) and
 * the contract screens (closed, the after-login requests, or the requests with the termination section). That the
 * requests were offered is remembered for the browser session (the tab), across a logout and a new login in it.
 */
export interface AgentStore {
  page: string | null;
  contracts: 'requests' | 'manage' | null;
  open(page?: string): void;
  close(): void;
  openContracts(mode: 'requests' | 'manage'): void;
  closeContracts(): void;
  reset(): void;
}

const OFFERED_KEY = 'agent.contractsOffered';

/** Whether the contract requests were offered in this browser session (the after-login modal shows once a tab). */
export function wasOffered(): boolean {
  try {
    return sessionStorage.getItem(OFFERED_KEY) === '1';
  } catch {
    return false;
  }
}

export function markOffered(): void {
  try {
    sessionStorage.setItem(OFFERED_KEY, '1');
  } catch {
    // Storage refused: the modal may show again after a reload, which loses nothing.
  }
}

function createAgentStore(): AgentStore {
  const store: AgentStore = proxy<AgentStore>({
    page: null,
    contracts: null,
    open(page) {
      store.page = page ?? '';
    },
    close() {
      store.page = null;
    },
    openContracts(mode) {
      store.contracts = mode;
    },
    closeContracts() {
      store.contracts = null;
    },
    reset() {
      store.page = null;
      store.contracts = null;
    },
  });
  return store;
}

// One store per platform, kept beside it (as the member centre's is), so Platform does not grow a field per feature.
const stores = new WeakMap<object, AgentStore>();

export function agentOf(platform: object): AgentStore {
  let store = stores.get(platform);
  if (!store) {
    store = createAgentStore();
    stores.set(platform, store);
  }
  return store;
}
