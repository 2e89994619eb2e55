import { PublicPage } from '../../../components/PublicPage.tsx';

export function LogoutPage() {
  return <PublicPage />;
}
