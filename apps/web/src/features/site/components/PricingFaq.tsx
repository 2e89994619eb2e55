import { Accordion, Stack, Title } from '@mantine/core';
import { FREE_TRIAL_DAYS } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { FAQ_IDS } from '../pricing.ts';

export function PricingFaq() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="pricing-faq-title" gap="md" maw={820} mx="auto" w="100%">
      <Title order={2} id="pricing-faq-title" ta="center">
        {t('pricing.faq.title')}
      </Title>
      <Accordion variant="separated" radius="md">
        {FAQ_IDS.map((id) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>
              {t(`pricing.faq.${id}.question`, { days: FREE_TRIAL_DAYS })}
            </Accordion.Control>
            <Accordion.Panel>{t(`pricing.faq.${id}.answer`, { days: FREE_TRIAL_DAYS })}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
