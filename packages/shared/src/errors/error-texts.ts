/**
 * Every error the API can answer, by a stable code, with its English text. Bodies keep the spec's
 * shapes and add the code (`{"detail": text, "code": code}`, or field errors with `field_codes`);
 * the browser translates by code (`errors.<code>` in the locale files), the English comes from here.
 * `{{name}}` marks a parameter, sent beside the code in `params`.
 *
 * Quoted texts of the spec (sections 5 and 8) are kept word for word.
 */
export const ERROR_TEXTS = {
  // ---- generic input rules (what zod's own checks map to; see issue-error.ts) ----
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  too_long: 'Please use at most {{maximum}} characters.',
  too_short: 'Please use at least {{minimum}} characters.',
  too_large: 'Please enter a number no greater than {{maximum}}.',
  too_small: 'Please enter a number no smaller than {{minimum}}.',
  not_a_number: 'Please enter a number.',
  not_an_integer: 'Please enter a whole number.',
  not_text: 'Please enter text.',
  not_a_boolean: 'Please choose yes or no.',
  not_a_list: 'Please send a list.',
  invalid_choice: 'Please choose one of the offered options.',
  invalid_date: 'Please enter a valid date and time.',
  date_out_of_range: 'Please enter a date between the years 2000 and 9999.',
  invalid_id: 'This is not a valid id.',
  null_character: 'This value contains a null character, which is not allowed.',
  body_not_object: 'The request body must be a JSON object.',
  body_too_deep: 'The request body is nested too deeply (at most {{maximum}} levels).',

  // ---- the request itself ----
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Unsupported content type: send JSON (application/json).',
  body_too_large: 'The request body is too large.',
  headers_too_large: 'The request headers are too large.',
  url_too_long: 'The address is too long.',
  bad_url: 'The address is not valid.',
  bad_request: 'The request could not be understood.',
  route_not_found: 'Not found: {{method}} {{path}}',
  page_beyond_limit:
    'Only the first {{limit}} rows can be paged through (pages 1 to {{last_page}} at {{page_size}} a page). Search to narrow the list.',
  method_not_allowed: 'The method {{method}} is not allowed here.',
  server_error: 'Something went wrong on our side. Please try again later.',
  service_unavailable: 'The service is unavailable right now. Please try again in a few minutes.',

  // ---- who may call ----
  not_authenticated: 'Authentication credentials were not provided.',
  permission_denied: 'You do not have permission to perform this action.',
  customers_only: 'This is for customer accounts; staff work in the admin panel.',
  subscription_inactive: 'Your subscription is not active. Choose a plan to continue.',
  csrf_cookie_invalid:
    'CSRF verification failed: the csrftoken cookie is missing or invalid. Reload the page and try again.',
  csrf_header_missing: 'CSRF verification failed: the X-CSRFTOKEN header is missing.',
  csrf_mismatch: 'CSRF verification failed: the X-CSRFTOKEN header does not match the csrftoken cookie.',
  csrf_wrong_session:
    'CSRF verification failed: the csrftoken cookie does not belong to this session. Reload the page and try again.',

  // ---- sign-up, login, captcha (spec section 5 and 8) ----
  username_invalid:
    'Username must be 6-30 characters long, all lowercases and can only contain letters, numbers, and underscores.',
  email_invalid: 'Please enter a valid email address',
  phone_required: 'Please enter a phone number.',
  phone_invalid: 'Please enter a valid phone number (e.g., +1234567890)',
  password_too_short: 'Password must be at least 8 characters long',
  password_too_long: 'Password must be at most 128 characters long',
  password_mismatch: 'Passwords do not match',
  captcha_required: 'Please complete the reCAPTCHA verification',
  captcha_failed: 'reCAPTCHA verification failed. Please try again.',
  captcha_expired: 'reCAPTCHA expired. Please re-verify.',
  captcha_not_altcha: 'This installation uses reCAPTCHA; there is no ALTCHA challenge.',
  business_required: 'Please select all required fields (Industry, Country, Timezone).',
  name_required: 'Please enter your name.',
  username_taken: 'Username is already taken',
  email_taken: 'Email is already registered',
  phone_taken: 'Phone number is already registered',
  login_username_required: 'Please enter your username.',
  login_password_required: 'Please enter your password.',
  invalid_credentials: 'Unable to log in with provided credentials.',
  login_throttled: 'Too many failed login attempts. Please wait {{minutes}} minutes and try again.',
  too_many_wrong_guesses:
    'Too many wrong tries from your address. Please wait {{seconds}} seconds and try again.',
  logins_slowed: 'Too many login attempts for this username right now. Please try again in a minute.',
  checks_throttled: 'Too many checks in a short time. Please wait a minute and try again.',

  // ---- contact form ----
  contact_message_required: 'Please enter a message.',
  contact_message_too_long: 'Please keep your message under 5000 characters.',
  contact_rate_limited: 'You have sent several messages in a short time. Please try again in an hour.',

  // ---- billing (customer) ----
  select_plan_first: 'Please select a plan first.',
  unknown_plan: 'Unknown plan. Choose Starter, Professional or Enterprise.',
  billing_cycle_invalid: 'Billing cycle must be monthly or yearly.',
  payment_method_required: 'Please choose a payment method.',
  payment_method_unavailable: 'This payment method is not available.',
  coupon_invalid: 'Invalid or expired coupon code.',
  open_payment_exists:
    'You already have an open payment. Cancel it, or wait until it is confirmed, before creating a new one.',
  too_many_open_payments: 'Too many payments are open right now. Please try again in a few minutes.',
  payment_not_found: 'Payment not found.',
  payment_expired: 'This payment has expired. Please create a new one.',
  payment_closed: 'This payment is closed and can no longer be changed.',
  payment_awaiting_cannot_cancel:
    'This payment is awaiting confirmation by our team and can no longer be cancelled. Contact support if you did not pay.',
  no_subscription_to_cancel: 'You have no active subscription to cancel.',
  device_limit_reached:
    'Your {{plan}} plan allows up to {{limit}} WhatsApp devices, and you have {{current}}. Upgrade your plan to add more.',
  device_limit_room:
    'Your {{plan}} plan allows up to {{limit}} WhatsApp devices. You have {{current}}, so you can add {{room}} more. Upgrade your plan to add more.',
  contact_limit_reached:
    'Your {{plan}} plan allows up to {{limit}} contacts, and you have {{current}}. Upgrade your plan to add more.',
  contact_limit_room:
    'Your {{plan}} plan allows up to {{limit}} contacts. You have {{current}}, so you can add {{room}} more. Upgrade your plan to add more.',

  // ---- billing (staff) ----
  payment_not_awaiting: 'Only payments awaiting confirmation can be confirmed or rejected.',
  subscription_not_found: 'Subscription not found.',
  account_not_found: 'Account not found.',
  account_required: 'Choose a customer account.',
  end_date_in_past: 'The end date must be in the future.',
  already_subscribed: 'This account already has a subscription in force. Edit that one instead.',
  subscription_ended_not_editable: 'An ended subscription cannot be edited.',
  subscription_move_not_allowed: 'A subscription cannot move from {{from}} to {{to}}.',
  only_ended_deletable: 'Only ended subscriptions can be deleted.',
  nothing_to_change: 'Change at least one of plan, billing cycle, end date, status.',
  coupon_not_found: 'Coupon not found.',
  contact_message_not_found: 'Message not found.',
  coupon_code_format: 'Use 3-32 letters, digits, dashes or underscores.',
  coupon_code_taken: 'A coupon with this code already exists.',
  coupon_kind_invalid: 'Kind must be percent or fixed.',
  coupon_percent_max: 'A percentage must be 100 or less.',
  coupon_validity_order: 'The end of validity must be after its start.',

  // ---- devices ----
  device_not_found: 'Device not found.',
  device_name_required: 'Please give the device a name.',
  engine_not_offered: 'This engine is not offered here. Choose one of: {{engines}}.',
  gateway_unknown: 'There is no live gateway by this name. Choose one from the list, or auto.',
  gateway_full:
    'No gateway has room for another device right now. Please try again later or contact support.',
  device_cannot_retry: 'This device is connected or connecting already.',
  device_not_sandbox: 'Faults can only be set on sandbox devices.',
  device_not_connected: 'This device is not connected.',
  sandbox_qr_expired: 'This QR code has expired or was already used. Show a new one in Siar.',
  sandbox_number_not_test: 'The sandbox links test numbers only: +44 7700 900000 to +44 7700 900999.',
  sandbox_number_taken: 'Another sandbox device uses this test number. Choose another one.',
  sandbox_code_invalid: 'This code is not valid or has expired.',

  // ---- contacts ----
  contact_not_found: 'Contact not found.',
  contact_name_required: 'Please enter a name.',
  contact_phone_invalid:
    'This is not a valid phone number. Type it with its country code (+62 812…) or as a local number of your country.',
  contact_phone_taken: 'A contact with this phone number already exists.',
  custom_field_key_invalid:
    'Field names use lowercase letters, digits and underscores and start with a letter (for example company).',
  custom_field_key_reserved: 'name, phone and email are built in. Choose another field name.',
  custom_field_key_duplicate: 'Each custom field needs a name of its own.',
  custom_fields_too_many: 'Use at most 30 custom fields.',
  contact_ids_required: 'Select at least one contact.',
  too_many_contacts: 'Select at most 1,000 contacts at once.',
  bulk_group_required: 'Choose a group.',
  group_not_found: 'Group not found.',
  group_name_required: 'Please give the group a name.',
  group_name_taken: 'A group with this name already exists.',
  import_not_found: 'Import not found.',
  import_file_missing: 'Choose a CSV or Excel (.xlsx) file to upload.',
  import_file_type: 'Upload a CSV or an Excel (.xlsx) file.',
  import_file_too_large: 'The file is larger than {{limit}}. Split it into smaller files.',
  import_file_empty:
    'The file has no contacts. Its first row must hold the column names, followed by at least one row.',
  import_file_malformed: 'The file could not be read as {{format}}. Save it again as CSV or .xlsx and retry.',
  import_too_many_rows: 'The file has {{rows}} rows. Import at most {{limit}} at a time.',
  import_file_unpacked_too_large:
    'The spreadsheet unpacks to more than {{limit}}. Split it into smaller files, or save it as CSV.',
  import_too_many_columns:
    'The file has values in more than {{limit}} columns. Keep only the columns to import.',
  import_too_many_cells: 'The file has more than {{limit}} filled cells. Split it into smaller files.',
  import_column_invalid: "Choose one of the file's columns.",
  import_already_started: 'This import has already started.',

  // ---- warmup ----
  warmup_running: 'Can not be updated while Warmup process is already running',
  warmup_stop_at_required: 'Please select the date and time',
  warmup_stop_at_past: 'Please choose a date and time in the future',
  warmup_stop_after_required: 'Please enter the number of messages to stop after',
  warmup_interval_order: 'The interval must end at or after its start.',
  warmup_break_order: 'The maximum break must be at least the minimum break.',
  warmup_two_devices: 'Choose at least two devices for the warmup.',
  warmup_device_not_ready: '{{name}} is not connected, or is paused. Choose connected devices.',
  warmup_not_saved: 'Save the warmup settings before starting it.',
  warmup_not_running: 'The warmup is not running.',

  // ---- campaigns ----
  campaign_not_found: 'Campaign not found.',
  campaign_name_required: 'Please give the campaign a name.',
  campaign_template_required: 'Please choose a content template.',
  campaign_template_not_found: 'The content template was not found (it may be in the trash).',
  campaign_groups_required: 'Choose at least one contact group.',
  campaign_group_not_found: 'A chosen contact group was not found.',
  campaign_devices_required: 'Choose at least one connected device.',
  campaign_device_not_found: 'A chosen device was not found.',
  campaign_no_connected_device:
    'None of the chosen devices is connected. Connect a device or choose another.',
  campaign_no_recipients: 'The chosen groups have no contacts to send to.',
  campaign_delay_order: 'The longest delay must be at least the shortest.',
  campaign_window_pair: 'Give the sending window both a start and an end, or neither.',
  campaign_window_empty:
    'The sending window starts and ends at the same time, so nothing would ever be sent. Choose a different end.',
  campaign_scheduled_past: 'Please choose a time in the future.',
  campaign_not_editable: 'Only a draft or scheduled campaign can be edited.',
  campaign_cannot_start: 'Only a draft campaign can be started.',
  campaign_cannot_pause: 'Only a running or scheduled campaign can be paused.',
  campaign_cannot_resume: 'Only a paused campaign can be resumed.',
  campaign_cannot_cancel: 'This campaign has finished already.',
  campaign_cannot_delete: 'A running, scheduled or paused campaign cannot be deleted: cancel it first.',
  time_of_day_invalid: 'Please enter a time as HH:MM.',
  // ---- content templates and their attachments ----
  template_not_found: 'Template not found.',
  template_name_required: 'Please give the template a name.',
  template_body_required: 'Please write the message.',
  template_unknown_variable:
    'The variable "{{name}}" is not known. Use name, phone, email or a custom field your contacts have.',
  template_variable_unnamed: 'A variable has no name between its double braces.',
  template_unmatched_brace: 'A closing brace has no opening brace. Write \\} for a brace itself.',
  template_unclosed_spintax: 'A spintax choice is never closed: add its closing brace.',
  template_empty_option: 'A spintax choice has an empty option: write something between the bars.',
  media_not_found: 'Attachment not found.',
  media_file_required: 'Choose a file to attach.',
  media_type_not_allowed:
    'This type of file ({{mimetype}}) cannot be sent. Attach an image (JPEG, PNG, WebP), a video (MP4, 3GP), audio (OGG, MP3, M4A, AAC) or a document (PDF, Office, text, ZIP).',
  media_content_mismatch: 'The file is not the {{mimetype}} it claims to be.',
  media_too_large: 'This file is larger than WhatsApp allows for its type: at most {{limit}}.',
  media_empty: 'The file is empty.',
  // ---- team, number privacy, profile ----
  agent_not_allowed: 'Team members cannot use this part of the panel. Ask the account owner.',
  team_member_not_found: 'Team member not found.',
  contact_phone_hidden:
    'Phone numbers are hidden from team members, so a contact’s number cannot be changed.',
  numbers_hidden_from_agents:
    'Phone numbers are hidden from team members, so only the account owner can enter a customer’s number.',
  profile_owner_only: 'Only the account owner can change the business details.',
  current_password_required: 'Please enter your current password.',
  current_password_wrong: 'Your current password is not correct.',

  // ---- chats ----
  channel_not_found: 'Chat channel not found.',
  channel_name_required: 'Please give the channel a name.',
  channel_devices_required: 'Choose at least one device for the channel.',
  channel_device_not_found: 'One of the chosen devices was not found.',
  channel_limit_reached: 'An account can have at most {{limit}} chat channels.',
  channel_order_mismatch: 'The order must list each of your chat channels exactly once.',
  quick_reply_not_found: 'Quick reply not found.',
  quick_reply_shortcut_invalid: 'Use 1 to 30 lowercase letters, digits, hyphens or underscores.',
  quick_reply_shortcut_taken: 'Another quick reply has this shortcut already.',
  quick_reply_text_required: 'Please write the reply.',
  conversation_not_found: 'Conversation not found.',
  chat_message_not_found: 'Message not found.',
  chat_message_empty: 'Write a message or attach a file.',
  chat_message_not_failed: 'Only a message that failed can be sent again.',
  chat_cursor_invalid: 'This page link is not valid: load the list again.',
  chat_number_not_on_whatsapp: 'This number is not on WhatsApp.',
  sandbox_device_required: 'Choose one of your sandbox devices.',
  sandbox_device_not_connected: 'The sandbox device is not connected yet.',
  // ---- docs ----
  doc_not_found: 'Document not found.',
  doc_section_not_found: 'Section not found.',
  doc_slug_format: 'Use lowercase letters and digits, words joined by single hyphens.',
  doc_section_slug_taken: 'A section with this slug already exists.',
  doc_content_slug_taken: 'This section already has a document with this slug.',
  doc_order_mismatch: 'The order must list each of the items exactly once.',
  doc_no_repository_version: 'This document has no version in the repository to go back to.',

  // ---- integrations: the REST API and webhooks ----
  api_key_invalid:
    'The API key is missing or wrong. Send it as "Authorization: Bearer <key>"; a rotated key stops working at once.',
  api_rate_limited: 'Too many API requests. Please wait {{seconds}} seconds and try again.',
  idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotency_key_reused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  api_message_empty: 'Send a text, a media_id, or both.',
  api_message_not_found: 'Message not found.',
  api_not_on_whatsapp: 'This number is not on WhatsApp.',
  api_device_not_connected: 'This device is not connected; connect it before sending.',
  webhook_url_invalid: 'Please enter a full URL starting with http:// or https://.',
  webhook_url_private:
    'This URL points at a private, local or this server’s own address; webhooks go to public addresses only.',
  webhook_url_unresolvable: 'The host of this URL could not be found.',
  webhook_not_configured: 'Save a webhook URL first.',
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;
export type ErrorParams = Record<string, string | number>;

/** The code and parameters of one message, as bodies carry them. */
export interface ErrorRef {
  code: ErrorCode;
  params?: ErrorParams;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}

/** The English text of a code, its parameters filled in. */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  const text: string = ERROR_TEXTS[code];
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
