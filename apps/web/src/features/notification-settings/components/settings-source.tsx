import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSettingsAnswer } from '../api/notification-settings';

/**
 * Where the settings in force come from: the vendor's own, its brand's (an outlet that has
 * none follows its brand), or the market's default; and what saving does then.
 */
export function SettingsSource({
  source,
  vendorName,
  brandName,
  isBrand,
}: {
  source: TSettingsAnswer['source'];
  vendorName: string;
  brandName: string;
  isBrand: boolean;
}) {
  const { t } = useTranslation();
  const title =
    source === 'parent'
      ? t('notification-settings.source.parent', { brand: brandName })
      : t(`notification-settings.source.${source}`);
  return (
    <Alert
      variant="light"
      color={source === 'own' ? 'green' : 'blue'}
      icon={<IconInfoCircle size={20} aria-hidden />}
      title={title}
      // A note, not an alert: nothing went wrong, so a screen reader need not interrupt.
      role="note"
    >
      {source === 'own' ? null : (
        <Text size="sm">{t('notification-settings.source.hint', { vendor: vendorName })}</Text>
      )}
      {isBrand ? <Text size="sm">{t('notification-settings.outlets-follow')}</Text> : null}
    </Alert>
  );
}
