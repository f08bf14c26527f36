import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  INSTANT_DELIVERY_PROMISE_MINUTES,
  TYPICAL_DELIVERY_MINUTES,
} from '@rider-portal/domain/constants';
import { Section } from './section';

const QUESTIONS = ['speed', 'fee', 'payment', 'schedule', 'tracking', 'items', 'cancel'] as const;

export function Faq() {
  const { t } = useTranslation();
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
    </Section>
  );
}
