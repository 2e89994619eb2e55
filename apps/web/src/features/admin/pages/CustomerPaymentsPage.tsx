import { PageFrame } from '../../../components/PageFrame.tsx';

export function CustomerPaymentsPage() {
  return <PageFrame />;
}
