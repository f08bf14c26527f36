import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from '../../shared/ui/public-header';

/** 000 §2: the fallback for any path the portal does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PublicHeader />
      <Center component="main" py={80} px="lg">
        <Stack align="center" gap="md" maw={480} ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconMapPinQuestion size={40} stroke={1.5} />
          </ThemeIcon>
          <Text c="dimmed" fw={600}>
            404
          </Text>
          <Title order={1} size="h2">
            {t('not-found.title')}
          </Title>
          <Text c="dimmed">{t('not-found.body')}</Text>
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            {t('not-found.home')}
          </Button>
        </Stack>
      </Center>
    </>
  );
}
