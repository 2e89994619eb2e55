import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function ContactGroupsPage() {
  return <PageFrame breadcrumb={{ label: 'routes.cpanel-contacts.title', to: PATHS.cpanel.contacts }} />;
}
