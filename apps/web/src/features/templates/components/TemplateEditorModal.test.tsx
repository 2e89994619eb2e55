import { TEMPLATES_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { template } from '../test/template-factory.ts';
import { TemplateEditorModal } from './TemplateEditorModal.tsx';

const VARIABLES = `GET ${TEMPLATES_PATHS.variables}`;
const CREATE = `POST ${TEMPLATES_PATHS.templates}`;
const variables = { status: 200, body: { built_in: ['name', 'phone', 'email'], custom_fields: ['city'] } };
const preview = () => screen.getByTestId('template-preview');

describe('the template editor', () => {
  it('renders the live preview from the body as one types, for the sample contact', async () => {
    fakeApi({ [VARIABLES]: variables });
    const { user } = renderScreen(<TemplateEditorModal template="new" onClose={() => {}} />);
    const body = await screen.findByRole('textbox', { name: 'Message' });
    expect(preview()).toHaveTextContent('The message appears here as one contact would receive it.');

    // user-event writes a brace as two.
    await user.type(body, 'Halo {{{{name}}, from {{{{city|your city}}!');
    expect(preview()).toHaveTextContent('Halo Sari, from your city!');

    await user.type(await screen.findByRole('textbox', { name: 'city' }), 'Bandung');
    expect(preview()).toHaveTextContent('Halo Sari, from Bandung!');
    const name = within(preview().parentElement!).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Budi');
    expect(preview()).toHaveTextContent('Halo Budi, from Bandung!');
  });

  it('shows another spintax variant on Shuffle, and keeps it while one types', async () => {
    fakeApi({ [VARIABLES]: variables });
    const { user } = renderScreen(<TemplateEditorModal template="new" onClose={() => {}} />);
    const body = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(body, '{{a|b|c|d|e|f|g|h}');
    const seen = new Set<string>([preview().textContent ?? '']);
    await user.type(body, '!');
    expect(preview().textContent).toBe([...seen][0]!.replace(/$/, '!'));
    for (let i = 0; i < 12 && seen.size < 3; i++) {
      await user.click(screen.getByRole('button', { name: 'Shuffle' }));
      seen.add(preview().textContent ?? '');
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it('inserts a variable where the cursor is', async () => {
    fakeApi({ [VARIABLES]: variables });
    const { user } = renderScreen(<TemplateEditorModal template="new" onClose={() => {}} />);
    const body = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(body, 'Hi !');
    (body as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(await screen.findByRole('button', { name: 'Insert the variable city' }));
    expect(body).toHaveValue('Hi {{city}}!');
  });

  it('says what is wrong before saving: an unknown variable by name, broken spintax', async () => {
    const api = fakeApi({ [VARIABLES]: variables });
    const { user } = renderScreen(<TemplateEditorModal template="new" onClose={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'Promo');
    await screen.findByRole('button', { name: 'Insert the variable city' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi {{{{frist_name}} {{Hello');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(
      await screen.findByText(
        'The variable "frist_name" is not known. Use name, phone, email or a custom field your contacts have.',
      ),
    ).toBeVisible();
    expect(screen.getByText('A spintax choice is never closed: add its closing brace.')).toBeVisible();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("saves, and shows the server's field errors when it refuses", async () => {
    const api = fakeApi({
      [VARIABLES]: variables,
      [CREATE]: {
        status: 400,
        body: {
          body: ['The variable "city" is not known.'],
          field_codes: { body: [{ code: 'template_unknown_variable', params: { name: 'city' } }] },
        },
      },
    });
    const { user } = renderScreen(<TemplateEditorModal template="new" onClose={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'Promo');
    await screen.findByRole('button', { name: 'Insert the variable city' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi {{{{city}}');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText(/The variable "city" is not known/)).toBeVisible();
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ name: 'Promo', body: 'Hi {{city}}', media_id: null });
  });

  it('opens a template with its attachment, and removes it', async () => {
    const media = {
      id: 'm1',
      kind: 'image' as const,
      mimetype: 'image/png',
      file_name: 'promo.png',
      size: 2048,
      url: '/api/v1/cpanel/campaigns/content-templates/media/m1/',
    };
    const api = fakeApi({
      [VARIABLES]: variables,
      [`PATCH ${TEMPLATES_PATHS.template.replace(':template_id', 't1')}`]: { status: 200, body: template() },
    });
    const { user } = renderScreen(<TemplateEditorModal template={template({ media })} onClose={() => {}} />);
    const attachment = await screen.findByTestId('template-attachment');
    expect(within(attachment).getByText('promo.png')).toBeVisible();
    expect(within(attachment).getByText('2 KB')).toBeVisible();
    expect(within(preview()).getByRole('img', { name: 'promo.png' })).toHaveAttribute('src', media.url);
    await user.click(screen.getByRole('button', { name: 'Remove the attachment' }));
    expect(screen.getByText('Choose a file')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(`PATCH ${TEMPLATES_PATHS.template.replace(':template_id', 't1')}`)).toHaveLength(1),
    );
    expect(
      api.callsTo(`PATCH ${TEMPLATES_PATHS.template.replace(':template_id', 't1')}`)[0]?.body,
    ).toMatchObject({
      media_id: null,
    });
  });
});
