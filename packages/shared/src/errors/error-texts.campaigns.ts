/** Campaigns and the content templates they send, with their attachments. English texts by code (see error-texts.ts). */
export const CAMPAIGN_ERROR_TEXTS = {
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
} as const;
