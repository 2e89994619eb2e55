import { Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../app/route-meta.ts';

type Props = {
  children?: ReactNode;
  /** The column's width: the site's width by default, narrower for forms and long reads. */
  size?: MantineSize | number;
};

/** A public page's heading (from its route meta) above its content. */
export function PublicPage({ children, size = 'lg' }: Props) {
  const { t } = useTranslation();
  const meta = useRouteMeta();

  return (
    <Container size={size} py={{ base: 40, md: 64 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{meta ? t(meta.title) : null}</Title>
        {meta ? (
          <Text c="dimmed" fz="lg">
            {t(meta.description)}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Container>
  );
}
