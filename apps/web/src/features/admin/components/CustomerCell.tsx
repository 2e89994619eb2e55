import { Code, Stack, Text, Tooltip } from '@mantine/core';
import type { AccountDict } from '@siar/shared';

/** Who a row belongs to: the account's name, its owner's username and email, the account id. */
export function CustomerCell({ account }: { account: AccountDict }) {
  const contact = [account.username, account.email].filter(Boolean).join(' · ');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {account.name}
      </Text>
      {contact ? (
        <Text size="xs" c="dimmed">
          {contact}
        </Text>
      ) : null}
      <Tooltip label={account.account_id} withArrow openDelay={300}>
        <Code fz="xs" w="fit-content">
          {account.account_id.slice(0, 8)}
        </Code>
      </Tooltip>
    </Stack>
  );
}
