import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@siar/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { TeamMemberModal } from '../components/TeamMemberModal.tsx';
import { TeamTable } from '../components/TeamTable.tsx';
import { useTeam } from '../hooks/use-team.ts';

/** The owner's team: agents log in with their own username and work in chats and contacts. */
export function AccountTeamPage() {
  const { t } = useTranslation();
  const team = useTeam();
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);

  return (
    <PageFrame>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" maw={620}>
            {t('account.team.explain')}
          </Text>
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setEditing('new')}>
            {t('account.team.addButton')}
          </Button>
        </Group>
        <Paper withBorder radius="md" p="md">
          {team.isError ? (
            <LoadError onRetry={() => void team.refetch()} />
          ) : team.data ? (
            <>
              <TeamTable members={team.data.results} onEdit={setEditing} />
              {team.data.results.length <= 1 ? (
                <Text size="sm" c="dimmed" ta="center" mt="md">
                  {t('account.team.empty')}
                </Text>
              ) : null}
            </>
          ) : (
            <Skeleton height={120} aria-label={t('common.loading')} />
          )}
        </Paper>
      </Stack>
      <TeamMemberModal member={editing} onClose={() => setEditing(null)} />
    </PageFrame>
  );
}
