import { AUTO_REPLIES_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { optionRoutes, rule, ruleUrl } from '../test/rule-factory.ts';
import { AutoRepliesPage } from './AutoRepliesPage.tsx';

const URL = '/app/c/automation/auto-replies';
const LIST = `GET ${AUTO_REPLIES_PATHS.rules}`;
const ORDER = `PUT ${AUTO_REPLIES_PATHS.order}`;

const names = () => screen.getAllByTestId('rule-name').map((el) => el.textContent);

describe('auto-replies page', () => {
  it('lists the rules in order with their trigger, answer and figures; a missing answer shows in red', async () => {
    const price = rule({ name: 'Price', keywords: ['harga', 'price'], fired_today: 2, fired_7_days: 9 });
    const away = rule({
      name: 'Closed',
      trigger: 'away',
      match_mode: null,
      keywords: [],
      template_id: null,
      template_name: null,
      quick_reply_id: '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0003',
      quick_reply_shortcut: 'closed',
      last_fired_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    const broken = rule({ name: 'Broken', trigger: 'fallback', template_name: null, answerable: false });
    fakeApi({
      ...optionRoutes(),
      [LIST]: { status: 200, body: { results: [price, away, broken], business_hours_set: false } },
    });
    renderScreen(<AutoRepliesPage />, { url: URL });

    expect(await screen.findAllByTestId('rule-row')).toHaveLength(3);
    expect(names()).toEqual(['Price', 'Closed', 'Broken']);
    const [first, second, third] = screen.getAllByTestId('rule-row');
    expect(within(first!).getByTestId('rule-trigger-text')).toHaveTextContent('Contains: “harga”, “price”');
    expect(within(first!).getByText('Answers with the template “Price list”')).toBeVisible();
    expect(within(first!).getByTestId('rule-figures')).toHaveTextContent(
      'Today 2 · 7 days 9 · has not answered yet',
    );
    expect(within(second!).getByText('Answers with the quick reply /closed')).toBeVisible();
    expect(within(second!).getByTestId('rule-figures')).toHaveTextContent('last answered 3 hours ago');
    expect(within(third!).getByTestId('answer-missing')).toHaveTextContent('Answer missing');
    // An away rule with no business hours set: the page says so and links to them.
    const notice = screen.getByTestId('away-notice');
    expect(within(notice).getByRole('link', { name: 'Set your business hours' })).toHaveAttribute(
      'href',
      '/app/c/account/business-hours',
    );
  });

  it('switches a rule at once by saving it whole, and puts it back when refused', async () => {
    const price = rule({ name: 'Price' });
    const api = fakeApi({
      ...optionRoutes(),
      [LIST]: { status: 200, body: { results: [price], business_hours_set: true } },
      [`PUT ${ruleUrl(price.rule_id)}`]: { status: 500, body: { detail: 'boom' } },
    });
    const { user } = renderScreen(<AutoRepliesPage />, { url: URL });
    const toggle = await screen.findByRole('switch', { name: 'Rule Price on' });
    expect(toggle).toBeChecked();
    expect(screen.queryByTestId('away-notice')).toBeNull();

    await user.click(toggle);
    expect(await screen.findByText('The rule could not be switched.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule Price on' })).toBeChecked());
    const sent = api.callsTo(`PUT ${ruleUrl(price.rule_id)}`)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Price', enabled: false, trigger: 'keyword', keywords: ['harga'] });

    api.set(`PUT ${ruleUrl(price.rule_id)}`, { status: 200, body: { ...price, enabled: false } });
    api.set(LIST, {
      status: 200,
      body: { results: [{ ...price, enabled: false }], business_hours_set: true },
    });
    await user.click(screen.getByRole('switch', { name: 'Rule Price on' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule Price on' })).not.toBeChecked());
  });

  it('moves a rule up and saves the new order of every rule', async () => {
    const rules = [rule({ name: 'A' }), rule({ name: 'B' }), rule({ name: 'C' })];
    const moved = [rules[0]!, rules[2]!, rules[1]!];
    const api = fakeApi({
      ...optionRoutes(),
      [LIST]: { status: 200, body: { results: rules, business_hours_set: true } },
      [ORDER]: { status: 200, body: { results: moved, business_hours_set: true } },
    });
    const { user } = renderScreen(<AutoRepliesPage />, { url: URL });
    await screen.findAllByTestId('rule-row');
    expect(screen.getByRole('button', { name: 'Move A up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    await waitFor(() => expect(names()).toEqual(['A', 'C', 'B']));
    expect(api.callsTo(ORDER)[0]?.body).toEqual({ rule_ids: moved.map((r) => r.rule_id) });
  });

  it('explains auto-replies when there are none, lists a rule’s conversations, and deletes after asking', async () => {
    fakeApi({ ...optionRoutes(), [LIST]: { status: 200, body: { results: [], business_hours_set: false } } });
    const empty = renderScreen(<AutoRepliesPage />, { url: URL });
    expect(await screen.findByTestId('rules-empty')).toHaveTextContent('No auto-replies yet');
    expect(within(screen.getByTestId('rules-empty')).getByRole('button', { name: 'New rule' })).toBeVisible();
    empty.unmount();

    const price = rule({ name: 'Price' });
    const conversationId = '9e3c0b7a-1111-4111-8111-000000000001';
    const api = fakeApi({
      ...optionRoutes(),
      [LIST]: { status: 200, body: { results: [price], business_hours_set: true } },
      [`GET ${fillPath(AUTO_REPLIES_PATHS.ruleConversations, { rule_id: price.rule_id })}`]: {
        status: 200,
        body: {
          results: [
            {
              conversation_id: conversationId,
              device_id: 'd1',
              peer_phone: '+628991112223',
              contact_name: 'Siti',
              fired_at: new Date().toISOString(),
              status: 'read',
            },
          ],
        },
      },
      [`DELETE ${ruleUrl(price.rule_id)}`]: { status: 200, body: { detail: 'Auto-reply rule deleted.' } },
    });
    const { user } = renderScreen(<AutoRepliesPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Conversations Price answered' }));
    const answered = await screen.findByTestId('answered-conversation');
    expect(answered).toHaveTextContent('Siti');
    expect(answered).toHaveTextContent('Read');
    expect(within(answered).getByRole('link', { name: 'Open the chat' })).toHaveAttribute(
      'href',
      `/app/c/wa-chats?c=${conversationId}`,
    );
    await user.keyboard('{Escape}');

    api.set(LIST, { status: 200, body: { results: [], business_hours_set: true } });
    await user.click(screen.getByRole('button', { name: 'Delete Price' }));
    await user.click(await screen.findByRole('button', { name: 'Delete rule' }));
    expect(await screen.findByText('Rule deleted.')).toBeVisible();
    expect(api.callsTo(`DELETE ${ruleUrl(price.rule_id)}`)).toHaveLength(1);
    expect(await screen.findByTestId('rules-empty')).toBeVisible();
  });
});
