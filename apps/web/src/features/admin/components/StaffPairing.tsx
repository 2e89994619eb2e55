import { PairingProgress } from '../../devices/components/PairingProgress.tsx';
import { useRetryStaffDevice, useStaffDevice } from '../hooks/use-staff-device.ts';

type Props = {
  deviceId: string;
  /** "Connected" has been shown for a moment. */
  onConnected: () => void;
};

/**
 * Scan QR's second step: the customer's device as it pairs, in the customer's own pairing views
 * (QR or code with its countdown, Retry once it ran out, "Connected"), read through the staff API.
 */
export function StaffPairing({ deviceId, onConnected }: Props) {
  const query = useStaffDevice(deviceId);
  const retry = useRetryStaffDevice();
  return <PairingProgress query={query} onConnected={onConnected} retry={retry} />;
}
