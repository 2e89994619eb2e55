import {
  CHATS_PATHS,
  chatDoneSchema,
  conversationIdParamsSchema,
  conversationNoteAnswerSchema,
  conversationNoteSchema,
  mentionsAnswerSchema,
  mentionsReadSchema,
} from '@siar/shared';
import { inGroup } from '../../http/guards.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { phonePrivacyFor } from '../team/phone-privacy.ts';
import type { ChatsDeps } from './chats-deps.ts';
import * as notes from './conversation-notes.service.ts';
import { inboxScope } from './inbox-scope.ts';

const tags = ['chats'];

/** Private notes in threads, and the caller's mentions in them (the panel's notices). */
export function conversationNoteRoutes(app: RouteApp, deps: ChatsDeps) {
  app.post(
    inGroup('subscribed', CHATS_PATHS.notes),
    {
      schema: {
        tags,
        summary:
          'Writes a private note in the thread (never sent to the contact); the members it names are told',
        params: conversationIdParamsSchema,
        body: conversationNoteSchema,
        response: { 201: conversationNoteAnswerSchema },
      },
    },
    async (request, reply) => {
      const scope = await inboxScope(deps.db, request.customer);
      const note = await notes.addNote(deps, scope, request.params.conversation_id, request.body);
      return reply.code(201).send(note);
    },
  );
  app.get(
    inGroup('subscribed', CHATS_PATHS.mentions),
    {
      schema: {
        tags,
        summary: "The caller's latest mentions in notes, newest first, and how many are unread",
        response: { 200: mentionsAnswerSchema },
      },
    },
    async (request) =>
      notes.mentionsOf(deps, request.customer.id, await phonePrivacyFor(deps.db, request.customer)),
  );
  app.post(
    inGroup('subscribed', CHATS_PATHS.mentionsRead),
    {
      schema: {
        tags,
        summary: "Marks the caller's mentions read: those named, those of a conversation, or all",
        body: mentionsReadSchema,
        response: { 200: chatDoneSchema },
      },
    },
    async (request) => notes.readMentions(deps, await inboxScope(deps.db, request.customer), request.body),
  );
}
