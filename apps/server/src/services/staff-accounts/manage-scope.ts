import { manageProblem, type StaffScope } from '@tableside/shared/domain/staff-management';
import type { StaffUserContext } from '../../http/staff-auth';
import { AppError } from '../../lib/app-error';

/**
 * 403 when `actor` may not manage an account in state `target` (a manager and an owner's or
 * another branch's account, or a role above the floor's). The account was found in the
 * actor's brand first: another brand's is 404 before this runs.
 */
export function assertMayManage(actor: StaffUserContext, target: StaffScope): void {
  const problem = manageProblem(actor, target);
  if (problem) throw new AppError('FORBIDDEN', problem);
}
