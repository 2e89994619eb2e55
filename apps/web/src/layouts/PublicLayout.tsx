import { Box } from '@mantine/core';
import { PageOutlet } from '../components/PageOutlet.tsx';
import { PublicFooter } from './public/PublicFooter.tsx';
import { PublicNavbar } from './public/PublicNavbar.tsx';

export function PublicLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicNavbar />
      <Box component="main" style={{ flex: 1 }}>
        <PageOutlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
