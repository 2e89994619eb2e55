import { Badge, Button, Card, Center, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BillingCycle, formatIdr, PLANS, type Plan, planPrice } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { BillingToggle } from '../../site/components/BillingToggle.tsx';

type Props = {
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  onSelect: (plan: Plan) => void;
};

/** Step 1, Select your plan: the billing cycle (monthly by default) and the three plans. */
export function PlanStep({ cycle, onCycleChange, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Center>
        <BillingToggle value={cycle} onChange={onCycleChange} />
      </Center>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanOption key={plan.id} plan={plan} cycle={cycle} onSelect={onSelect} />
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center">
        {t('billing.plan.note')}
      </Text>
    </Stack>
  );
}

function PlanOption({
  plan,
  cycle,
  onSelect,
}: {
  plan: Plan;
  cycle: BillingCycle;
  onSelect: (plan: Plan) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const count = formats.number;
  const titleId = `subscription-plan-${plan.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      data-testid={`plan-${plan.id}`}
      style={
        plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" mih={26}>
          <Title order={3} fz="lg" id={titleId}>
            {plan.name}
          </Title>
          {plan.popular ? <Badge variant="filled">{t('pricing.mostPopular')}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`pricing.plans.${plan.id}`)}
        </Text>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text fz={26} fw={800} lh={1.1}>
            {formatIdr(planPrice(plan.id, cycle))}
          </Text>
          <Text size="sm" c="dimmed">
            {cycle === 'yearly' ? t('pricing.perYear') : t('pricing.perMonth')}
          </Text>
        </Group>
        <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
          <List.Item>
            {plan.maxDevices === null
              ? t('pricing.features.devicesUnlimited')
              : t('pricing.features.devices', { devices: count(plan.maxDevices) })}
          </List.Item>
          <List.Item>
            {plan.maxContacts === null
              ? t('pricing.features.contactsUnlimited')
              : t('pricing.features.contacts', { contacts: count(plan.maxContacts) })}
          </List.Item>
        </List>
        <Button variant={plan.popular ? 'filled' : 'light'} onClick={() => onSelect(plan)} fullWidth>
          {t('billing.plan.select', { plan: plan.name })}
        </Button>
      </Stack>
    </Card>
  );
}
