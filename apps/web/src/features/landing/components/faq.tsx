import { Accordion, Anchor } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  INSTANT_DELIVERY_PROMISE_MINUTES,
  TYPICAL_DELIVERY_MINUTES,
} from '@rider-portal/domain/constants';
import { usePortalConfig } from '../../../shared/config/config-context';
import { Section } from './section';

const QUESTIONS = ['speed', 'fee', 'payment', 'schedule', 'tracking', 'items', 'cancel'] as const;

export function Faq() {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  const values = { minutes: TYPICAL_DELIVERY_MINUTES, promise: INSTANT_DELIVERY_PROMISE_MINUTES };
  return (
    <Section id="faq" title={t('landing.faq.title')} tinted>
      <Accordion variant="separated" radius="md" maw={820}>
        {QUESTIONS.map((question) => (
          <Accordion.Item key={question} value={question} bg="white">
            <Accordion.Control>{t(`landing.faq.${question}.q`, values)}</Accordion.Control>
            <Accordion.Panel>{t(`landing.faq.${question}.a`, values)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {/* 001 §2 "Per-country FAQ pages": the market's full help, a lazy page of its own. */}
      <Anchor
        component={Link}
        to={`/help/${country}`}
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, alignSelf: 'flex-start' }}
      >
        {t('landing.faq.more')}
        <IconArrowRight size={16} className="rp-flip-rtl" aria-hidden />
      </Anchor>
    </Section>
  );
}
