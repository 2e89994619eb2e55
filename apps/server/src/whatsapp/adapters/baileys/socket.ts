import makeWASocket, { type BaileysEventEmitter, type UserFacingSocketConfig, type WASocket } from 'baileys';

/**
 * The part of Baileys' socket the engine uses. Tests hand the engine a fake of exactly this
 * (`testing/fake-socket.ts`), emitting Baileys' real event shapes.
 */
export type BaileysSocket = Pick<
  WASocket,
  | 'end'
  | 'logout'
  | 'sendMessage'
  | 'sendPresenceUpdate'
  | 'onWhatsApp'
  | 'requestPairingCode'
  | 'updateMediaMessage'
  | 'fetchAccountReachoutTimelock'
  | 'fetchNewChatMessageCap'
  | 'user'
> & {
  ev: Pick<BaileysEventEmitter, 'on'>;
  signalRepository: { lidMapping: Pick<WASocket['signalRepository']['lidMapping'], 'getPNForLID'> };
};

/** Makes a device's socket (the device's id is for fakes; Baileys needs only the config). */
export type MakeSocket = (config: UserFacingSocketConfig, deviceId: string) => BaileysSocket;

export const makeBaileysSocket: MakeSocket = (config) => makeWASocket(config);
