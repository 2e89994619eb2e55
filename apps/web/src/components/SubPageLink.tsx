import { Button, Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = {
  /** An i18n key. */
  label: string;
  to: string;
};

/** The way into a page the sidebar does not list (warmup, templates, groups, channels). */
export function SubPageLink({ label, to }: Props) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button component={Link} to={to} variant="light" rightSection={<IconChevronRight size={16} />}>
        {t(label)}
      </Button>
    </Group>
  );
}
