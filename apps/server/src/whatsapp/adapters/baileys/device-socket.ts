import type { PostgresAuthState } from './auth-state.ts';
import type { ConnectionDeps } from './connection-deps.ts';
import type { BaileysLogger } from './logger.ts';
import { findSentText } from './sent-messages.repo.ts';
import type { BaileysSocket } from './socket.ts';
import { socketConfig } from './socket-config.ts';

/**
 * A new socket for the device, on its auth state and logger; WhatsApp's retry requests are
 * answered with the text the device sent under that id.
 */
export function makeDeviceSocket(
  deps: ConnectionDeps,
  deviceId: string,
  auth: PostgresAuthState,
  log: BaileysLogger,
): BaileysSocket {
  return deps.makeSocket(
    socketConfig(deps.settings, {
      auth: auth.forSocket(),
      logger: log,
      getMessage: async (key) => {
        const text = key.id ? await findSentText(deps.db, deviceId, key.id) : undefined;
        return text === undefined ? undefined : { conversation: text };
      },
    }),
    deviceId,
  );
}

/**
 * Ends a socket that neither opened nor showed a QR within `connectWatchdogMs` (while it is still
 * the current one), so that it is retried; answers the cancel, for when it does answer.
 */
export function watchConnecting(
  deps: ConnectionDeps,
  sock: BaileysSocket,
  log: BaileysLogger,
  current: () => boolean,
): () => void {
  return deps.clock.after(deps.connectWatchdogMs, () => {
    if (!current()) return;
    log.warn({ afterMs: deps.connectWatchdogMs }, 'socket neither opened nor showed a QR; ending it');
    // A plain Error, not a Boom: whatever status the upgrade got, this close is a retry.
    void sock.end(new Error('no answer from WhatsApp while connecting')).catch(() => undefined);
  });
}
