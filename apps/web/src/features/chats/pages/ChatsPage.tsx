import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';

export function ChatsPage() {
  return (
    <PageFrame>
      <SubPageLink label="routes.cpanel-chat-channels.title" to={PATHS.cpanel.chatChannels} />
    </PageFrame>
  );
}
