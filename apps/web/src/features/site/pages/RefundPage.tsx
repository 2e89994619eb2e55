import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { REFUND_SECTIONS, REFUND_TIMING } from '../legal-content.ts';

export function RefundPage() {
  const { t } = useTranslation();
  const timing = (
    <Table withTableBorder withColumnBorders maw={520} verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('refund.timing.method')}</Table.Th>
          <Table.Th scope="col">{t('refund.timing.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {REFUND_TIMING.map((id) => (
          <Table.Tr key={id}>
            <Table.Th scope="row" fw={500}>
              {t(`refund.timing.${id}.method`)}
            </Table.Th>
            <Table.Td>{t(`refund.timing.${id}.time`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const contact = (
    <Text lh={1.7}>
      <Anchor component={Link} to={PATHS.contact}>
        {t('refund.contactLink')}
      </Anchor>
    </Text>
  );

  return (
    <PublicPage>
      <LegalDocument document="refund" sections={REFUND_SECTIONS} extras={{ timing, request: contact }} />
    </PublicPage>
  );
}
