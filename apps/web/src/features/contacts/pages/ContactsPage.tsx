import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';

export function ContactsPage() {
  return (
    <PageFrame>
      <SubPageLink label="routes.cpanel-contact-groups.title" to={PATHS.cpanel.contactGroups} />
    </PageFrame>
  );
}
