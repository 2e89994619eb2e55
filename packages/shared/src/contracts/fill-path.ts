/** The `:name` parameters a contract path holds, e.g. `'coupon_id'` for `/coupons/:coupon_id/`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : never;

/**
 * A contract path with its parameters filled in, each URL-encoded: the URL a client calls, e.g.
 * `fillPath(COUPONS_ADMIN_PATHS.coupon, { coupon_id: id })`.
 */
export function fillPath<Path extends string>(path: Path, params: Record<PathParams<Path>, string>): string {
  const values = params as Record<string, string>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}
