import { useEffect, useRef } from 'react';
import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  resolveLanguage,
  type TLanguage,
} from '@rider-portal/domain/markets';
import { usePortalConfig } from '../config/config-context';
import { changeLanguage } from '../i18n/i18n';

/**
 * The market's languages first, then every interface language, each named in its own script.
 * A native select: the phone's own picker for 26 entries, and a fraction of the weight of a
 * custom dropdown on the landing page, which has a strict size budget.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { languages } = usePortalConfig();
  const others = LANGUAGES.filter((language) => !languages.includes(language));
  const toItem = (language: TLanguage) => ({ value: language, label: LANGUAGE_NAMES[language] });
  // On a prerendered page the menu works before the app has loaded, which cannot
  // hear the choice yet: a language picked then is taken up as soon as the app runs.
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const picked = ref.current?.value;
    if (picked && picked !== resolveLanguage(i18n.language)) {
      void changeLanguage(resolveLanguage(picked));
    }
    // Once, when the menu first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <NativeSelect
      ref={ref}
      aria-label={t('nav.language')}
      value={resolveLanguage(i18n.language)}
      onChange={(event) => void changeLanguage(resolveLanguage(event.currentTarget.value))}
      data={[
        { group: t('nav.language.market'), items: languages.map(toItem) },
        { group: t('nav.language.all'), items: others.map(toItem) },
      ]}
      leftSection={<IconWorld size={18} stroke={1.5} aria-hidden />}
      w={{ base: 136, sm: 180 }}
      classNames={{ input: 'rp-language-select' }}
    />
  );
}
