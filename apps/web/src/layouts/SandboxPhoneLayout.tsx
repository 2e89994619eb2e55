import { Box, Container, Group } from '@mantine/core';
import { PATHS } from '../app/paths.ts';
import { LanguageMenu } from '../components/LanguageMenu.tsx';
import { Logo } from '../components/Logo.tsx';
import { PageOutlet } from '../components/PageOutlet.tsx';

/**
 * The sandbox phone's frame: a phone-sized column with the logo and the language, nothing of the
 * marketing site. It is opened from a QR, most often on a phone or in a second tab.
 */
export function SandboxPhoneLayout() {
  return (
    <Box mih="100vh" bg="gray.0" py="md" px="sm">
      <Container size={420} px={0}>
        <Group justify="space-between" mb="md" wrap="nowrap">
          <Logo to={PATHS.home} />
          <LanguageMenu />
        </Group>
        <Box component="main">
          <PageOutlet />
        </Box>
      </Container>
    </Box>
  );
}
