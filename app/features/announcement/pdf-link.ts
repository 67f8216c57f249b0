import { leavingUrl } from '~/features/article/leaving-url';

/**
 * Where an announcement's PDF opens: through the leaving page (the exchanges' sites are not ours), and
 * only for an https link — imports refuse anything else; this guards any older row too.
 */
export const pdfHref = (url: string) => (url.startsWith('https://') ? leavingUrl(url) : null);
