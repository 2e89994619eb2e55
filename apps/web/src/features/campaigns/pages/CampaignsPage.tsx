import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';

export function CampaignsPage() {
  return (
    <PageFrame>
      <SubPageLink label="routes.cpanel-content-templates.title" to={PATHS.cpanel.contentTemplates} />
    </PageFrame>
  );
}
