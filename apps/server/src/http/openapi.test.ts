import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};

let ctx: TestContext;
let operations: [string, Operation][];
beforeAll(async () => {
  ctx = await createTestApp();
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  // Kept for the CI's lint of the document (redocly), which reads it from here.
  mkdirSync('.test-reports', { recursive: true });
  writeFileSync('.test-reports/openapi.json', JSON.stringify(document, null, 2));
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );
});
afterAll(() => ctx.close());

const accessOf = (name: string) => {
  const [method, path] = name.split(' ');
  const url = path!.replace(/\{(\w+)\}/g, ':$1');
  return ctx.app.routeTable.find(
    (route) => route.url === url && ([] as string[]).concat(route.method).includes(method!),
  )?.config?.access;
};

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId, a summary and its security', () => {
    expect(operations.length).toBeGreaterThan(20);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, op] of operations) {
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary, name).toBeTruthy();
      expect(op.security, name).toBeDefined();
    }
  });

  it('says which 4xx answers each operation can give, and asks for the session where it is needed', () => {
    for (const [name, op] of operations) {
      const codes = Object.keys(op.responses ?? {});
      const access = accessOf(name);
      if (access !== 'public') {
        expect(codes, name).toContain('401');
        // The REST API authenticates by its bearer key, every other guarded route by the session.
        const scheme = access === 'integration' ? { bearer: [] } : { session: [] };
        expect(op.security, name).toEqual([expect.objectContaining(scheme)]);
      }
      if (access === 'customer' || access === 'staff') expect(codes, name).toContain('403');
      if (name.startsWith('POST')) expect(codes, name).toContain('400');
    }
  });
});
