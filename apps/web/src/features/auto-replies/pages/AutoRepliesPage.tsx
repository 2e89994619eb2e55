import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AutoReplyRule } from '@siar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { AwayNotice } from '../components/AwayNotice.tsx';
import { GuardsCard } from '../components/GuardsCard.tsx';
import { RuleConversationsModal } from '../components/RuleConversationsModal.tsx';
import { RuleEditor } from '../components/RuleEditor.tsx';
import { RulesEmpty } from '../components/RulesEmpty.tsx';
import { RulesList } from '../components/RulesList.tsx';
import { TestConsole } from '../components/TestConsole.tsx';
import { useRules } from '../hooks/use-auto-replies.ts';
import { useRuleActions } from '../hooks/use-rule-actions.tsx';
import { useRuleOptions } from '../hooks/use-rule-options.ts';

/** /app/c/automation/auto-replies: the rules in order, their guards, and the test console. */
export function AutoRepliesPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const options = useRuleOptions();
  const actions = useRuleActions();
  const [editing, setEditing] = useState<AutoReplyRule | 'new' | null>(null);
  const [answeredBy, setAnsweredBy] = useState<AutoReplyRule | null>(null);
  const list = rules.data?.results ?? [];
  const awayWaiting =
    !!rules.data && !rules.data.business_hours_set && list.some((r) => r.trigger === 'away');
  return (
    <PageFrame>
      {awayWaiting ? <AwayNotice /> : null}
      <Paper withBorder p="lg" component="section" aria-labelledby="rules-title">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="rules-title">
              {t('autoReplies.rules.title')}
            </Title>
            {list.length > 0 ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('autoReplies.newRule')}
              </Button>
            ) : null}
          </Group>
          {rules.isError && !rules.data ? (
            <LoadError message={t('autoReplies.loadFailed')} onRetry={() => void rules.refetch()} />
          ) : !rules.data ? (
            <Skeleton height={160} aria-label={t('autoReplies.loading')} />
          ) : list.length === 0 ? (
            <RulesEmpty onNew={() => setEditing('new')} />
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('autoReplies.rules.help')}
              </Text>
              <RulesList
                rules={list}
                options={options}
                onReorder={actions.onReorder}
                onSwitch={actions.onSwitch}
                onDelete={actions.onDelete}
                onEdit={setEditing}
                onConversations={setAnsweredBy}
              />
            </>
          )}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TestConsole options={options} />
        <GuardsCard />
      </SimpleGrid>
      <RuleEditor rule={editing} onClose={() => setEditing(null)} />
      <RuleConversationsModal rule={answeredBy} onClose={() => setAnsweredBy(null)} />
    </PageFrame>
  );
}
