import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render';
import { RouteFocus } from './RouteFocus';
import { focusPageHeading } from './route.focus';

describe('RouteFocus', () => {
  it('leaves focus alone on the first page and moves it to the new page heading after navigation', async () => {
    const { router } = await renderWithShell(<RouteFocus />, { path: '/' });
    await screen.findByRole('heading', { name: 'page /' });
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate({ to: '/live' as never }));
    const heading = await screen.findByRole('heading', { name: 'page /live' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus in a field the player is typing in when the new page arrives', async () => {
    const { router } = await renderWithShell(<RouteFocus />, { path: '/' });
    await screen.findByRole('heading', { name: 'page /' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Search');
    document.body.append(field);
    field.focus();
    await act(() => router.navigate({ to: '/live' as never }));
    await screen.findByRole('heading', { name: 'page /live' });
    // Give the focus move every chance to happen (it would be synchronous on arrival).
    await act(async () => undefined);
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('keeps focus for a new query on the same page', async () => {
    const { router } = await renderWithShell(<RouteFocus />, { path: '/live' });
    await screen.findByRole('heading', { name: 'page /live' });
    await act(() => router.navigate({ to: '/live' as never, search: { page: 'PT' } as never }));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('focusPageHeading', () => {
  it('falls back to main when the page has no h1', () => {
    document.body.innerHTML = '<main><p>no heading</p></main>';
    expect(focusPageHeading()).toBe(document.querySelector('main'));
    expect(document.activeElement).toBe(document.querySelector('main'));
    document.body.innerHTML = '';
  });
});
