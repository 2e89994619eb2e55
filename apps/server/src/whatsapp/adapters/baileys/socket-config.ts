import {
  type AuthenticationState,
  Browsers,
  DEFAULT_CONNECTION_CONFIG,
  isJidNewsletter,
  isJidStatusBroadcast,
  type proto,
  type UserFacingSocketConfig,
  type WABrowserDescription,
  type WAMessageKey,
  type WAVersion,
} from 'baileys';
import type { BaileysLogger } from './logger.ts';

export interface SocketSettings {
  /**
   * The WhatsApp Web version to announce. `fetchLatestBaileysVersion()` needs the network and
   * never throws, so the version is configuration, defaulting to the one Baileys bundles.
   */
  version: WAVersion;
  /** How the device shows under the phone's "Linked devices". */
  browser: WABrowserDescription;
  /** Where to connect; Baileys' WhatsApp Web address unless set (tests point it at a local server). */
  waWebSocketUrl?: string;
}

export const DEFAULT_SOCKET_SETTINGS: SocketSettings = {
  version: DEFAULT_CONNECTION_CONFIG.version,
  browser: Browsers.macOS('Chrome'),
};

export interface SocketParts {
  auth: AuthenticationState;
  logger: BaileysLogger;
  /** A message this device sent, for a recipient's retry request. */
  getMessage(key: WAMessageKey): Promise<proto.IMessage | undefined>;
}

/** The config of one socket of a device. */
export function socketConfig(settings: SocketSettings, parts: SocketParts): UserFacingSocketConfig {
  return {
    ...parts,
    version: settings.version,
    browser: settings.browser,
    ...(settings.waWebSocketUrl ? { waWebSocketUrl: settings.waWebSocketUrl } : {}),
    // Stay "offline", so the phone keeps getting notifications, and fetch no full history.
    markOnlineOnConnect: false,
    syncFullHistory: false,
    // Status updates and channels are not chats; decrypting them only feeds error floods.
    shouldIgnoreJid: (jid) => isJidStatusBroadcast(jid) || Boolean(isJidNewsletter(jid)),
  };
}
