import { useFlag } from '../../../shared/flags/use-flag';
import { useIsSessionValid, useSession } from '../../../shared/session/session-store';

/**
 * 001 §2 "Help centre button", §6: the help centre is for signed-in vendor users only: hidden when
 * the help-center flag is off, for guests, when signed out, and in the embedded GODROID mode.
 */
export function useIsHelpCenterAvailable(): boolean {
  const session = useSession();
  const isValid = useIsSessionValid();
  const isFlagOn = useFlag('help-center');
  return isFlagOn && isValid && session.mode === 'CLASSIC' && session.user !== null;
}
