/** /article-preview?id=…: the author's own post as readers will see it, in any state (draft, in review). */
import { SITE_NAME } from '@common/constants';
import { Button, Result } from 'antd';
import { loadArticlePreview } from '~/features/article/article-loader.server';
import { ArticlePage } from '~/features/article/article-page';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import type { Route } from './+types/article-preview';

export const loader = (args: Route.LoaderArgs) => loadArticlePreview(args);

export const meta: Route.MetaFunction = () => [{ title: `文章预览 - ${SITE_NAME}` }];

export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { open } = useAuthDialogs();
  if (!loaderData.post) {
    return (
      <Result
        className="panel"
        status="403"
        title="登录后查看预览"
        subTitle="只有作者本人可以预览自己的文章"
        extra={
          <Button type="primary" onClick={() => open({ kind: 'login' })}>
            登录
          </Button>
        }
      />
    );
  }
  return <ArticlePage post={loaderData.post} origin="" preview />;
}
