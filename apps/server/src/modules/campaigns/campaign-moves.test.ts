import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  campaignStatusesBefore,
  canMoveCampaign,
} from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { createCustomer, type TestCustomer } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { findCampaign, moveCampaign, saveCampaign } from './campaigns.repo.ts';

// The campaign's table of moves (packages/shared) walked on the database: every move it allows
// works, every other one is refused before any SQL runs and leaves the campaign as it was.

let handle: DatabaseHandle;
let db: Database;
let owner: TestCustomer;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  owner = await createCustomer(db);
});
afterAll(() => handle.close());

const campaignIn = async (status: CampaignStatus) =>
  (await saveCampaign(db, { accountId: owner.accountId, name: `In ${status}`, status }, undefined, undefined))
    .id;

describe("a campaign's moves", () => {
  const pairs = CAMPAIGN_STATUSES.flatMap((from) => CAMPAIGN_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('from %s to %s: allowed only when the table lists it', async (from, to) => {
    const id = await campaignIn(from);
    if (canMoveCampaign(from, to)) {
      expect((await moveCampaign(db, owner.accountId, id, [from], to))?.status).toBe(to);
    } else {
      await expect(moveCampaign(db, owner.accountId, id, [from], to)).rejects.toThrow(/may not move/);
      expect((await findCampaign(db, owner.accountId, id))?.status).toBe(from);
    }
  });

  it('ends only in completed or cancelled, and nothing leaves them', () => {
    expect(campaignStatusesBefore('draft')).toEqual([]);
    expect(
      CAMPAIGN_STATUSES.filter((status) => !CAMPAIGN_STATUSES.some((to) => canMoveCampaign(status, to))),
    ).toEqual(['completed', 'cancelled']);
    expect(campaignStatusesBefore('completed')).toEqual(['running', 'paused']);
  });
});
