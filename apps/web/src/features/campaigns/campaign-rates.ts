import type { Campaign } from '@siar/shared';

/**
 * A campaign's read and reply rates, as shares (0-1) of the messages that went out (sent,
 * delivered or read); null while none went out.
 */
export function campaignRates(campaign: Pick<Campaign, 'counts' | 'replies'>): {
  read: number | null;
  replied: number | null;
} {
  const { sent, delivered, read } = campaign.counts;
  const out = sent + delivered + read;
  if (out === 0) return { read: null, replied: null };
  return { read: read / out, replied: Math.min(1, campaign.replies / out) };
}
