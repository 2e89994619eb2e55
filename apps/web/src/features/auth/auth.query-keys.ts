/** Who is logged in; a live `devices` event asks it again (pairing ends "awaiting device"). */
export const authKeys = {
  session: ['auth', 'session'] as const,
};
