// What other parts of the server may use of modules/labels: they import it from here, never from its repos
// (scripts/check-modules.mjs).

export {
  contactLabelsOf,
  labelContact,
  labelConversations,
  labelsColumn,
  parsedLabels,
  unlabelContact,
  unlabelConversation,
} from './labels.repo.ts';
export { labelsRoutes } from './labels.routes.ts';
export { checkLabels } from './labels.service.ts';
