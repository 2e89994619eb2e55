import { CHATS_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { chatDevices, conversation, message } from '../test/chat-factory.ts';
import { ChatsPage } from './ChatsPage.tsx';

const ID = conversation().conversation_id;
const THREAD = `GET ${fillPath(CHATS_PATHS.messages, { conversation_id: ID })}`;
const SEND = `POST ${fillPath(CHATS_PATHS.messages, { conversation_id: ID })}`;

function inbox(extra: Record<string, unknown> = {}) {
  let unread = 2;
  return fakeApi({
    [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: [] } },
    [`GET ${CHATS_PATHS.quickReplies}`]: {
      status: 200,
      body: { results: [{ quick_reply_id: 'q1', shortcut: 'thanks', text: 'Thank you {{name|friend}}!' }] },
    },
    [`GET ${CHATS_PATHS.conversations}`]: {
      status: 200,
      body: { results: [conversation({ unread_count: 2 })], next_cursor: null },
    },
    [`GET ${fillPath(CHATS_PATHS.conversation, { conversation_id: ID })}`]: () => ({
      status: 200,
      body: conversation({ unread_count: unread }),
    }),
    [`POST ${fillPath(CHATS_PATHS.read, { conversation_id: ID })}`]: () => {
      unread = 0;
      return { status: 200, body: { detail: 'ok' } };
    },
    [`GET ${CHATS_PATHS.devices}`]: { status: 200, body: chatDevices },
    [`POST ${fillPath(CHATS_PATHS.typing, { conversation_id: ID })}`]: {
      status: 200,
      body: { detail: 'ok' },
    },
    ...extra,
  } as Parameters<typeof fakeApi>[0]);
}

describe('the chats inbox', () => {
  it("shows a contact's photo inline, a document to download, and says when a file could not be fetched", async () => {
    const photo = { media_id: 'a1', mimetype: 'image/jpeg', file_name: 'produk.jpg', size: 2048 };
    const pdf = { media_id: 'a2', mimetype: 'application/pdf', file_name: 'harga.pdf', size: 900 };
    const lost = { media_id: null, mimetype: 'video/mp4', file_name: 'video.mp4', size: 30_000_000 };
    inbox({
      [THREAD]: {
        status: 200,
        body: {
          results: [
            message({ kind: 'image', text: 'Yang ini?', media: photo }),
            message({ kind: 'document', text: null, media: pdf }),
            message({ kind: 'video', text: null, media: lost }),
          ],
          next_cursor: null,
        },
      },
    });
    const { user } = renderScreen(<ChatsPage />, { url: '/app/c/wa-chats' });
    await user.click(await screen.findByTestId('conversation'));
    const image = await screen.findByRole('img', { name: 'produk.jpg' });
    expect(image).toHaveAttribute('src', fillPath(TEMPLATES_PATHS.mediaFile, { media_id: 'a1' }));
    expect(screen.getByText('Yang ini?')).toBeVisible();
    const download = screen.getByRole('link', { name: 'harga.pdf' });
    expect(download).toHaveAttribute('href', fillPath(TEMPLATES_PATHS.mediaFile, { media_id: 'a2' }));
    expect(download).toHaveAttribute('download', 'harga.pdf');
    expect(screen.getByText('video.mp4')).toBeVisible();
    expect(screen.getByText('The file could not be downloaded from WhatsApp.')).toBeVisible();
  });

  it('names every icon-only button of the thread header on hover and to screen readers', async () => {
    inbox({ [THREAD]: { status: 200, body: { results: [message()], next_cursor: null } } });
    const { user } = renderScreen(<ChatsPage />, { url: '/app/c/wa-chats' });
    await user.click(await screen.findByTestId('conversation'));
    const show = await screen.findByRole('button', { name: 'Contact details' });
    await user.hover(show);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Contact details');
  });

  it('lists conversations and shows a thread with its text escaped, ticks and a retry for a failed send', async () => {
    const failed = message({
      direction: 'out',
      text: 'Your order',
      status: 'failed',
      failure_reason: 'The number is not on WhatsApp',
    });
    const api = inbox({
      [THREAD]: {
        status: 200,
        body: {
          results: [
            message({ text: '<img src=x onerror=alert(1)> hi\nsecond line' }),
            message({ direction: 'out', text: 'Hello!', status: 'read' }),
            failed,
          ],
          next_cursor: null,
        },
      },
      [`POST ${fillPath(CHATS_PATHS.retry, { conversation_id: ID, message_id: failed.message_id })}`]: {
        status: 200,
        body: { ...failed, status: 'queued' },
      },
    });
    const { user } = renderScreen(<ChatsPage />, { url: '/app/c/wa-chats' });
    const row = await screen.findByTestId('conversation');
    expect(row).toHaveTextContent('Siti Rahma');
    expect(within(row).getByTestId('unread-count')).toHaveTextContent('2');

    await user.click(row);
    const texts = await screen.findAllByTestId('message-text');
    expect(texts[0]).toHaveTextContent('<img src=x onerror=alert(1)> hi');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByTestId('ticks').map((tick) => tick.getAttribute('data-status'))).toEqual([
      'read',
      'failed',
    ]);
    expect(screen.getByText('The number is not on WhatsApp')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      api.callsTo(
        `POST ${fillPath(CHATS_PATHS.retry, { conversation_id: ID, message_id: failed.message_id })}`,
      ),
    ).toHaveLength(1);
    // Opening it marked it read, once.
    expect(api.callsTo(`POST ${fillPath(CHATS_PATHS.read, { conversation_id: ID })}`)).toHaveLength(1);
  });

  it('fills a quick reply typed as /shortcut, sends text with line breaks, and says so when the send fails', async () => {
    const api = inbox({
      [THREAD]: { status: 200, body: { results: [message()], next_cursor: null } },
      [SEND]: { status: 500, body: { detail: 'boom', code: 'server_error' } },
    });
    const { user } = renderScreen(<ChatsPage />, { url: `/app/c/wa-chats?c=${ID}` });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    // A picture over WhatsApp's 5 MB is refused before any upload, saying why.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(
      await screen.findByText('This file is larger than WhatsApp allows for its type: at most 5 MB.'),
    ).toBeVisible();
    expect(screen.queryByTestId('composer-file')).toBeNull();
    await user.type(box, '/tha');
    await user.click(await screen.findByRole('option', { name: /\/thanks/ }));
    expect(box).toHaveValue('Thank you Siti Rahma!');
    await user.type(box, '{Shift>}{Enter}{/Shift}See you');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Sorry, there was an error sending your message. Please try again.'),
    ).toBeVisible();
    expect(api.callsTo(SEND)[0]?.body).toEqual({ text: 'Thank you Siti Rahma!\nSee you' });
    // The contact saw "typing…" while the answer was written, and no longer once it was sent.
    const typing = api.callsTo(`POST ${fillPath(CHATS_PATHS.typing, { conversation_id: ID })}`);
    expect(typing.map((call) => (call.body as { typing: boolean }).typing)).toEqual([true, false]);
  });
});
