import { AUTO_REPLIES_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import {
  DEVICE_ID,
  GROUP_ID,
  LABEL_ID,
  MEMBER_ID,
  optionRoutes,
  QUICK_REPLY_ID,
  rule,
  ruleUrl,
  TEMPLATE_ID,
} from '../test/rule-factory.ts';
import { RuleEditor } from './RuleEditor.tsx';

const CREATE = `POST ${AUTO_REPLIES_PATHS.rules}`;

async function choose(user: UserEvent, label: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Many selects opened and typed into, as a person would: slow on a busy machine.
const SLOW = { timeout: 60_000 };

describe('the rule editor', () => {
  it('shows what each trigger needs and says what is missing before asking the server', SLOW, async () => {
    const api = fakeApi({ ...optionRoutes() });
    const { user } = renderScreen(<RuleEditor rule="new" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'New auto-reply rule' });
    await within(dialog).findByRole('textbox', { name: /Name/ });
    // A keyword rule by default: how they match and the keywords; no pattern, no window.
    expect(within(dialog).getByRole('combobox', { name: /The message/ })).toHaveValue('Contains');
    expect(within(dialog).getByText('Keywords')).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /Regular expression/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText('Please give the rule a name.')).toBeVisible();
    expect(within(dialog).getByText('Add at least one keyword.')).toBeVisible();
    expect(within(dialog).getByText('Choose one answer: a content template or a quick reply.')).toBeVisible();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await choose(user, /Trigger/, 'Regular expression');
    expect(within(dialog).getByRole('textbox', { name: /Regular expression/ })).toBeVisible();
    expect(within(dialog).queryByText('Keywords')).toBeNull();

    await choose(user, /Trigger/, 'Away');
    expect(within(dialog).getByRole('textbox', { name: /At most once per contact/ })).toHaveValue('24');
    expect(within(dialog).getByText(/while your business is closed/)).toBeVisible();

    await choose(user, /Trigger/, 'Fallback');
    expect(within(dialog).getByText(/stays quiet in that conversation/)).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: /At most once per contact/ })).toBeNull();

    // Scope: some devices asks for them; a chat channel for one.
    await choose(user, /Listens on/, 'Some devices');
    expect(within(dialog).getByText('Devices')).toBeVisible();
  });

  it(
    'saves a keyword rule with only what its trigger needs, the labels it puts on and whom it gives the conversation to',
    SLOW,
    async () => {
      const api = fakeApi({ ...optionRoutes(), [CREATE]: { status: 201, body: rule({ name: 'Price' }) } });
      const onClose = vi.fn();
      const { user } = renderScreen(<RuleEditor rule="new" onClose={onClose} />);
      const dialog = await screen.findByRole('dialog');
      await user.type(await within(dialog).findByRole('textbox', { name: /Name/ }), 'Price');
      await user.type(within(dialog).getByPlaceholderText('harga, price'), 'harga{Enter}price{Enter}');
      await choose(user, /^Content template/, 'Price list');
      await choose(user, /Listens on/, 'Some devices');
      await user.click(within(dialog).getByRole('combobox', { name: /^Devices/ }));
      await user.click(await screen.findByRole('option', { name: 'Kasir' }));
      await user.click(within(dialog).getByRole('combobox', { name: /Add the contact to groups/ }));
      await user.click(await screen.findByRole('option', { name: 'Customers' }));
      await user.click(within(dialog).getByRole('combobox', { name: /Label the conversation/ }));
      await user.click(await screen.findByRole('option', { name: 'Lead' }));
      await choose(user, /Give the conversation to/, 'Dewi');
      await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));

      await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(api.callsTo(CREATE)[0]?.body).toEqual({
        name: 'Price',
        enabled: true,
        trigger: 'keyword',
        match_mode: 'contains',
        keywords: ['harga', 'price'],
        pattern: null,
        once_window_hours: 24,
        scope: 'devices',
        device_ids: [DEVICE_ID],
        channel_id: null,
        template_id: TEMPLATE_ID,
        quick_reply_id: null,
        add_group_ids: [GROUP_ID],
        add_label_ids: [LABEL_ID],
        assign_user_id: MEMBER_ID,
        opt_action: null,
        min_delay_seconds: 2,
        max_delay_seconds: 6,
      });
    },
  );

  it("shows the server's refusal of a regular expression under the pattern", async () => {
    const regex = rule({
      name: 'Numbers',
      trigger: 'regex',
      match_mode: null,
      keywords: [],
      pattern: 'ord(er',
      template_id: null,
      template_name: null,
      quick_reply_id: QUICK_REPLY_ID,
      quick_reply_shortcut: 'thanks',
    });
    const api = fakeApi({
      ...optionRoutes(),
      [`PUT ${ruleUrl(regex.rule_id)}`]: {
        status: 400,
        body: {
          pattern: ['This is not a valid regular expression: Unterminated group'],
          field_codes: {
            pattern: [{ code: 'auto_reply_pattern_invalid', params: { reason: 'Unterminated group' } }],
          },
        },
      },
    });
    const { user } = renderScreen(<RuleEditor rule={regex} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit auto-reply rule' });
    expect(await within(dialog).findByRole('textbox', { name: /Regular expression/ })).toHaveValue('ord(er');
    expect(within(dialog).getByRole('combobox', { name: /^Quick reply/ })).toHaveValue('/thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText('This is not a valid regular expression: Unterminated group'),
    ).toBeVisible();
    expect(api.callsTo(`PUT ${ruleUrl(regex.rule_id)}`)[0]?.body).toMatchObject({
      trigger: 'regex',
      pattern: 'ord(er',
      keywords: [],
      match_mode: null,
      template_id: null,
      quick_reply_id: QUICK_REPLY_ID,
    });
  });
});
