import { PublicPage } from '../../../components/PublicPage.tsx';

export function RefundPage() {
  return <PublicPage />;
}
