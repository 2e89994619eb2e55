import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function PlannerPage() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
