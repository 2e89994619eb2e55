export { queueStreamEvents, streamBacklog } from './event-stream-outbox.repo.ts';
export { eventStreamsOn, startEventStreams } from './event-streams.service.ts';
