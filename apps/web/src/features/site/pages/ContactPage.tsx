import { PublicPage } from '../../../components/PublicPage.tsx';

export function ContactPage() {
  return <PublicPage />;
}
