import { Anchor, Box, Breadcrumbs, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../app/route-meta.ts';

export type BreadcrumbLink = {
  /** An i18n key. */
  label: string;
  to: string;
};

type Props = {
  breadcrumb?: BreadcrumbLink;
  /** What the last crumb names (a campaign's name); the route's title until it is known. */
  current?: string;
  children?: ReactNode;
};

/**
 * The body of a panel page. The top bar already shows the page title as the page's heading,
 * so the frame adds the way back (breadcrumb) and the page's one-line purpose.
 */
export function PageFrame({ breadcrumb, current, children }: Props) {
  const { t } = useTranslation();
  const meta = useRouteMeta();

  return (
    <Stack gap="lg">
      {breadcrumb && meta ? (
        <Box component="nav" aria-label={t('common.breadcrumb')}>
          <Breadcrumbs>
            <Anchor component={Link} to={breadcrumb.to}>
              {t(breadcrumb.label)}
            </Anchor>
            <Text aria-current="page">{current ?? t(meta.title)}</Text>
          </Breadcrumbs>
        </Box>
      ) : null}
      {meta ? <Text c="dimmed">{t(meta.description)}</Text> : null}
      {children}
    </Stack>
  );
}
