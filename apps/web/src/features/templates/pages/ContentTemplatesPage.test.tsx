import { DEVICES_PATHS, fillPath, TEMPLATES_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { page, template } from '../test/template-factory.ts';
import { ContentTemplatesPage } from './ContentTemplatesPage.tsx';

const LIST = `GET ${TEMPLATES_PATHS.templates}`;
const TRASH = `GET ${TEMPLATES_PATHS.trash}`;
const URL = '/app/c/campaigns/content-templates';
const media = {
  id: 'm1',
  kind: 'image' as const,
  mimetype: 'image/png',
  file_name: 'sale.png',
  size: 100,
  url: '/m1',
};

describe('the content templates page', () => {
  it('shows a loader, then the templates with their excerpt and attachment', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fakeApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<ContentTemplatesPage />, { url: URL });
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    answer({ status: 200, body: page([template({ media })]) });
    const row = await screen.findByTestId('template-row');
    expect(row).toHaveTextContent('June promo');
    expect(row).toHaveTextContent('{Hi|Hello} {{name|there}}, our June sale is on.');
    expect(within(row).getByLabelText('Attachment: sale.png')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = fakeApi({ [LIST]: { status: 500, body: { detail: 'x', code: 'server_error' } } });
    const { user } = renderScreen(<ContentTemplatesPage />, { url: URL });
    expect(await screen.findByText('Something did not load')).toBeVisible();
    api.set(LIST, { status: 200, body: page([]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('templates-empty')).toHaveTextContent('No templates yet');
  });

  it('searches by name', async () => {
    const api = fakeApi({ [LIST]: { status: 200, body: page([template()]) } });
    const { user } = renderScreen(<ContentTemplatesPage />, { url: URL });
    await screen.findByTestId('template-row');
    api.set(LIST, { status: 200, body: page([]) });
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'eid');
    expect(await screen.findByText('No template matches this search')).toBeVisible();
    expect(api.callsTo(LIST).at(-1)?.query.get('search')).toBe('eid');
  });

  it('moves a template to the trash, lists the trash with the purge date, and restores it', async () => {
    const trashed = template({
      deleted_at: '2026-06-03T00:00:00.000Z',
      purge_at: '2026-07-03T00:00:00.000Z',
    });
    const restorePath = `POST ${fillPath(TEMPLATES_PATHS.restore, { template_id: 't1' })}`;
    const api = fakeApi({
      [LIST]: { status: 200, body: page([template()]) },
      [`DELETE ${fillPath(TEMPLATES_PATHS.template, { template_id: 't1' })}`]: { status: 200, body: trashed },
      [TRASH]: { status: 200, body: page([trashed]) },
      [restorePath]: { status: 200, body: template() },
      [`GET ${DEVICES_PATHS.selectOptions}`]: { status: 200, body: {} },
    });
    const { user } = renderScreen(<ContentTemplatesPage />, { url: URL });
    await user.click(await screen.findByRole('button', { name: 'Move June promo to the trash' }));
    expect(
      await screen.findByText('June promo moved to the trash. It will be deleted for good on 3 Jul 2026.'),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Trash' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Trash' })).toHaveTextContent('3 Jul 2026'));
    await user.click(screen.getByRole('button', { name: 'Restore June promo' }));
    expect(await screen.findByText('June promo restored')).toBeVisible();
    expect(api.callsTo(restorePath)).toHaveLength(1);
  });
});
