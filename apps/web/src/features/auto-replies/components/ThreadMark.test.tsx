import { AUTH_PATHS } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MessageBubble } from '../../chats/components/MessageBubble.tsx';
import { message } from '../../chats/test/chat-factory.ts';

describe("the chat thread's auto-reply mark", () => {
  it('marks an answer an auto-reply rule sent, and no reply written in the inbox', async () => {
    fakeApi({ [`GET ${AUTH_PATHS.session}`]: { status: 401, body: { detail: 'Not logged in.' } } });
    const auto = message({
      direction: 'out',
      status: 'sent',
      text: 'Harga mulai 10rb, kak Siti!',
      origin: { purpose: 'auto_reply', campaign_id: null, campaign_name: null },
    });
    const typed = message({ direction: 'out', status: 'sent', text: 'Sama-sama', origin: null });
    renderScreen(
      <>
        <MessageBubble message={auto} onRetry={() => {}} retrying={false} />
        <MessageBubble message={typed} onRetry={() => {}} retrying={false} />
      </>,
    );
    const marks = await screen.findAllByTestId('message-origin');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('Auto-reply');
    expect(marks[0]).toHaveAttribute('data-purpose', 'auto_reply');
  });
});
