import { centreGateMachine, type CentreAccess } from '@/machines/centreGate/centreGate.machine';
import { definePathSuite } from './harness';

const ACCESS: CentreAccess[] = ['allow', 'wait', 'login', 'needRealAccount', 'refused'];

/**
 * The centre gate (member and agent centres; ADR 023, 026): the site boots on a
 * centre's address (`?ac=…`, a link followed or a reload) while the stored session is still being
 * read (`wait`), with the centre's switch on.
 */
export const centreGatePaths = definePathSuite({
  name: 'centreGate',
  machine: centreGateMachine,
  input: { wanted: true, enabled: true, access: 'wait' },
  events: {
    'centre.request': [{}],
    'centre.dismiss': [{}],
    'centre.switch': [{ enabled: false }, { enabled: true }],
    'centre.access': ACCESS.map((access) => ({ access })),
    'login.closed': [{ access: 'allow' }, { access: 'wait' }, { access: 'login' }],
    'notice.closed': [{}],
  },
});
