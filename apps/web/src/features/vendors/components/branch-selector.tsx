import { useState } from 'react';
import { Box, Popover, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentVendor } from '../hooks/use-current-vendor';
import { BranchPanel } from './branch-panel';

/** 000 §2, 001 §2 desktop branch selector: the current branch, opening the branch list. */
export function BranchSelector() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { current, vendorId } = useCurrentVendor();
  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-start"
      width={360}
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-label={
            current
              ? t('vendors.current-branch', { name: current.vendor_information.name, id: vendorId })
              : t('vendors.choose-branch')
          }
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          px="sm"
          py={6}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            flexShrink: 0,
            width: 220,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <IconBuildingStore size={20} style={{ flexShrink: 0 }} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate dir="auto">
              {current?.vendor_information.name ?? t('vendors.choose-branch')}
            </Text>
            {vendorId ? (
              <Text size="xs" c="dimmed" truncate>
                {vendorId}
              </Text>
            ) : null}
          </Box>
          <IconChevronDown size={16} style={{ flexShrink: 0 }} aria-hidden />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Box mah="70vh" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
          <BranchPanel onDone={() => setOpen(false)} />
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
