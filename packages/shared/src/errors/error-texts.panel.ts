import { AUTOMATION_ERROR_TEXTS } from './error-texts.automation.ts';
import { BUSINESS_HOURS_ERROR_TEXTS } from './error-texts.business-hours.ts';
import { CAMPAIGN_ERROR_TEXTS } from './error-texts.campaigns.ts';
import { CHAT_ERROR_TEXTS } from './error-texts.chats.ts';
import { CONTACT_ERROR_TEXTS } from './error-texts.contacts.ts';
import { DEVICE_ERROR_TEXTS } from './error-texts.devices.ts';
import { INTEGRATION_ERROR_TEXTS } from './error-texts.integrations.ts';
import { NUMBER_CHECK_ERROR_TEXTS } from './error-texts.number-checks.ts';
import { PLANNER_ERROR_TEXTS } from './error-texts.planner.ts';
import { REPORTS_ERROR_TEXTS } from './error-texts.reports.ts';

/** The panels' English error texts (see PUBLIC_ERROR_TEXTS). */
export const PANEL_ERROR_TEXTS = {
  ...DEVICE_ERROR_TEXTS,
  ...CONTACT_ERROR_TEXTS,
  ...CAMPAIGN_ERROR_TEXTS,
  ...CHAT_ERROR_TEXTS,
  ...INTEGRATION_ERROR_TEXTS,
  ...AUTOMATION_ERROR_TEXTS,
  ...NUMBER_CHECK_ERROR_TEXTS,
  ...BUSINESS_HOURS_ERROR_TEXTS,
  ...PLANNER_ERROR_TEXTS,
  ...REPORTS_ERROR_TEXTS,
} as const;
