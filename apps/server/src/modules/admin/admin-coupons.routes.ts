import {
  COUPONS_ADMIN_PATHS,
  couponIdParamsSchema,
  couponInfoSchema,
  couponsPageSchema,
  createCouponSchema,
  searchListQuerySchema,
  updateCouponSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { inGroup } from '../../http/guards.ts';
import { pageWindow } from '../../http/list-page.ts';
import { listCoupons } from '../billing/index.ts';
import { createCoupon, editCoupon, toCouponInfo } from './admin-coupons.ts';

const tags = ['admin'];

export function adminCouponRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('staff', COUPONS_ADMIN_PATHS.coupons),
      {
        schema: {
          tags,
          summary: 'Coupons, newest first, with how often each is used (open or completed payments)',
          querystring: searchListQuerySchema,
          response: { 200: couponsPageSchema },
        },
      },
      async (request) => {
        const { count, rows } = await listCoupons(db, { ...request.query, ...pageWindow(request.query) });
        return { count, results: rows.map((r) => toCouponInfo(r.coupon, r.uses)) };
      },
    );

    app.post(
      inGroup('staff', COUPONS_ADMIN_PATHS.coupons),
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
      inGroup('staff', COUPONS_ADMIN_PATHS.coupon),
      {
        schema: {
          tags,
          summary: 'Changes a coupon (is_active false withdraws it)',
          params: couponIdParamsSchema,
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
