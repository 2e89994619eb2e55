import type { CreateCouponRequest, UpdateCouponRequest } from '@siar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCouponKeys } from '../admin.query-keys.ts';
import { createCoupon, fetchCoupons, type ListParams, updateCoupon } from '../admin-api.ts';

export function useAdminCoupons(params: ListParams) {
  return useQuery({
    queryKey: adminCouponKeys.list(params),
    queryFn: () => fetchCoupons(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponRequest) => createCoupon(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}

/** Edits, disables (`is_active: false`) or enables a coupon. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCouponRequest }) => updateCoupon(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}
