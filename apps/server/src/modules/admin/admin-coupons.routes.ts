import { COUPON_KINDS, createCouponSchema, PLAN_IDS, updateCouponSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { listCoupons } from '../billing/coupons.repo.ts';
import { createCoupon, editCoupon, toCouponInfo } from './admin-coupons.ts';
import { listQuerySchema, pageWindow, paginated } from './admin-views.ts';

const BASE = '/billing/coupons';
const tags = ['admin'];

const couponInfoSchema = z.object({
  coupon_id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  plan_ids: z.array(z.enum(PLAN_IDS)).nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});

export function adminCouponRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${BASE}/`,
      {
        schema: {
          tags,
          summary: 'Coupons, newest first, with how often each is used (open or completed payments)',
          querystring: listQuerySchema.omit({ status: true }),
          response: { 200: paginated(couponInfoSchema) },
        },
      },
      async (request) => {
        const { count, rows } = await listCoupons(db, { ...request.query, ...pageWindow(request.query) });
        return { count, results: rows.map((r) => toCouponInfo(r.coupon, r.uses)) };
      },
    );

    app.post(
      `${BASE}/`,
      {
        schema: {
          tags,
          summary: 'Creates a coupon',
          body: createCouponSchema,
          response: { 201: couponInfoSchema },
        },
      },
      async (request, reply) => {
        const staff = request.staff;
        return reply.code(201).send(await createCoupon(db, staff, request.body));
      },
    );

    app.patch(
      `${BASE}/:coupon_id/`,
      {
        schema: {
          tags,
          summary: 'Changes a coupon (is_active false withdraws it)',
          params: z.object({ coupon_id: z.uuid({ error: 'Not a valid coupon id.' }) }),
          body: updateCouponSchema,
          response: { 200: couponInfoSchema },
        },
      },
      async (request) => {
        const staff = request.staff;
        return editCoupon(db, staff, request.params.coupon_id, request.body);
      },
    );
  };
}
