import type { z } from 'zod';
import { englishMessage, translationKeyOf } from './errors.ts';

/** Field errors of a zod failure, each with a translation key (the schema's message when it is one). */
export function zodFieldErrors(error: z.ZodError) {
  return error.issues.map((issue) => {
    const key = translationKeyOf(issue.message);
    return { field: issue.path.join('.'), translation_key: key, message: englishMessage(key) };
  });
}
