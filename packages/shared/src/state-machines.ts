/**
 * A state machine as data: for each status, the statuses it may move to. The server refuses any
 * other move before its SQL runs, derives the "from" statuses of its set-based moves from here, and
 * the web can read the same tables. A status listed after itself may be written again (a device's
 * fresh QR while it is pairing): the row's other columns change, the status does not.
 */
export type Moves<S extends string | number> = { readonly [K in S]: readonly S[] };

export function canMove<S extends string | number>(moves: Moves<S>, from: S, to: S): boolean {
  return (moves[from] ?? []).includes(to);
}

/** The statuses `to` may be reached from, in the table's order. */
export function statusesBefore<S extends string | number>(moves: Moves<S>, to: S): S[] {
  const keys = Object.keys(moves).map((key) => (typeof to === 'number' ? Number(key) : key) as S);
  return keys.filter((from) => canMove(moves, from, to));
}
