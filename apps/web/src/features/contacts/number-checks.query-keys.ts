export const numberChecksKeys = {
  all: ['number-checks'] as const,
  latest: ['number-checks', 'latest'] as const,
};
