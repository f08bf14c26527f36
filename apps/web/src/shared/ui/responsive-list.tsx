import type { ReactNode } from 'react';
import { Card, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export type TListColumn = { key: string; header: ReactNode; align?: 'end' };

type TResponsiveListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The list's accessible name, on the table and on the list of cards alike. */
  label: string;
  /** From this width on a dense table; below it one card per item (UX.md: cards on phones). */
  wideFrom: string;
  columns: readonly TListColumn[];
  /** The cells of an item's row, in the order of `columns`. */
  cells: (item: T) => ReactNode;
  /** What an item's card shows. */
  card: (item: T) => ReactNode;
  tableMinWidth: number;
  /** A long table scrolls inside this height, its header kept in view. */
  tableMaxHeight?: string;
};

/** A list of records: a striped table on wide screens, a stack of cards on narrow ones. */
export function ResponsiveList<T>(props: TResponsiveListProps<T>) {
  const isWide = useMediaQuery(`(min-width: ${props.wideFrom})`, true, {
    getInitialValueInEffect: false,
  });
  if (!isWide) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={props.label}
      >
        {props.items.map((item) => (
          <Card key={props.itemKey(item)} withBorder radius="md" padding="sm" component="li">
            {props.card(item)}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={props.tableMinWidth} maxHeight={props.tableMaxHeight}>
        <Table
          stickyHeader={props.tableMaxHeight !== undefined}
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          aria-label={props.label}
        >
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.items.map((item) => (
              <Table.Tr key={props.itemKey(item)}>{props.cells(item)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
