import { Table } from '@mantine/core';
import type { ImportPreview } from '@siar/shared';
import { useTranslation } from 'react-i18next';

/** The file's headers and first rows, as the server read them. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={400} mah={220}>
      <Table withTableBorder striped fz="xs" aria-label={t('contacts.import.preview')}>
        <Table.Thead>
          <Table.Tr>
            {preview.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are known by their place.
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.sample_rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are known by their place.
            <Table.Tr key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are known by their place.
                <Table.Td key={c}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
