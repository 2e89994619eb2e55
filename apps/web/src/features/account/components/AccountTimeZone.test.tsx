import { PROFILE_PATHS, type Profile } from '@siar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MessageBubble } from '../../chats/components/MessageBubble.tsx';
import { message } from '../../chats/test/chat-factory.ts';
import { AccountTimeZone } from './AccountTimeZone.tsx';

const PROFILE = `GET ${PROFILE_PATHS.profile}`;

function profile(timezone: string | null): Profile {
  return {
    username: 'sari_toko',
    name: 'Sari',
    email: 'sari@example.com',
    phone_number: '+6281234567890',
    role: 'owner',
    industry: 'retail_ecommerce',
    country: 'ID',
    timezone,
  };
}

// 10:07 UTC: 17:07 in Jakarta, 18:07 in Makassar, whatever the zone the test runs in.
const SENT_AT = '2026-03-05T10:07:00Z';

function renderMessage() {
  renderScreen(
    <AccountTimeZone>
      <MessageBubble message={message({ sent_at: SENT_AT })} onRetry={() => {}} retrying={false} />
    </AccountTimeZone>,
  );
}

describe('times in the customer panel', () => {
  it("are shown in the account's time zone, with its name", async () => {
    fakeApi({ [PROFILE]: { status: 200, body: profile('Asia/Makassar') } });
    renderMessage();
    expect(await screen.findByText('18:07 WITA')).toBeInTheDocument();
  });

  it("are shown in the server's default zone for an account without one", async () => {
    fakeApi({ [PROFILE]: { status: 200, body: profile(null) } });
    renderMessage();
    expect(await screen.findByText('17:07 WIB')).toBeInTheDocument();
  });
});
