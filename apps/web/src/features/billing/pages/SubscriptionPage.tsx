import { PageFrame } from '../../../components/PageFrame.tsx';

export function SubscriptionPage() {
  return <PageFrame />;
}
