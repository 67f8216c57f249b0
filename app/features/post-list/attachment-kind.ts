/**
 * SPEC §3: an attachment's kind comes from its URL's extension. Excel, Word and PDF show fixed icons;
 * jpg, png, jpeg and gif show the image itself; anything else a default placeholder.
 */
export type AttachmentKind = 'excel' | 'word' | 'pdf' | 'image' | 'other';

const KIND_BY_EXTENSION: ReadonlyMap<string, AttachmentKind> = new Map([
  ['xls', 'excel'],
  ['xlsx', 'excel'],
  ['doc', 'word'],
  ['docx', 'word'],
  ['pdf', 'pdf'],
  ['jpg', 'image'],
  ['jpeg', 'image'],
  ['png', 'image'],
  ['gif', 'image'],
]);

/** The lower-case extension of a URL's path (query and fragment ignored), or ''. */
export function urlExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : '';
}

export function attachmentKind(url: string): AttachmentKind {
  return KIND_BY_EXTENSION.get(urlExtension(url)) ?? 'other';
}
