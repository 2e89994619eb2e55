/**
 * The devices feature's query keys. Everything under `all` changes when a device does, so a live
 * `devices` event (or a mutation) invalidates `all` and every table, dialog and select list follows.
 */
export const devicesKeys = {
  all: ['devices'] as const,
  lists: ['devices', 'list'] as const,
  list: (page: number) => ['devices', 'list', page] as const,
  device: (deviceId: string) => ['devices', 'device', deviceId] as const,
  /** The panel's select options: the plan's device room and the devices' states are in them. */
  selectOptions: ['devices', 'select-options'] as const,
};

/** The sandbox phone page's keys (public: no account, so apart from `devicesKeys`). */
export const sandboxPhoneKeys = {
  offer: (token: string) => ['sandbox-phone', 'offer', token] as const,
};
