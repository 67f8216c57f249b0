import { Avatar } from 'antd';
import { Link } from 'react-router';
import './post-list.css';

export interface AuthorLike {
  user_id: number;
  nickname: string;
  avatar: string;
}

export const userHomePath = (userId: number) => `/u/${userId}`;

/** An author's avatar and nickname, linking to their home page. */
export function AuthorLink({ user, size = 28 }: { user: AuthorLike; size?: number }) {
  return (
    <Link className="author-link" to={userHomePath(user.user_id)}>
      <Avatar size={size} src={user.avatar || undefined} alt="">
        {user.nickname.slice(0, 1)}
      </Avatar>
      <span className="author-link-name">{user.nickname || '用户'}</span>
    </Link>
  );
}
