import { PageFrame } from '../../../components/PageFrame.tsx';

export function DashboardPage() {
  return <PageFrame />;
}
