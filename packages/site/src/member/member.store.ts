import { proxy } from 'valtio';

/** The member centre dialog's state: closed, or open on a page (as asked; the centre resolves aliases and hiding). */
export interface MemberCentreStore {
  page: string | null;
  open(page?: string): void;
  close(): void;
}

function createMemberCentreStore(): MemberCentreStore {
  const store: MemberCentreStore = proxy<MemberCentreStore>({
    page: null,
    open(page) {
      store.page = page ?? '';
    },
    close() {
      store.page = null;
    },
  });
  return store;
}

// One store per platform, kept beside it (as the accounts store is), so Platform does not grow a field per feature.
const stores = new WeakMap<object, MemberCentreStore>();

export function memberCentreOf(platform: object): MemberCentreStore {
  let store = stores.get(platform);
  if (!store) {
    store = createMemberCentreStore();
    stores.set(platform, store);
  }
  return store;
}
