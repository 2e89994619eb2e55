import { PageFrame } from '../../../components/PageFrame.tsx';

export function CustomerSubscriptionsPage() {
  return <PageFrame />;
}
