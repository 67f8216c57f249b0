/** What the comment box sends: its plain text as HTML (escaped, line breaks as <br>), after the API's checks. */
import { textToHtml } from '@common/html';
import { COMMENT_MAX, charLength, INTERACTION_MSG } from '@common/interaction-vocab';

/** The API's message for text it would refuse, or null. Counted in characters, not UTF-16 units. */
export function commentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return INTERACTION_MSG.commentRequired;
  if (charLength(trimmed) > COMMENT_MAX) return INTERACTION_MSG.commentTooLong;
  return null;
}

export function commentTextToHtml(text: string): string {
  return textToHtml(text.trim());
}
