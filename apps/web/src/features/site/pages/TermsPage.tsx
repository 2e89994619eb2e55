import { PublicPage } from '../../../components/PublicPage.tsx';

export function TermsPage() {
  return <PublicPage />;
}
