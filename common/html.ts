/** HTML text helpers shared by the server (sanitiser, plain pages) and the browser (comment and post forms). */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** Plain text as HTML: escaped, with each line break (\n, \r\n or \r) as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n?|\n/g, '<br>');
}
