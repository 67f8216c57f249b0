/** /url/middleware?target=…: the leaving-the-site page every external link in user content passes through. */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { SITE_NAME } from '@common/constants';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { parseLeavingTarget } from '~/features/article/leaving-url';
import '~/features/article/article.css';
import type { Route } from './+types/url-middleware';

export function loader({ request }: Route.LoaderArgs) {
  return { target: parseLeavingTarget(new URL(request.url).searchParams.get('target')) };
}

export const meta: Route.MetaFunction = () => [
  { title: `即将离开${SITE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const LEAVING_WARNING = `您即将离开${SITE_NAME}，请注意账号和财产安全`;

export default function UrlMiddleware({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { target } = loaderData;

  if (!target) {
    return (
      <section className="panel leaving-page">
        <h1>链接无效</h1>
        <Link to="/">返回首页</Link>
      </section>
    );
  }

  const back = () => {
    // Opened in a new tab from a post, there is nothing to go back to: home instead.
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <section className="panel leaving-page">
      <ExclamationCircleOutlined style={{ fontSize: 40, color: '#fa8c16' }} aria-hidden />
      <h1>即将离开{SITE_NAME}</h1>
      <p className="leaving-warning">{LEAVING_WARNING}</p>
      <p className="leaving-target">{target}</p>
      <div className="leaving-actions">
        <Button type="primary" href={target} rel="noopener noreferrer nofollow">
          继续访问
        </Button>
        <Button onClick={back}>返回</Button>
      </div>
    </section>
  );
}
