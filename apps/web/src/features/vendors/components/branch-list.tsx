import { ActionIcon, Badge, Box, Group, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TVendor } from '@rider-portal/domain/vendors';

interface TBranchListProps {
  vendors: readonly TVendor[];
  currentId: string | null;
  onSelect: (vendor: TVendor) => void;
  canEdit: (vendor: TVendor) => boolean;
  onEdit: (vendor: TVendor) => void;
}

/**
 * 000 §2 "Branch list": one radio per branch. Parent vendors in bold with an icon, their outlets
 * under them with an edit button where allowed; an outlet that is not active yet says so.
 */
export function BranchList({ vendors, currentId, onSelect, canEdit, onEdit }: TBranchListProps) {
  const { t } = useTranslation();
  const byId = new Map(vendors.map((v) => [v.vendor_id, v]));
  return (
    <Radio.Group
      value={currentId}
      onChange={(id) => {
        const vendor = byId.get(id);
        if (vendor) onSelect(vendor);
      }}
      label={t('vendors.branches')}
      styles={{ label: { marginBlockEnd: 8 } }}
    >
      <Stack gap={4}>
        {vendors.map((vendor) => {
          const isOutlet = vendor.parent_vendor_id !== null && byId.has(vendor.parent_vendor_id);
          const name = vendor.vendor_information.name;
          return (
            <Group
              key={vendor.vendor_id}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              py={6}
              px="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                marginInlineStart: isOutlet ? 'var(--mantine-spacing-lg)' : 0,
                background:
                  vendor.vendor_id === currentId ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Radio
                value={vendor.vendor_id}
                style={{ flex: 1, minWidth: 0 }}
                styles={{ labelWrapper: { minWidth: 0 }, body: { alignItems: 'center' } }}
                label={
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {vendor.is_parent ? (
                      <IconBuildingStore size={18} aria-label={t('vendors.parent')} />
                    ) : null}
                    <Box style={{ minWidth: 0 }}>
                      <Text fw={vendor.is_parent ? 700 : 500} size="sm" truncate dir="auto">
                        {name}
                      </Text>
                      <Group gap={6} wrap="nowrap">
                        <Text size="xs" c="dimmed" truncate>
                          {vendor.vendor_id}
                        </Text>
                        {vendor.is_active ? null : (
                          <Badge size="xs" variant="light" color="yellow" style={{ flexShrink: 0 }}>
                            {t('vendors.available-soon')}
                          </Badge>
                        )}
                      </Group>
                    </Box>
                  </Group>
                }
              />
              {canEdit(vendor) ? (
                <Tooltip label={t('vendors.edit-collection-point', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('vendors.edit-collection-point', { name })}
                    onClick={() => onEdit(vendor)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
