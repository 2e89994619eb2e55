import { AUTO_REPLIES_PATHS, type AutoReplyTestAnswer } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AutoRepliesPage } from '../pages/AutoRepliesPage.tsx';
import { DEVICE_ID, optionRoutes, rule } from '../test/rule-factory.ts';

const TEST = `POST ${AUTO_REPLIES_PATHS.test}`;

const fired: AutoReplyTestAnswer = {
  rule: { rule_id: 'r1', name: 'Price', trigger: 'keyword' },
  text: 'Harga mulai 10rb, kak Siti!',
  media: { media_id: 'm1', kind: 'document', file_name: 'pricelist.pdf' },
  delay_seconds: { min: 2, max: 6 },
  held: [{ rule_id: 'r0', name: 'Welcome', reason: 'once_window' }],
  open: false,
};

describe('the test console', () => {
  it('shows the rule that fires with its exact answer, or that none does and why others held back', async () => {
    const api = fakeApi({
      ...optionRoutes(),
      [`GET ${AUTO_REPLIES_PATHS.rules}`]: {
        status: 200,
        body: { results: [rule({ name: 'Price' })], business_hours_set: true },
      },
      [TEST]: { status: 200, body: fired },
    });
    const { user } = renderScreen(<AutoRepliesPage />, { url: '/app/c/automation/auto-replies' });
    const card = await screen.findByRole('region', { name: 'Test console' });
    // The account's connected device is chosen already.
    expect(await within(card).findByDisplayValue('Kasir')).toBeVisible();
    await user.type(within(card).getByRole('textbox', { name: 'Message' }), 'Berapa harga?');
    await user.click(within(card).getByRole('checkbox', { name: "The contact's first message ever" }));
    await user.click(within(card).getByRole('button', { name: 'Try it' }));

    const result = await within(card).findByTestId('console-result');
    expect(within(result).getByTestId('console-rule')).toHaveTextContent('Price');
    expect(within(result).getByText('Keyword')).toBeVisible();
    expect(within(result).getByTestId('console-text')).toHaveTextContent('Harga mulai 10rb, kak Siti!');
    expect(within(result).getByTestId('console-media')).toHaveTextContent('Attachment: pricelist.pdf');
    expect(result).toHaveTextContent('Sent after 2 to 6 seconds of “typing…”.');
    expect(result).toHaveTextContent('Your business is closed at that time.');
    expect(within(result).getByTestId('console-held')).toHaveTextContent(
      "Welcome: this contact already got it within the rule's window",
    );
    expect(api.callsTo(TEST)[0]?.body).toEqual({
      device_id: DEVICE_ID,
      text: 'Berapa harga?',
      first_message: true,
      opted_out: false,
    });

    api.set(TEST, {
      status: 200,
      body: {
        rule: null,
        text: null,
        media: null,
        delay_seconds: null,
        held: [{ rule_id: 'r1', name: 'Price', reason: 'opted_out' }],
        open: null,
      },
    });
    await user.click(within(card).getByRole('checkbox', { name: 'The contact has opted out' }));
    await user.click(within(card).getByRole('button', { name: 'Try it' }));
    expect(await within(card).findByTestId('console-nothing')).toHaveTextContent(
      'No rule answers this message.',
    );
    expect(within(card).getByTestId('console-open')).toHaveTextContent('No business hours are set.');
    expect(within(card).getByTestId('console-held')).toHaveTextContent(
      'Price: the contact opted out, so only the opt-out confirmation may answer',
    );
  });
});
