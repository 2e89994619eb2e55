import { ERROR_TEXTS } from '@siar/shared';
import accountEn from '../locales/account.en.json';
import adminEn from '../locales/admin.en.json';
import adminDashboardEn from '../locales/admin-dashboard.en.json';
import autoRepliesEn from '../locales/auto-replies.en.json';
import billingEn from '../locales/billing.en.json';
import businessHoursEn from '../locales/business-hours.en.json';
import campaignsEn from '../locales/campaigns.en.json';
import chatsEn from '../locales/chats.en.json';
import contactsEn from '../locales/contacts.en.json';
import dashboardEn from '../locales/dashboard.en.json';
import deviceHealthEn from '../locales/device-health.en.json';
import devicesEn from '../locales/devices.en.json';
import en from '../locales/en.json';
import fleetEn from '../locales/fleet.en.json';
import integrationsEn from '../locales/integrations.en.json';
import numberChecksEn from '../locales/number-checks.en.json';
import panelsEn from '../locales/panels.en.json';
import plannerEn from '../locales/planner.en.json';
import reportsEn from '../locales/reports.en.json';
import sitePagesEn from '../locales/site-pages.en.json';
import templatesEn from '../locales/templates.en.json';
import warmupEn from '../locales/warmup.en.json';
import { mergeTrees } from './merge-trees.ts';

/** Every English string of the app, as i18n.ts assembles them (errors from the shared catalogue). */
export const englishResources = {
  en: {
    translation: {
      ...mergeTrees(
        en,
        sitePagesEn,
        panelsEn,
        accountEn,
        billingEn,
        adminEn,
        adminDashboardEn,
        devicesEn,
        deviceHealthEn,
        fleetEn,
        warmupEn,
        campaignsEn,
        dashboardEn,
        templatesEn,
        contactsEn,
        numberChecksEn,
        integrationsEn,
        chatsEn,
        businessHoursEn,
        plannerEn,
        autoRepliesEn,
        reportsEn,
      ),
      errors: ERROR_TEXTS,
    },
  },
};
