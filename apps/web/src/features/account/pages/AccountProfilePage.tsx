import { PageFrame } from '../../../components/PageFrame.tsx';

export function AccountProfilePage() {
  return <PageFrame />;
}
