import { Button, Group, Pagination, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ContentTemplate, reachablePages, TEMPLATE_TRASH_DAYS } from '@siar/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { TemplateEditorModal } from '../components/TemplateEditorModal.tsx';
import { TemplatesTable } from '../components/TemplatesTable.tsx';
import { useTemplateActions } from '../hooks/use-template-actions.tsx';
import { useTemplates } from '../hooks/use-templates.ts';
import { TEMPLATES_PAGE_SIZE } from '../templates-api.ts';

type List = 'live' | 'trash';

/** /app/c/campaigns/content-templates: the account's templates, their editor, and the trash. */
export function ContentTemplatesPage() {
  const { t } = useTranslation();
  const [list, setList] = useState<List>('live');
  const [pages, setPages] = useState<Record<List, number>>({ live: 1, trash: 1 });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useTemplates(list, pages[list], debounced);
  const [editing, setEditing] = useState<ContentTemplate | 'new' | null>(null);
  const actions = useTemplateActions();
  const total = query.data ? reachablePages(query.data, TEMPLATES_PAGE_SIZE) : 1;

  return (
    <PageFrame breadcrumb={{ label: 'routes.cpanel-campaigns.title', to: PATHS.cpanel.campaigns }}>
      <Tabs value={list} onChange={(value) => setList(value === 'trash' ? 'trash' : 'live')}>
        <Tabs.List>
          <Tabs.Tab value="live">{t('templates.tabs.templates')}</Tabs.Tab>
          <Tabs.Tab value="trash">{t('templates.tabs.trash')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('templates.search')}
          placeholder={t('templates.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPages({ live: 1, trash: 1 });
          }}
          w={{ base: '100%', xs: 280 }}
        />
        {list === 'live' ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('templates.new')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('templates.trash.note', { days: TEMPLATE_TRASH_DAYS })}
          </Text>
        )}
      </Group>
      <TemplatesTable
        list={list}
        query={query}
        searching={debounced !== ''}
        onEdit={setEditing}
        onTrash={(template) => void actions.moveToTrash(template)}
        onRestore={(template) => void actions.restoreFromTrash(template)}
        onDeleteForever={actions.askDeleteForever}
      />
      {total > 1 ? (
        <Group justify="center">
          <Pagination
            total={total}
            value={pages[list]}
            onChange={(page) => setPages({ ...pages, [list]: page })}
          />
        </Group>
      ) : null}
      <TemplateEditorModal template={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
