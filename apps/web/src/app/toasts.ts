/** Spec section 9: toasts close after 5000 ms and at most 20 show at once. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;
