import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from '../legal-content.ts';

type Props = {
  document: 'refund' | 'terms';
  sections: readonly LegalSection[];
  /** Extra content after a section's paragraphs, by section id (a table, a link). */
  extras?: Partial<Record<string, ReactNode>>;
  /** Values the texts interpolate (days, links' words). */
  values?: Record<string, string | number>;
};

/** A numbered legal text: each section a heading and its paragraphs. */
export function LegalDocument({ document, sections, extras = {}, values }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={780}>
      {sections.map((section, index) => (
        <Stack key={section.id} component="section" gap="xs" aria-labelledby={`${document}-${section.id}`}>
          <Title order={2} fz="h3" id={`${document}-${section.id}`}>
            {index + 1}. {t(`${document}.sections.${section.id}.title`, values)}
          </Title>
          {Array.from({ length: section.paragraphs }, (_, paragraph) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed, numbered texts.
            <Text key={paragraph} lh={1.7}>
              {t(`${document}.sections.${section.id}.p${paragraph + 1}`, values)}
            </Text>
          ))}
          {extras[section.id] ?? null}
        </Stack>
      ))}
    </Stack>
  );
}
