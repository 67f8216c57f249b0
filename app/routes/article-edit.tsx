/** /article/edit?type=long|documents|link|ask|garden|live[&draft=id]: the publish forms (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { POST_TYPE_LABEL } from '@common/post-vocab';
import { useState } from 'react';
import { useAuth } from '~/features/auth/auth-context';
import { loadEditPage } from '~/features/editor/editor-loader.server';
import { LoginNeeded } from '~/features/editor/login-needed';
import { PostEditor } from '~/features/editor/post-editor';
import { emptyForm, fromPost } from '~/features/editor/post-form';
import type { Route } from './+types/article-edit';

export const loader = (args: Route.LoaderArgs) => loadEditPage(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `发布${loaderData ? POST_TYPE_LABEL[loaderData.type] : ''} - ${SITE_NAME}` },
];

export default function ArticleEdit({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  const { type, draft } = loaderData;
  if (!user) return <LoginNeeded title="登录后发布" />;
  // A new form (and a fresh draft) for every type or draft.
  return <EditForm key={`${type}:${draft?.article_id ?? ''}`} loaderData={loaderData} />;
}

function EditForm({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { type, draft } = loaderData;
  const [initial] = useState(() => (draft ? fromPost(draft) : emptyForm(type)));
  return <PostEditor mode="create" initial={initial} draftId={draft?.article_id} />;
}
