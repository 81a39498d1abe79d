import type { EventPublisher } from '../../realtime/publisher';
import { rooms } from '../../realtime/rooms';

/**
 * After an account change committed: a deactivated member's open consoles are told at once
 * (his sockets only) and leave his branches' staff rooms, so a console left open hears
 * nothing more; a member taken off a branch stops hearing that branch.
 */
export function announceAccountChange(
  publisher: EventPublisher,
  tenantId: number,
  change: {
    staffUserId: number;
    deactivated: boolean;
    branchesBefore: number[];
    branchesAfter: number[];
  },
): void {
  const { staffUserId } = change;
  const member = rooms.staffMember({ tenantId, staffUserId });
  if (change.deactivated) publisher.publish(member, 'staffSignedOut', { staffUserId });
  const gone = change.deactivated
    ? change.branchesBefore
    : change.branchesBefore.filter((id) => !change.branchesAfter.includes(id));
  if (gone.length > 0) {
    publisher.leave(
      member,
      gone.map((branchId) => rooms.staff({ tenantId, branchId })),
    );
  }
}
