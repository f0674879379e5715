import { format } from 'date-fns';
import { css } from 'styled-system/css';
import type { Conversation } from '../../../api/assistant';
import { button } from '../../components/button-styles';

/** Spec §3: an untitled conversation is named by when it started. */
export function conversationLabel(conversation: Conversation): string {
  if (conversation.title) return conversation.title;
  const created = new Date(conversation.created_at);
  const when = Number.isNaN(created.getTime()) ? '' : format(created, 'MMM dd, yyyy h:mm a');
  return `${when} Untitled Conversation`.trim();
}

/** The stored conversations (newest first, as the server lists them) and New conversation. */
export function ConversationPicker({
  conversations,
  currentId,
  onSelect,
}: {
  conversations: Conversation[];
  currentId: string | null;
  onSelect: (conversationId: string | null) => void;
}) {
  const listed = conversations.some((conversation) => conversation.id === currentId);
  return (
    <div
      className={css({
        display: 'flex',
        gap: '2',
        alignItems: 'center',
        px: '3',
        py: '2',
        borderBottom: '1px solid',
        borderColor: 'gray.200',
      })}
    >
      <select
        aria-label="Conversation"
        value={listed ? (currentId ?? '') : ''}
        onChange={(event) => onSelect(event.target.value || null)}
        className={css({
          flex: 1,
          minW: 0,
          h: '32px',
          border: '1px solid',
          borderColor: 'gray.300',
          borderRadius: '6px',
          px: '2',
          fontSize: 'sm',
          bg: 'white',
        })}
      >
        {listed ? null : <option value="">New conversation</option>}
        {conversations.map((conversation) => (
          <option key={conversation.id} value={conversation.id}>
            {conversationLabel(conversation)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => onSelect(null)}
      >
        New conversation
      </button>
    </div>
  );
}
