// Accounts the journeys share. The staff user is created by scripts/e2e-server.mjs before start.
export const STAFF = { username: 'e2e_staff', password: 'e2e-staff-password' } as const;
