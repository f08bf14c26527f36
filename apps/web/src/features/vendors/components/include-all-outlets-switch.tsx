import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { setIncludingAllOutlets } from '../../../shared/vendor/selected-vendor';

/**
 * 000 §2, 001 §2: 'include all outlets', for accounts with parent vendors. Disabled on the request
 * page and while the selected branch is not a parent; turning it on says so in a notice. The
 * choice is remembered (001 §9 "vendor toggle flags").
 */
export function IncludeAllOutletsSwitch({
  isChecked,
  isDisabled,
}: {
  isChecked: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={isChecked}
      disabled={isDisabled}
      label={t('vendors.include-all-outlets')}
      description={t(
        isDisabled ? 'vendors.include-all-outlets.unavailable' : 'vendors.include-all-outlets.hint',
      )}
      onChange={(event) => {
        const isOn = event.currentTarget.checked;
        setIncludingAllOutlets(isOn);
        if (isOn) {
          notifications.show({ color: 'green', message: t('vendors.include-all-outlets.on') });
        }
      }}
    />
  );
}
