/**
 * Under the devices' keys on purpose: a live `devices` event (a level that changed, a device that
 * did) invalidates `['devices']`, and the health follows.
 */
export const deviceHealthKeys = {
  list: ['devices', 'health'] as const,
};
