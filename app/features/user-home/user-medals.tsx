/** A member's medals on their home: small tags, each explained by its description on hover. */
import { TrophyOutlined } from '@ant-design/icons';
import type { Medal } from '@common/medal';
import { Tag, Tooltip } from 'antd';

export function UserMedals({ medals }: { medals: Medal[] }) {
  if (medals.length === 0) return null;
  return (
    <ul className="user-home-medals" aria-label="勋章">
      {medals.map((m) => (
        <li key={m.medal_id}>
          <Tooltip title={m.description || m.name}>
            <Tag
              className="user-home-medal"
              color="gold"
              icon={
                m.icon ? (
                  <img src={m.icon} alt="" className="user-home-medal-icon" width={12} height={12} />
                ) : (
                  <TrophyOutlined />
                )
              }
            >
              {m.name}
            </Tag>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
