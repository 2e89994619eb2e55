import type { Conversation } from '@siar/shared';
import { useConversationLabel } from '../hooks/use-labels.ts';
import { LabelsControl } from './LabelsControl.tsx';

/** The thread header's labels: the conversation's, put on and taken off from a menu. */
export function ConversationLabels(props: { conversation: Conversation; onManage: () => void }) {
  const change = useConversationLabel(props.conversation.conversation_id);
  return (
    <LabelsControl
      current={props.conversation.labels}
      onToggle={(labelId, on) => change.mutateAsync({ labelId, on })}
      busy={change.isPending}
      onManage={props.onManage}
    />
  );
}
