import { PageFrame } from '../../../components/PageFrame.tsx';

export function WarmupPage() {
  return <PageFrame />;
}
