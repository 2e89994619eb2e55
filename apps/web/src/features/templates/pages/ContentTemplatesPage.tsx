import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function ContentTemplatesPage() {
  return <PageFrame breadcrumb={{ label: 'routes.cpanel-campaigns.title', to: PATHS.cpanel.campaigns }} />;
}
