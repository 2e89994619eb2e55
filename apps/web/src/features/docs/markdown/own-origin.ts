/** True for a relative URL or one on the page's own origin (the product's media store is there). */
export function isOwnOrigin(url: string, origin = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
