import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useDocSections } from '../hooks/use-doc-sections.ts';
import { localized } from '../localized.ts';
import { useDocsLanguage } from '../use-docs-language.ts';

export function DocsSidebar() {
  const language = useDocsLanguage();
  const { section_slug: sectionSlug, content_slug: contentSlug } = useParams();
  const { data: sections = [] } = useDocSections();
  // The sidebar holds the active content's id (the spec's state), found from the route's slugs.
  const activeId = sections
    .find((section) => section.slug_field === sectionSlug)
    ?.doc_contents.find((item) => item.slug_field === contentSlug)?.id;

  return (
    <ScrollArea style={{ flex: 1 }} type="scroll">
      <Stack gap="lg" p="md">
        {sections.map((section) => (
          <Stack
            key={section.slug_field}
            gap={2}
            component="nav"
            aria-label={localized(section, 'title', language)}
          >
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {localized(section, 'title', language)}
            </Text>
            {section.doc_contents.map((item) => {
              const active = item.id === activeId;
              return (
                <NavLink
                  key={item.id}
                  component={Link}
                  to={PATHS.docs.content(section.slug_field, item.slug_field)}
                  label={localized(item, 'title', language)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  aria-disabled={active || undefined}
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
