import type { TRequestDraft } from '../state/request-draft';
import type { TRequestField } from '../hooks/use-request-validation';

/** What every form section gets: the draft, a way to change it, and its fields' messages. */
export type TSectionProps = {
  draft: TRequestDraft;
  update: (patch: Partial<TRequestDraft>) => void;
  /** The translated message of a field, or null. */
  errorOf: (field: TRequestField) => string | null;
};
