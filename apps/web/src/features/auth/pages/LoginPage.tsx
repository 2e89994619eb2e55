import { Paper } from '@mantine/core';
import { useState } from 'react';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { GuestOnly } from '../components/GuestOnly.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

export function LoginPage() {
  const [loggedIn, setLoggedIn] = useState(false);
  return (
    <GuestOnly keepOpen={loggedIn}>
      <PublicPage size={480}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <LoginForm onLoggedIn={() => setLoggedIn(true)} />
        </Paper>
      </PublicPage>
    </GuestOnly>
  );
}
