import { Anchor, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconClock, IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { docsOrigin } from '../../../app/docs-host.ts';
import { PublicPage } from '../../../components/PublicPage.tsx';
import { ContactForm } from '../components/ContactForm.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  const facts = [
    { icon: IconClock, title: t('contact.hoursTitle'), text: t('contact.hours') },
    { icon: IconMessageReply, title: t('contact.replyTitle'), text: t('contact.reply') },
  ];

  return (
    <PublicPage>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {facts.map(({ icon: Icon, title, text }) => (
              <Group key={title} align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Title order={2} fz="md">
                    {title}
                  </Title>
                  <Text c="dimmed">{text}</Text>
                </div>
              </Group>
            ))}
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <IconBook size={22} />
              </ThemeIcon>
              <div>
                <Title order={2} fz="md">
                  {t('contact.docsTitle')}
                </Title>
                <Text c="dimmed">
                  {t('contact.docsText')}{' '}
                  <Anchor href={docsOrigin(window.location)}>{t('contact.docsLink')}</Anchor>
                </Text>
              </div>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="lg" mb="md">
              {t('contact.formTitle')}
            </Title>
            <ContactForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </PublicPage>
  );
}
