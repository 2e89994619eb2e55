import { Anchor, Box, Container, Divider, Flex, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../app/format.ts';
import { PATHS } from '../../app/paths.ts';
import { DocsLink } from '../../components/DocsLink.tsx';
import { Logo } from '../../components/Logo.tsx';
import { FOOTER_COLUMNS, type FooterItem } from './footer-links.ts';
import classes from './PublicFooter.module.css';

type ItemProps = {
  item: FooterItem;
};

function FooterEntry({ item }: ItemProps) {
  const { t } = useTranslation();
  const label = t(item.label);
  switch (item.kind) {
    case 'route':
      return (
        <Anchor component={Link} to={item.to} c="dimmed" fz="sm">
          {label}
        </Anchor>
      );
    case 'external':
      return (
        <Anchor href={item.href} target="_blank" rel="noopener noreferrer" c="dimmed" fz="sm">
          {label}
        </Anchor>
      );
    case 'docs':
      return (
        <DocsLink page={item.page} c="dimmed" fz="sm">
          {label}
        </DocsLink>
      );
    case 'text':
      return (
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      );
  }
}

export function PublicFooter() {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <Flex direction={{ base: 'column', md: 'row' }} align="flex-start" gap={{ base: 'xl', md: 48 }}>
          <Stack gap="sm" maw={260}>
            <Logo to={PATHS.home} />
            <Text c="dimmed" fz="sm">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xl" w="100%" style={{ flex: 1, minWidth: 0 }}>
            {FOOTER_COLUMNS.map((column) => (
              <Stack key={column.title} gap={8}>
                <Text fw={700} fz="sm">
                  {t(column.title)}
                </Text>
                {column.items.map((item) => (
                  <FooterEntry key={item.label} item={item} />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
        <Divider my="xl" />
        <Text c="dimmed" fz="xs">
          {t('footer.copyright', { year: formats.year(new Date()) })}
        </Text>
      </Container>
    </Box>
  );
}
