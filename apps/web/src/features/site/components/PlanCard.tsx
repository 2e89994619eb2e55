import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type BillingCycle, formatIdr, type Plan } from '@siar/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { planLink, planPrice, SHARED_FEATURES, yearlyPerMonth, yearlySaving } from '../pricing.ts';

type Props = {
  plan: Plan;
  cycle: BillingCycle;
  /** True, false, or undefined while the session is unknown. */
  loggedIn: boolean | undefined;
};

export function PlanCard({ plan, cycle, loggedIn }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  const count = formats.number;
  const titleId = `plan-${plan.id}-title`;
  const features = [
    plan.maxDevices === null
      ? t('pricing.features.devicesUnlimited')
      : t('pricing.features.devices', { devices: count(plan.maxDevices) }),
    plan.maxContacts === null
      ? t('pricing.features.contactsUnlimited')
      : t('pricing.features.contacts', { contacts: count(plan.maxContacts) }),
    ...SHARED_FEATURES.map((feature) => t(`pricing.features.${feature}`)),
  ];

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="xl"
      shadow={plan.popular ? 'md' : undefined}
      style={
        plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" mih={26}>
          <Title order={2} fz="xl" id={titleId}>
            {plan.name}
          </Title>
          {plan.popular ? <Badge variant="filled">{t('pricing.mostPopular')}</Badge> : null}
        </Group>
        <Text c="dimmed" size="sm" mih={40}>
          {t(`pricing.plans.${plan.id}`)}
        </Text>
        <div>
          <Group gap={6} align="baseline" wrap="nowrap">
            <Text fz={30} fw={800} lh={1.1} data-testid="plan-price">
              {formatIdr(planPrice(plan, cycle))}
            </Text>
            <Text c="dimmed" size="sm">
              {cycle === 'yearly' ? t('pricing.perYear') : t('pricing.perMonth')}
            </Text>
          </Group>
          {cycle === 'yearly' ? (
            <Text size="sm" c="dimmed">
              {t('pricing.yearlyPerMonth', { perMonth: formatIdr(yearlyPerMonth(plan)) })}
              <br />
              {t('pricing.yearlySaving', { saving: formatIdr(yearlySaving(plan)) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('pricing.billedMonthly')}
              <br />
              {t('pricing.cancelAnyTime')}
            </Text>
          )}
        </div>
        <Button
          component={Link}
          to={planLink(plan, cycle, loggedIn === true)}
          variant={plan.popular ? 'filled' : 'light'}
          size="md"
          loading={loggedIn === undefined}
          fullWidth
          h="auto"
          py={10}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {loggedIn
            ? t('pricing.choosePlan', { plan: plan.name })
            : t('pricing.startTrial', { plan: plan.name })}
        </Button>
        {/* Not `center`: it sets line-height 1, and wrapped Burmese items then collide. */}
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={13} stroke={2.5} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
