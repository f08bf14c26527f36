// A phone field as a person types it, kept apart from validation.ts (zod and the phone-number
// rules) so a form can clean its input without loading them.

// 000 §5 "Collection point form": the phone input keeps only digits and plus.
export function sanitizePhoneInput(input: string): string {
  return input.replace(/[^\d+]/g, '');
}
