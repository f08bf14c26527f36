import { useState } from 'react';
import { Alert, Box } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../shared/flags/use-flag';

const DISMISSED_KEY = 'technical-problems-dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 001 §2 "a technical-problems banner about contact-centre delays": shown under the top bar while
 * the operators keep the `technical-problems-banner` flag on. A user may close it for the rest of
 * the visit (the tab's session); it comes back in a new one while the problems last.
 */
export function TechnicalProblemsBanner() {
  const { t } = useTranslation();
  const isOn = useFlag('technical-problems-banner');
  const [isDismissed, setDismissed] = useState(wasDismissed);
  if (!isOn || isDismissed) return null;
  return (
    <Box px={{ base: 'sm', md: 'lg' }} pt="sm" maw={1280} mx="auto">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        withCloseButton
        closeButtonLabel={t('app.banner.close')}
        data-testid="technical-problems-banner"
        onClose={() => {
          try {
            window.sessionStorage.setItem(DISMISSED_KEY, '1');
          } catch {
            // Private mode without storage: closed for this page only.
          }
          setDismissed(true);
        }}
      >
        {t('app.technical-problems')}
      </Alert>
    </Box>
  );
}
