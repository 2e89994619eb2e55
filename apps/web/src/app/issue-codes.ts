import { answerIssuesWithCodes } from '@siar/shared';

// zod's own checks answer the shared catalogue's error codes, never English, in every parse a
// person reads. Each module that parses imports this file (issue-codes.test.ts holds it) rather
// than the start of the app: zod then stays out of the first page's download, which parses nothing.
answerIssuesWithCodes();
