import { API_RSA_KEY_BITS } from '@rider-portal/domain/constants';
import {
  useFailureText as useSharedFailureText,
  useNotices as useSharedNotices,
} from '../../shared/ui/use-notices';

// The integrations' error texts may name the key size a client's key must have.
const VALUES = { bits: API_RSA_KEY_BITS };

export const useFailureText = () => useSharedFailureText(VALUES);
export const useNotices = () => useSharedNotices(VALUES);
