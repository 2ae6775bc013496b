import { users } from '../modules/accounts/accounts.tables';
import { sessionsTable } from '../platform/session/session.tables';

/** The platform's sessions belong to accounts' members: the foreign keys are bound here, not in the platform. */
export const sessions = sessionsTable(() => users.userId);
