import { ERROR_TEXTS, LANGUAGES } from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '../app/route-names.ts';
import accountBn from './account.bn.json';
import accountEn from './account.en.json';
import accountId from './account.id.json';
import accountMy from './account.my.json';
import adminBn from './admin.bn.json';
import adminEn from './admin.en.json';
import adminId from './admin.id.json';
import adminMy from './admin.my.json';
import billingBn from './billing.bn.json';
import billingEn from './billing.en.json';
import billingId from './billing.id.json';
import billingMy from './billing.my.json';
import bn from './bn.json';
import campaignsBn from './campaigns.bn.json';
import campaignsEn from './campaigns.en.json';
import campaignsId from './campaigns.id.json';
import campaignsMy from './campaigns.my.json';
import contactsBn from './contacts.bn.json';
import contactsEn from './contacts.en.json';
import contactsId from './contacts.id.json';
import contactsMy from './contacts.my.json';
import dashboardBn from './dashboard.bn.json';
import dashboardEn from './dashboard.en.json';
import dashboardId from './dashboard.id.json';
import dashboardMy from './dashboard.my.json';
import devicesBn from './devices.bn.json';
import devicesEn from './devices.en.json';
import devicesId from './devices.id.json';
import devicesMy from './devices.my.json';
import docsBn from './docs.bn.json';
import docsEn from './docs.en.json';
import docsId from './docs.id.json';
import docsMy from './docs.my.json';
import en from './en.json';
import errorsBn from './errors.bn.json';
import errorsId from './errors.id.json';
import errorsMy from './errors.my.json';
import id from './id.json';
import integrationsBn from './integrations.bn.json';
import integrationsEn from './integrations.en.json';
import integrationsId from './integrations.id.json';
import integrationsMy from './integrations.my.json';
import my from './my.json';
import templatesBn from './templates.bn.json';
import templatesEn from './templates.en.json';
import templatesId from './templates.id.json';
import templatesMy from './templates.my.json';
import warmupBn from './warmup.bn.json';
import warmupEn from './warmup.en.json';
import warmupId from './warmup.id.json';
import warmupMy from './warmup.my.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

