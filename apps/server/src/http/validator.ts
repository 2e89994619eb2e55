import { type ErrorRef, findBodyProblem, ISSUE_CODES, issueRef, MAX_BODY_DEPTH } from '@siar/shared';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** One failed rule of a request part; the error handler turns these into the spec's field errors. */
export interface ValidationIssue {
  instancePath: string;
  message: string;
  schemaPath: string;
  keyword: string;
  params: ErrorRef;
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a request part with its zod schema. Every message is a code of the shared catalogue
 * (the schemas name theirs; zod's own checks get one from ISSUE_CODES). A body that is not a JSON
 * object, a body nested deeper than MAX_BODY_DEPTH, and a string holding a null character (the
 * database cannot store one), are refused before any rule.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && !isPlainObject(data)) return failed([issue([], { code: 'body_not_object' })]);
    const problem = findBodyProblem(data);
    if (problem?.kind === 'too_deep')
      return failed([issue([], { code: 'body_too_deep', params: { maximum: MAX_BODY_DEPTH } })]);
    if (problem) return failed([issue(problem.path, { code: 'null_character' })]);
    const result = schema.safeParse(data, { error: ISSUE_CODES });
    if (result.success) return { value: result.data };
    return failed(
      result.error.issues.map((zodIssue) => issue(zodIssue.path.map(String), issueRef(zodIssue))),
    );
  };

// Fastify types a validator's error as an Error; it accepts an array of issues and keeps it in
// `error.validation`.
const failed = (issues: ValidationIssue[]) => ({ error: issues as unknown as Error });

function issue(path: string[], ref: ErrorRef): ValidationIssue {
  return {
    instancePath: `/${path.join('/')}`,
    message: ref.code,
    schemaPath: '',
    keyword: ref.code,
    params: ref,
  };
}
