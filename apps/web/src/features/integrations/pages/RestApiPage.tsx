import { ComingSoon } from '../../../components/ComingSoon.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';

export function RestApiPage() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
