import { BUSINESS_HOURS_PATHS, CHATS_PATHS, type OpenSpan } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { conversation } from '../test/chat-factory.ts';
import { ConversationList } from './ConversationList.tsx';

// Mon-Fri 09:00-17:00 in Jakarta. 2026-11-23 is a Monday.
const day: OpenSpan[] = [{ start: '09:00', end: '17:00' }];
const hours = (configured = true) => ({
  configured,
  time_zone: 'Asia/Jakarta',
  weekly: configured ? [day, day, day, day, day, [], []] : [[], [], [], [], [], [], []],
  exceptions: [{ date: '2026-11-24', spans: [] }],
});
const waiting = [
  // Monday 20:00 WIB: closed.
  conversation({ conversation_id: 'c1', name: 'Late Lina', last_message_at: '2026-11-23T13:00:00Z' }),
  // Monday 10:00 WIB: open.
  conversation({ conversation_id: 'c2', name: 'Morning Made', last_message_at: '2026-11-23T03:00:00Z' }),
  // Tuesday 10:00 WIB, but a holiday: closed.
  conversation({ conversation_id: 'c3', name: 'Holiday Hana', last_message_at: '2026-11-24T03:00:00Z' }),
  // Answered already: no mark, even at night.
  conversation({
    conversation_id: 'c4',
    name: 'Answered Adi',
    unanswered: false,
    last_direction: 'out',
    last_message_at: '2026-11-23T14:00:00Z',
  }),
];

function inbox(configured: boolean) {
  return fakeApi({
    [`GET ${CHATS_PATHS.conversations}`]: { status: 200, body: { results: waiting, next_cursor: null } },
    [`GET ${BUSINESS_HOURS_PATHS.current}`]: { status: 200, body: hours(configured) },
  });
}

const show = () =>
  renderScreen(
    <ConversationList
      filter={{ channelId: null, search: '', unanswered: false }}
      selectedId={null}
      onSelect={() => {}}
    />,
    { timeZone: 'Asia/Jakarta' },
  );

const rowOf = (name: string) => screen.getByText(name).closest('[data-testid="conversation"]') as HTMLElement;

describe('the inbox mark for business hours', () => {
  it('marks waiting conversations whose last message came while closed, holidays included', async () => {
    const api = inbox(true);
    show();
    await screen.findAllByTestId('outside-hours');
    expect(within(rowOf('Late Lina')).getByTestId('outside-hours')).toHaveTextContent(
      'Outside business hours',
    );
    expect(within(rowOf('Holiday Hana')).getByTestId('outside-hours')).toBeVisible();
    expect(within(rowOf('Morning Made')).queryByTestId('outside-hours')).toBeNull();
    expect(within(rowOf('Answered Adi')).queryByTestId('outside-hours')).toBeNull();
    expect(api.callsTo(`GET ${BUSINESS_HOURS_PATHS.current}`)).toHaveLength(1);
  });

  it('marks nothing when the account has set no hours', async () => {
    const api = inbox(false);
    show();
    await screen.findByText('Late Lina');
    await expect.poll(() => api.callsTo(`GET ${BUSINESS_HOURS_PATHS.current}`).length).toBe(1);
    expect(screen.queryByTestId('outside-hours')).toBeNull();
  });
});
