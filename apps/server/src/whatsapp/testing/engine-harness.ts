import type { Database } from '../../db/client.ts';
import type { DeviceLink, Engine } from '../engine-port.ts';

/** A file a contact sends. */
export interface IncomingFile {
  kind: 'image' | 'video' | 'audio' | 'document';
  mimetype: string;
  fileName?: string;
  data: Buffer;
}

/**
 * What the engine contract suite needs from an adapter's test set-up: the engine, and the
 * outside world's moves (a phone scanning, a contact writing, the network failing), which each
 * adapter plays its own way (the sandbox through its phone page, Baileys through a fake socket).
 */
export interface EngineHarness {
  db: Database;
  engine: Engine;
  /** A device row of a new customer, as the devices API makes it. */
  newDevice(options?: { pairingPhone?: string }): Promise<DeviceLink>;
  /** A phone scans the QR the engine showed and links the device as `phoneNumber` (E.164). */
  scan(device: DeviceLink, qr: string, phoneNumber: string): Promise<void>;
  /** The phone takes the pairing code the engine showed. */
  enterCode(device: DeviceLink, code: string): Promise<void>;
  /** Every QR of the round goes unscanned. */
  letQrRoundRunOut(device: DeviceLink): Promise<void>;
  /** The recipient's phone gets the message (the sandbox plays its recipients by itself). */
  recipientReceives(device: DeviceLink, waMessageId: string): Promise<void>;
  /** This number has WhatsApp (the sandbox's directory has every number not ending in 000). */
  hasWhatsApp(device: DeviceLink, phoneNumber: string): Promise<void>;
  /** Whether the contact's phone shows the device "typing…". */
  typingShown(device: DeviceLink, to: string): Promise<boolean>;
  /** A contact writes to the device. */
  deliverIncoming(device: DeviceLink, from: string, text: string): Promise<void>;
  /** A contact sends a file (a photo, a document…). */
  deliverIncomingMedia(device: DeviceLink, from: string, file: IncomingFile): Promise<void>;
  /** The network drops the connection (the engine retries by itself). */
  dropConnection(device: DeviceLink): Promise<void>;
  /** The device is unlinked from the phone. */
  unlinkFromPhone(device: DeviceLink): Promise<void>;
  close(): Promise<void>;
}
