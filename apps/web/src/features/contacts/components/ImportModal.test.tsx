import { CONTACTS_PATHS, fillPath } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { contactImport, groupsPage, importPreview } from '../test/contact-factory.ts';
import { ImportModal } from './ImportModal.tsx';

const UPLOAD = `POST ${CONTACTS_PATHS.imports}`;
const START = `POST ${fillPath(CONTACTS_PATHS.startImport, { import_id: 'i1' })}`;
const PROGRESS = `GET ${fillPath(CONTACTS_PATHS.import, { import_id: 'i1' })}`;
const GROUPS = `GET ${CONTACTS_PATHS.groups}`;

/** Mantine's FileInput is a button over a hidden file input, which is what a chosen file fills. */
const fileInput = () => {
  expect(screen.getByRole('button', { name: 'File' })).toBeVisible();
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
};
const csv = () => new File(['Nama,Nomor\nAna,0812'], 'customers.csv', { type: 'text/csv' });

describe('the import flow', () => {
  it('uploads, maps the columns, follows the progress and offers the error report', async () => {
    let progress = contactImport({ status: 'running', processed_rows: 2 });
    const api = fakeApi({
      [UPLOAD]: { status: 201, body: importPreview() },
      [GROUPS]: groupsPage([]),
      [START]: { status: 200, body: contactImport({ status: 'running' }) },
      [PROGRESS]: () => ({ status: 200, body: progress }),
    });
    const { user } = renderScreen(<ImportModal opened onClose={() => {}} />);
    await user.upload(fileInput(), csv());

    const preview = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(within(preview).getByText('Medan')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Phone number/ })).toHaveValue('Nomor');
    expect(screen.getByRole('combobox', { name: 'Name' })).toHaveValue('Nama');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Kota' }));
    await user.type(screen.getByRole('textbox', { name: 'Field name' }), 'city');
    await user.click(screen.getByRole('button', { name: 'Start import' }));

    expect(await screen.findByText('Importing: 2 of 4 rows')).toBeVisible();
    expect(api.callsTo(START)[0]?.body).toEqual({
      phone: 1,
      name: 0,
      email: null,
      group: null,
      custom_fields: [{ column: 2, key: 'city' }],
      group_id: null,
    });
    progress = contactImport({ status: 'completed', processed_rows: 4, created_count: 3, error_count: 1 });
    expect(await screen.findByText('Import finished', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText('New contacts: 3')).toBeVisible();
    expect(screen.getByText('Rows not imported: 1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download error report' })).toHaveAttribute(
      'href',
      fillPath(CONTACTS_PATHS.importErrors, { import_id: 'i1' }),
    );
  });

  it('says what is wrong with a refused file', async () => {
    fakeApi({
      [UPLOAD]: {
        status: 400,
        body: { detail: 'The file has no contacts.', code: 'import_file_empty' },
      },
      [GROUPS]: groupsPage([]),
    });
    const { user } = renderScreen(<ImportModal opened onClose={() => {}} />);
    await user.upload(fileInput(), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has no contacts. Its first row must hold the column names, followed by at least one row.',
    );
  });

  it('will not start without a phone column', async () => {
    const api = fakeApi({
      [UPLOAD]: {
        status: 201,
        body: {
          ...importPreview(),
          suggested_mapping: { phone: null, name: null, email: null, group: null },
        },
      },
      [GROUPS]: groupsPage([]),
    });
    const { user } = renderScreen(<ImportModal opened onClose={() => {}} />);
    await user.upload(fileInput(), csv());
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Choose the column that holds the phone numbers.')).toBeVisible();
    await waitFor(() => expect(api.callsTo(START)).toHaveLength(0));
  });
});
