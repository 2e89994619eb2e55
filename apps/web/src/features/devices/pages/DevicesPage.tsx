import { PATHS } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { SubPageLink } from '../../../components/SubPageLink.tsx';

export function DevicesPage() {
  return (
    <PageFrame>
      <SubPageLink label="routes.cpanel-warmup.title" to={PATHS.cpanel.warmup} />
    </PageFrame>
  );
}
