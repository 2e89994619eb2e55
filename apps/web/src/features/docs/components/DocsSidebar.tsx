import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { isLanguage } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';
import { localized } from '../localized.ts';

export function DocsSidebar() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { section_slug: sectionSlug, content_slug: contentSlug } = useParams();
  const { data: sections = [] } = useDocSections();

  return (
    <ScrollArea style={{ flex: 1 }} type="scroll">
      <Stack gap="lg" p="md">
        {sections.map((section) => (
          <Stack key={section.slug_field} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {localized(section, 'title', language)}
            </Text>
            {section.doc_contents.map((item) => {
              const active = section.slug_field === sectionSlug && item.slug_field === contentSlug;
              return (
                <NavLink
                  key={item.id}
                  component={Link}
                  to={PATHS.docs.content(section.slug_field, item.slug_field)}
                  label={localized(item, 'title', language)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  // The open document's link is inert: selecting it again would only refetch.
                  style={active ? { pointerEvents: 'none' } : undefined}
                  tabIndex={active ? -1 : undefined}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}
