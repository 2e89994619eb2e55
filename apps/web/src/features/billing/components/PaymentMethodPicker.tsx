import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethodId } from '@siar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { usePaymentMethods } from '../hooks/use-billing-queries.ts';
import { MethodIcon } from './MethodIcon.tsx';

type Props = {
  methods: ReturnType<typeof usePaymentMethods>;
  value: PaymentMethodId | null;
  error: string | null;
  onChange: (method: PaymentMethodId) => void;
};

/** The methods on offer as radio cards; placeholders while they load, a retry when they fail. */
export function PaymentMethodPicker({ methods, value, error, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={3} fz="md" id="payment-method-title">
          {t('billing.checkout.methodTitle')}
        </Title>
        {methods.isPending ? (
          <Stack gap="xs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={64} />
            ))}
          </Stack>
        ) : methods.isError ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('billing.messages.loadPaymentMethodsFailed')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void methods.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Radio.Group
            value={value}
            onChange={(next) => onChange(next as PaymentMethodId)}
            aria-labelledby="payment-method-title"
            error={error}
          >
            <Stack gap="xs">
              {methods.data.map((option) => (
                <Radio.Card key={option.id} value={option.id} p="md" radius="md">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <MethodIcon method={option.id} />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`billing.methods.${option.id}.name`, { defaultValue: option.name })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`billing.methods.${option.id}.description`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Paper>
  );
}
