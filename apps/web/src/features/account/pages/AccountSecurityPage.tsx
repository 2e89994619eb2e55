import { PageFrame } from '../../../components/PageFrame.tsx';

export function AccountSecurityPage() {
  return <PageFrame />;
}
