import { PREORDER_MIN_LEAD_MINUTES, PREORDER_WINDOW_DAYS } from '@rider-portal/domain/constants';
import { PREORDER_SLOT_MINUTES } from '@rider-portal/domain/order-rules';
import { isServiceOpen, parseServiceHours } from '@rider-portal/domain/service-hours';
import { dateTimeFormat } from '../../../shared/format/time';

export type TSlotDay = { value: string; label: string; slots: { value: string; label: string }[] };

const STEP_MS = PREORDER_SLOT_MINUTES * 60_000;

/**
 * The pre-order times a user may pick (000 §2 "pre-order date and time picker"): every 15 minutes
 * from 30 minutes ahead to 2 days ahead, inside the service hours, grouped by day, all on the
 * market's clock whatever the device's time zone.
 */
export function preorderSlots(input: {
  now: number;
  timeZone: string;
  serviceHours: string;
  language: string;
}): TSlotDay[] {
  const hours = parseServiceHours(input.serviceHours) ?? { from: 0, to: 0 };
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: input.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const dayLabel = dateTimeFormat(input.language, {
    timeZone: input.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const timeLabel = dateTimeFormat(input.language, {
    timeZone: input.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const first = Math.ceil((input.now + PREORDER_MIN_LEAD_MINUTES * 60_000) / STEP_MS) * STEP_MS;
  const last = input.now + PREORDER_WINDOW_DAYS * 86_400_000;
  const days: TSlotDay[] = [];
  for (let at = first; at <= last; at += STEP_MS) {
    const parts = Object.fromEntries(wall.formatToParts(at).map((part) => [part.type, part.value]));
    const hhmm = (Number(parts.hour) % 24) * 100 + Number(parts.minute);
    if (!isServiceOpen(hours, hhmm)) continue;
    const day = `${parts.year}-${parts.month}-${parts.day}`;
    let entry = days.find((d) => d.value === day);
    if (!entry) {
      entry = { value: day, label: dayLabel.format(at), slots: [] };
      days.push(entry);
    }
    entry.slots.push({ value: String(at / 1000), label: timeLabel.format(at) });
  }
  return days;
}
