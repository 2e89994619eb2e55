import { PublicPage } from '../../../components/PublicPage.tsx';

export function SignUpPage() {
  return <PublicPage />;
}
