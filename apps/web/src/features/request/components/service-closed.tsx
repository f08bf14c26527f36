import { Button } from '@mantine/core';
import { IconClockPause, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { TServiceHours } from '../api/service-hours';

/** 000 §4 "service closed" and §8 "Service hours: {from} to {to}. It's {time}". */
export function ServiceClosed({
  hours,
  isChecking,
  onCheckAgain,
}: {
  hours: TServiceHours;
  isChecking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconClockPause size={30} />}
      title={t('service.closed', { from: hours.from, to: hours.to, time: hours.time })}
      action={
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={isChecking}
          onClick={onCheckAgain}
        >
          {t('request.closed.check-again')}
        </Button>
      }
    >
      {t('service.unavailable')}
    </EmptyState>
  );
}
