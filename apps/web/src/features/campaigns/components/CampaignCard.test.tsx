import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { campaign, counts } from '../test/campaign-factory.ts';
import { CampaignCard } from './CampaignCard.tsx';

// The phone's card shows what the desktop row does: rates, devices, when, and every allowed action.

describe('a campaign on a phone', () => {
  it('shows its read and reply rates, its devices and its actions, Duplicate among them', async () => {
    const onAction = vi.fn();
    const running = campaign({
      id: 'c2',
      name: 'Running one',
      status: 'running',
      counts: counts({ queued: 6, sent: 2, delivered: 1, read: 1 }),
      replies: 1,
      progress: 40,
      started_at: '2026-03-02T03:00:00.000Z',
      devices: [
        { id: 'd1', name: 'Kasir', state: 'connected', sent: 3, removed_reason: null },
        { id: 'd2', name: 'Gudang', state: 'connected', sent: 1, removed_reason: null },
      ],
    });
    const { user } = renderScreen(<CampaignCard campaign={running} onAction={onAction} />);
    const card = await screen.findByTestId('campaign-row');
    expect(within(card).getByTestId('campaign-rates')).toHaveTextContent('Read 25%Replied 25%');
    expect(within(card).getByText('Kasir, Gudang')).toBeVisible();
    expect(within(card).getByText('Started')).toBeVisible();
    const actions = within(card)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(actions).toEqual(['Pause', 'Duplicate', 'Cancel campaign']);
    await user.click(within(card).getByRole('button', { name: 'Duplicate' }));
    expect(onAction).toHaveBeenCalledWith(running, 'duplicate');
  });
});
