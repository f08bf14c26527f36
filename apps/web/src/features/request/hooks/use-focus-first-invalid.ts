import { useCallback, useEffect, useRef, useState } from 'react';

// Inputs with a message carry aria-invalid (Mantine sets it from `error`); a group of choices that
// cannot (a radio group) marks its wrapper with data-invalid.
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The first field to fix inside `container`, in the form's order, or its message for the form. */
export function firstInvalidTarget(container: HTMLElement): HTMLElement | null {
  const field = container.querySelector<HTMLElement>(INVALID);
  if (!field) return container.querySelector<HTMLElement>('[data-form-message]');
  return field.matches(FOCUSABLE) ? field : (field.querySelector<HTMLElement>(FOCUSABLE) ?? field);
}

/**
 * After a refused submit the first field to fix is scrolled to the middle of the screen
 * (clear of the top bar and the sticky summary) and focused, so the user reads its message and
 * types there; with no field to blame, the form's message is. Call `focusFirstInvalid` in the
 * same update that shows the messages: the hook waits for them to be rendered.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || !containerRef.current) return;
    const target = firstInvalidTarget(containerRef.current);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { containerRef, focusFirstInvalid };
}
