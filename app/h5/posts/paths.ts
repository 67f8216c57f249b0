/** Where the mobile site links a post and a member (SPEC §2 "Mobile and legacy redirects"). */
export { h5ArticlePath } from '~/h5/share/share-card';

export const h5HomePath = (userId: number) => `/h5/mine?id=${userId}`;
