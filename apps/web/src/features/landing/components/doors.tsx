import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '../../../shared/flags/use-flag';
import { Section } from './section';

/** Two doors: businesses (sign up or sign in) and individuals (send a parcel). */
export function Doors() {
  const { t } = useTranslation();
  const isSignUpOff = useFlag('sign-up-deactivation');
  return (
    <Section id="doors" title={t('landing.doors.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper radius="lg" p="xl" withBorder>
          <Stack gap="md" h="100%">
            <ThemeIcon size={52} radius="xl" aria-hidden>
              <IconBuildingStore size={26} />
            </ThemeIcon>
            <Title order={3} size="h3">
              {t('landing.doors.business.title')}
            </Title>
            <Text c="dimmed" style={{ flexGrow: 1 }}>
              {t('landing.doors.business.body')}
            </Text>
            <Group gap="sm">
              {isSignUpOff ? null : (
                <Button component={Link} to="/register">
                  {t('landing.doors.business.register')}
                </Button>
              )}
              <Button component={Link} to="/connect" variant={isSignUpOff ? 'filled' : 'default'}>
                {t('nav.sign-in')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper radius="lg" p="xl" withBorder>
          <Stack gap="md" h="100%">
            <ThemeIcon size={52} radius="xl" aria-hidden>
              <IconUser size={26} />
            </ThemeIcon>
            <Title order={3} size="h3">
              {t('landing.doors.individual.title')}
            </Title>
            <Text c="dimmed" style={{ flexGrow: 1 }}>
              {t('landing.doors.individual.body')}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/connect">
                {t('landing.doors.individual.send')}
              </Button>
              <Button component={Link} to="/prohibiteditems-c2c" variant="subtle">
                {t('landing.doors.individual.prohibited')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Section>
  );
}
