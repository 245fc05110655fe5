import { can, type AdminAction } from '@sabora/contract';
import { useSession } from './session';

/**
 * Whether the signed-in admin may do the action, read from the contract's
 * permission table the API's guards enforce (decision 0121). The web only
 * mirrors the server's answer: a hidden button or menu entry is a courtesy,
 * the 403 is the rule.
 */
export function useCan(action: AdminAction): boolean {
  const { admin } = useSession();
  return admin !== null && can(admin.type, action);
}
