import '../../app/issue-codes.ts';
import {
  type Campaign,
  type CreateCampaignRequest,
  createCampaignSchema,
  type ErrorRef,
  ISSUE_CODES,
  issueRef,
} from '@siar/shared';

export interface CampaignFormValues {
  name: string;
  template_id: string | null;
  group_ids: string[];
  device_ids: string[];
  /** Send as soon as it is started, or at `scheduled_at`. */
  when: 'now' | 'later';
  /** An instant (ISO 8601; the picker reads and writes it on the account's clock), or ''. */
  scheduled_at: string;
  min_delay_seconds: number | string;
  max_delay_seconds: number | string;
  typing: boolean;
  /** Skip contacts the last number check found not on WhatsApp. */
  skip_not_on_whatsapp: boolean;
  /** Send only while the account's business hours are open. */
  within_business_hours: boolean;
  /** Empty: no cap. */
  daily_cap_per_device: number | string;
  /** `HH:MM` in the account's time zone; both empty: any time of day. */
  window_start: string;
  window_end: string;
}

/** The fields the form shows, which are also the API's field names. */
export const CAMPAIGN_FORM_FIELDS = [
  'name',
  'template_id',
  'group_ids',
  'device_ids',
  'scheduled_at',
  'min_delay_seconds',
  'max_delay_seconds',
  'typing',
  'skip_not_on_whatsapp',
  'within_business_hours',
  'daily_cap_per_device',
  'window_start',
  'window_end',
] as const;
export type CampaignFormField = (typeof CAMPAIGN_FORM_FIELDS)[number];

/** A new campaign: the contract's pacing defaults, typing shown, sent once started. */
export function emptyCampaignValues(): CampaignFormValues {
  return {
    name: '',
    template_id: null,
    group_ids: [],
    device_ids: [],
    when: 'now',
    scheduled_at: '',
    min_delay_seconds: 20,
    max_delay_seconds: 60,
    typing: true,
    skip_not_on_whatsapp: false,
    within_business_hours: false,
    daily_cap_per_device: '',
    window_start: '',
    window_end: '',
  };
}

/** A draft or scheduled campaign, as the form edits it. */
export function campaignValuesOf(campaign: Campaign): CampaignFormValues {
  return {
    name: campaign.name,
    template_id: campaign.template_id,
    group_ids: campaign.groups.map((group) => group.id),
    device_ids: campaign.devices.map((device) => device.id),
    when: campaign.scheduled_at ? 'later' : 'now',
    scheduled_at: campaign.scheduled_at ?? '',
    min_delay_seconds: campaign.min_delay_seconds,
    max_delay_seconds: campaign.max_delay_seconds,
    typing: campaign.typing,
    skip_not_on_whatsapp: campaign.skip_not_on_whatsapp,
    within_business_hours: campaign.within_business_hours,
    daily_cap_per_device: campaign.daily_cap_per_device ?? '',
    window_start: campaign.window_start ?? '',
    window_end: campaign.window_end ?? '',
  };
}

/** A number input's value: '' (empty) is none; anything else not a number is refused by the schema. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** The request body (without `start`): empty fields null. */
export function toCampaignRequest(values: CampaignFormValues): Omit<CreateCampaignRequest, 'start'> {
  return {
    name: values.name.trim(),
    template_id: values.template_id ?? '',
    group_ids: values.group_ids,
    device_ids: values.device_ids,
    scheduled_at: values.when === 'later' && values.scheduled_at ? values.scheduled_at : null,
    min_delay_seconds: numberOf(values.min_delay_seconds),
    max_delay_seconds: numberOf(values.max_delay_seconds),
    typing: values.typing,
    skip_not_on_whatsapp: values.skip_not_on_whatsapp,
    within_business_hours: values.within_business_hours,
    daily_cap_per_device: values.daily_cap_per_device === '' ? null : numberOf(values.daily_cap_per_device),
    window_start: values.window_start || null,
    window_end: values.window_end || null,
  };
}

/**
 * The form's errors by field, as the server would answer them: the contract's schema, then the
 * rules across fields (delay order, both window ends, a chosen time in the future).
 */
export function validateCampaignForm(
  values: CampaignFormValues,
  now: Date = new Date(),
): Partial<Record<CampaignFormField, ErrorRef>> {
  const errors: Partial<Record<CampaignFormField, ErrorRef>> = {};
  const request = toCampaignRequest(values);
  const result = createCampaignSchema.safeParse(request, { error: ISSUE_CODES });
  for (const issue of result.success ? [] : result.error.issues) {
    const field = CAMPAIGN_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issueRef(issue);
  }
  if (values.when === 'later' && !values.scheduled_at) errors.scheduled_at ??= { code: 'required' };
  if (request.scheduled_at && new Date(request.scheduled_at).getTime() < now.getTime())
    errors.scheduled_at ??= { code: 'campaign_scheduled_past' };
  const { min_delay_seconds: min, max_delay_seconds: max } = request;
  if (Number.isFinite(min) && Number.isFinite(max) && (max as number) < (min as number))
    errors.max_delay_seconds ??= { code: 'campaign_delay_order' };
  if (!request.window_start !== !request.window_end) {
    const missing = request.window_start ? 'window_end' : 'window_start';
    errors[missing] ??= { code: 'campaign_window_pair' };
  }
  if (request.window_start && request.window_start === request.window_end)
    errors.window_end ??= { code: 'campaign_window_empty' };
  return errors;
}
