import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/render';
import { Button } from '../button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says in_no_data in the current language by default', async () => {
    const { messages } = await renderWithI18n(<EmptyState />, 'TH');
    expect(screen.getByText(messages.in_no_data)).toBeInTheDocument();
  });

  it('shows a given title, description and action', async () => {
    await renderWithI18n(
      <EmptyState title="No favourites yet" description="Tap the star on a game." action={<Button>Browse</Button>} />,
    );
    expect(screen.getByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByText('Tap the star on a game.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeInTheDocument();
  });
});
