/** What a websocket of the panel needs here: send text, and whether it is still open. */
export interface FrameSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
}

/**
 * Hands a socket the events of one burst as one frame: an event alone as its object, several as
 * an array. Events arrive in bursts (NOTIFYs read from one network chunk); one write per burst
 * instead of one per event is what keeps a busy account's fan-out from queueing behind syscalls.
 */
export function frameSender(socket: FrameSocket): (payload: string) => void {
  let pending: string[] = [];
  const flush = () => {
    const burst = pending;
    pending = [];
    if (socket.readyState !== socket.OPEN) return;
    socket.send(burst.length === 1 ? burst[0]! : `[${burst.join(',')}]`);
  };
  return (payload) => {
    pending.push(payload);
    // After the I/O callbacks of this turn: every event of the burst is in by then.
    if (pending.length === 1) setImmediate(flush);
  };
}
