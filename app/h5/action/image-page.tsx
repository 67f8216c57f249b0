/** /h5/image/{date?}: the day's 异动 overview image (rendered by the server from the day's data). */
import type { ActionCount } from '@common/action';
import { SITE_NAME } from '@common/constants';
import Result from 'antd-mobile/es/components/result';
import { useWxShare } from '~/h5/share/use-wx-share';
import './image-page.css';

export function H5ImagePage(props: {
  requested: string | null;
  count: ActionCount;
  url: string | null;
  origin: string;
}) {
  const { count, url } = props;
  useWxShare({
    title: `${count.date} 涨停复盘图 - ${SITE_NAME}`,
    desc: `${count.date}：${count.field_count} 个板块，${count.stock_count} 只个股异动`,
    link: `${props.origin}/h5/image/${count.date}`,
    imgUrl: url ? `${props.origin}${url}` : '',
  });
  return (
    <section className="h5-action-image">
      <h1 className="h5-action-image-title">{count.date} 涨停复盘图</h1>
      {props.requested !== null && props.requested !== count.date && (
        <p className="h5-action-image-note">{props.requested} 非交易日，显示前一交易日</p>
      )}
      {url ? (
        // Tapping opens the full-size picture, which the phone can zoom.
        <a href={url} target="_blank" rel="noopener">
          <img
            src={url}
            alt={`${count.date} 涨停异动复盘：${count.field_count} 个板块，${count.stock_count} 只个股`}
          />
        </a>
      ) : (
        <Result status="waiting" title="当日复盘图尚未发布" description="收盘后编辑部整理发布，请稍后再来" />
      )}
      {url && <p className="h5-action-image-note">点击图片查看大图</p>}
    </section>
  );
}
