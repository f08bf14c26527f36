import { Button } from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /order-tracking[/:vendorId]: live orders (001 §2). The list and map replace the empty state. */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  const { vendorId } = useParams();
  return (
    <PageShell title={t('tracking.title')} lead={t('tracking.lead')}>
      <EmptyState
        icon={<IconMapPin size={30} />}
        title={t('tracking.empty.title')}
        action={
          <Button
            component={Link}
            to={vendorId ? `/request-a-rider/${vendorId}` : '/request-a-rider'}
            rightSection={<IconArrowRight size={18} className="rp-flip-rtl" aria-hidden />}
          >
            {t('nav.request')}
          </Button>
        }
      >
        {t('tracking.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
