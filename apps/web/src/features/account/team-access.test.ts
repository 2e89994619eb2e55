import { describe, expect, it } from 'vitest';
import { CUSTOMER_SIDEBAR } from '../../layouts/panel/customer-sidebar.ts';
import { mayOpenPage, panelHomeFor, sidebarFor } from './team-access.ts';

const labels = (groups: ReturnType<typeof sidebarFor>) =>
  groups.flatMap((group) => group.links.map((link) => link.label));

describe('what a team member sees of the panel', () => {
  it('keeps only chats, reports, contacts and the profile in an agent’s sidebar, and everything for the owner', () => {
    expect(labels(sidebarFor('agent', CUSTOMER_SIDEBAR))).toEqual([
      'sidebar.chats',
      'sidebar.reports',
      'sidebar.contacts',
      'sidebar.profile',
    ]);
    expect(sidebarFor('agent', CUSTOMER_SIDEBAR).map((group) => group.label)).not.toContain(
      'sidebar.statistics',
    );
    expect(sidebarFor('owner', CUSTOMER_SIDEBAR)).toBe(CUSTOMER_SIDEBAR);
  });

  it('gives the owner a way to the REST API page, and none to an agent', () => {
    expect(labels(sidebarFor('owner', CUSTOMER_SIDEBAR))).toContain('sidebar.restApi');
    expect(mayOpenPage('agent', 'cpanel-integrations-rest')).toBe(false);
  });

  it('lets an agent open their pages only, and starts them in chats', () => {
    expect(mayOpenPage('agent', 'cpanel-contacts')).toBe(true);
    expect(mayOpenPage('agent', 'cpanel-account-subscription')).toBe(false);
    expect(mayOpenPage('agent', 'cpanel-wa-devices')).toBe(false);
    expect(mayOpenPage('owner', 'cpanel-account-team')).toBe(true);
    expect(panelHomeFor('agent')).toBe('/app/c/wa-chats');
    expect(panelHomeFor('owner')).toBe('/app/c/dashboard');
  });
});
