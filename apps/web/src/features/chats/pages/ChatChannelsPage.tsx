import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function ChatChannelsPage() {
  return <PageFrame breadcrumb={{ label: 'routes.cpanel-wa-chats.title', to: PATHS.cpanel.chats }} />;
}
