/** A console page's document title: the page's name, then the console's (as the layout's own title). */
export const consoleMeta = (title: string) => () => [{ title: `${title} - 研社管理后台` }];
