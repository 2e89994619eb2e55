import { PublicPage } from '../../../components/PublicPage.tsx';

export function PricingPage() {
  return <PublicPage />;
}
