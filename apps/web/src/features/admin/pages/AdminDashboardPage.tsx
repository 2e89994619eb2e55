import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function AdminDashboardPage() {
  return (
    <PageFrame>
      <ComingSoon messageKey="apanel.dashboardComingSoon" />
    </PageFrame>
  );
}
