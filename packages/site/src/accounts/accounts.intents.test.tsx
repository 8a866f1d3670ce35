import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalDialogs } from '../app/GlobalDialogs';
import { renderWithShell } from '../testing/render';
import { accountsOf } from './accounts.store';

describe('the accounts intents', () => {
  it.each(['login', 'changePassword'] as const)('%s opens that accounts dialog and closes the intent', async (kind) => {
    const { platform } = await renderWithShell(<GlobalDialogs />);
    act(() => platform.ui.openDialog({ kind }));
    await waitFor(() => expect(accountsOf(platform).dialog?.kind).toBe(kind));
    expect(platform.ui.dialog).toBeNull();
  });
});
