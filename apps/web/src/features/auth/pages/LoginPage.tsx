import { PublicPage } from '../../../components/PublicPage.tsx';

export function LoginPage() {
  return <PublicPage />;
}