// Billing, admin, devices, warmup, contacts, campaigns, dashboard and error texts live in files of their own, merged as i18n.ts merges
// them; the errors' English is the shared catalogue.
const locales: Record<string, Record<string, string>> = {
  en: flatten({
    ...en,
    ...accountEn,
    ...billingEn,
    ...adminEn,
    ...devicesEn,
    ...warmupEn,
    ...campaignsEn,
    ...dashboardEn,
    ...templatesEn,
    ...docsEn,
    ...contactsEn,
    ...integrationsEn,
    errors: ERROR_TEXTS,
  }),
  id: flatten({
    ...id,
    ...accountId,
    ...billingId,
    ...adminId,
    ...devicesId,
    ...warmupId,
    ...templatesId,
    ...docsId,
    ...contactsId,
    ...integrationsId,
    ...campaignsId,
    ...dashboardId,
    ...errorsId,
  }),
  bn: flatten({
    ...bn,
    ...accountBn,
    ...billingBn,
    ...adminBn,
    ...devicesBn,
    ...warmupBn,
    ...templatesBn,
    ...docsBn,
    ...contactsBn,
    ...integrationsBn,
    ...campaignsBn,
    ...dashboardBn,
    ...errorsBn,
  }),
  my: flatten({
    ...my,
    ...accountMy,
    ...billingMy,
    ...adminMy,
    ...devicesMy,
    ...warmupMy,
    ...templatesMy,
    ...docsMy,
    ...contactsMy,
    ...integrationsMy,
    ...campaignsMy,
    ...dashboardMy,
    ...errorsMy,
  }),
};
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('locales', () => {
  it('exist for every offered language', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(['id', 'bn', 'my'])('%s has exactly the keys of en, none empty, same placeholders', (language) => {
    const other = locales[language] ?? {};
    expect(Object.keys(other).sort()).toEqual(Object.keys(locales.en ?? {}).sort());
    for (const [key, text] of Object.entries(locales.en ?? {})) {
      expect(other[key], key).toBeTruthy();
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it.each(['id', 'bn', 'my'])('%s is a translation, not a copy of English', (language) => {
    const other = locales[language] ?? {};
    const same = Object.entries(locales.en ?? {}).filter(([key, text]) => other[key] === text);
    // Brand and technical names (Siar, REST API, WhatsApp, Docs) stay as they are.
    expect(same.length / Object.keys(other).length).toBeLessThan(0.1);
  });

  it('has a title and description for every route name', () => {
    for (const name of ROUTE_NAMES) {
      expect(locales.en?.[`routes.${name}.title`], name).toBeTruthy();
      expect(locales.en?.[`routes.${name}.description`], name).toBeTruthy();
    }
  });

  it('keeps the spec texts word for word in English', () => {
    expect(locales.en?.['logout.confirmMessage']).toBe('Are you sure you want to logout?');
    expect(locales.en?.['common.workInProgress']).toBe('Work in Progress. Coming soon.');
    expect(locales.en?.['docs.selectDocument']).toBe('Select a document to view its content');
    expect(locales.en?.['billing.steps.plan']).toBe('Select your plan');
    expect(locales.en?.['billing.steps.checkout']).toBe('Checkout');
    expect(locales.en?.['billing.steps.payment']).toBe('Payment');
    expect(locales.en?.['admin.list.empty']).toBe('No record available');
    expect(locales.en?.['admin.payments.confirmQuestion']).toBe(
      'Are you sure you want to mark this payment as completed?',
    );
    expect(locales.en?.['admin.payments.confirmed']).toBe('Payment confirmed successfully.');
    expect(locales.en?.['admin.payments.confirmFailed']).toBe(
      'Failed to confirm payment. Please try again later.',
    );
    expect(locales.en?.['admin.subscriptions.forceDeleteWarning']).toBe(
      'Warning! Record will be permanently deleted',
    );
    expect(locales.en?.['admin.subscriptions.add']).toBe('Add Subscription');
    expect(locales.en?.['devices.pause.failed']).toBe('Error pausing WA Device');
    expect(locales.en?.['devices.forceDelete.warning']).toBe('Warning! Record will be permanently deleted');
    expect(locales.en?.['devices.forceDelete.done']).toBe('WA Device deleted successfully');
    expect(locales.en?.['warmup.hints.intervalStart']).toBe('Recommended interval start point at 40 seconds');
    expect(locales.en?.['warmup.hints.breakAfter']).toBe('Recommended break after every 60 messages');
    expect(locales.en?.['warmup.hints.minBreak']).toBe('Recommended range starts from 30 minutes');
    expect(locales.en?.['warmup.settings.saved']).toBe('Settings saved successfully');
    expect(locales.en?.['warmup.settings.saveFailed']).toBe('Failed to save settings');
    expect(locales.en?.['warmup.settings.saveError']).toBe('An error occurred while saving settings');
  });

  it('keeps billing, admin, devices, warmup, campaigns and dashboard texts under their own top-level keys only', () => {
    for (const file of [billingEn, billingId, billingBn, billingMy])
      expect(Object.keys(file)).toEqual(['billing']);
    for (const file of [adminEn, adminId, adminBn, adminMy]) expect(Object.keys(file)).toEqual(['admin']);
    for (const file of [devicesEn, devicesId, devicesBn, devicesMy])
      expect(Object.keys(file)).toEqual(['devices']);
    for (const file of [warmupEn, warmupId, warmupBn, warmupMy])
      expect(Object.keys(file)).toEqual(['warmup']);
    for (const file of [docsEn, docsId, docsBn, docsMy])
      expect(Object.keys(file)).toEqual(['docsHelp', 'docsAdmin']);
    for (const file of [campaignsEn, campaignsId, campaignsBn, campaignsMy])
      expect(Object.keys(file)).toEqual(['campaigns']);
    for (const file of [dashboardEn, dashboardId, dashboardBn, dashboardMy])
      expect(Object.keys(file)).toEqual(['dashboard']);
    for (const main of [en, id, bn, my]) {
      expect(main).not.toHaveProperty('billing');
      expect(main).not.toHaveProperty('admin');
      expect(main).not.toHaveProperty('devices');
      expect(main).not.toHaveProperty('warmup');
      expect(main).not.toHaveProperty('campaigns');
      expect(main).not.toHaveProperty('dashboard');
    }
  });
});
