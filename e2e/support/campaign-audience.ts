import { expect, type Page } from '@playwright/test';
import { apiPost } from './billing.ts';

// What a campaign sends and to whom, made through the contacts and templates APIs (their own
// journeys cover their screens). The paths are the contracts' CONTACTS_PATHS.groups,
// CONTACTS_PATHS.contacts and TEMPLATES_PATHS.templates, written out so this file stands alone.
const GROUPS = '/api/v1/cpanel/contacts/groups/';
const CONTACTS = '/api/v1/cpanel/contacts/';
const TEMPLATES = '/api/v1/cpanel/campaigns/content-templates/';

async function created(page: Page, path: string, data: unknown): Promise<string> {
  const response = await apiPost(page, path, data);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A group of `count` contacts on sandbox WhatsApp (made-up +62 899 numbers, unique per run) and a
 * template greeting each by name; answers both ids.
 */
export async function campaignAudience(
  page: Page,
  { group, template, count }: { group: string; template: string; count: number },
) {
  const groupId = await created(page, GROUPS, { name: group });
  // Seven random digits and a final 1: never one of the sandbox's "not on WhatsApp" numbers (…000).
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  for (let i = 0; i < count; i += 1)
    await created(page, CONTACTS, {
      name: `Pelanggan ${i + 1}`,
      phone: `+62899${base + i}1`,
      group_ids: [groupId],
    });
  const templateId = await created(page, TEMPLATES, {
    name: template,
    body: '{Hi|Hello} {{name}}, our March promo starts today!',
  });
  return { groupId, templateId };
}
