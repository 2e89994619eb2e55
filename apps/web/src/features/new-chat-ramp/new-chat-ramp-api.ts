import { NEW_CHAT_RAMP_PATHS, type NewChatRampAnswer, type RampStep } from '@siar/shared';
import { api } from '../../api/client.ts';

/** The account's ramp of daily new-chat caps and each device on it. */
export function fetchNewChatRamp(): Promise<NewChatRampAnswer> {
  return api.get(NEW_CHAT_RAMP_PATHS.ramp);
}

export function saveNewChatRamp(steps: RampStep[]): Promise<NewChatRampAnswer> {
  return api.put(NEW_CHAT_RAMP_PATHS.ramp, { steps });
}
