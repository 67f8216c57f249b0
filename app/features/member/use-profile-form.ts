/**
 * 个人资料's logic for both sites (desktop /mine/info and /h5/mine/info), free of any UI kit: the avatar
 * upload, the nickname rule's help text and the save (/api/v1/user/update) of only the changed fields, so
 * an avatar that came from WeChat stays without being re-checked. After saving the loaders run again, so
 * the header, sidebar and centre show the new name and picture.
 */
import type { MemberProfile } from '@common/member';
import { NICKNAME_CHANGE_DAYS } from '@common/user';
import { useRevalidator } from 'react-router';
import { useImagePicker } from '~/features/editor/upload';
import { useSubmit } from '~/lib/use-submit';
import { type ProfileChanges, updateProfile } from './member-api';

export interface ProfileValues {
  nickname: string;
  profile: string;
  /** Only the desktop offers the area; without these keys it is not sent. */
  province_code?: string;
  city_code?: string;
}

/** How each site shows a message: an info, a success or an error toast. */
export type ProfileNotify = (kind: 'info' | 'success' | 'error', text: string) => void;

function changesOf(profile: MemberProfile, avatar: string, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const nickname = values.nickname.trim();
  if (nickname !== profile.nickname) changes.nickname = nickname;
  if (avatar !== profile.avatar) changes.avatar = avatar;
  if (values.profile !== profile.profile) changes.profile = values.profile;
  if ('province_code' in values) {
    const province = values.province_code ?? '';
    const city = values.city_code ?? '';
    if (province !== (profile.province_code ?? '') || city !== (profile.city_code ?? '')) {
      changes.province_code = province;
      changes.city_code = city;
    }
  }
  return changes;
}

export function useProfileForm(profile: MemberProfile, notify: ProfileNotify) {
  const revalidator = useRevalidator();
  const avatar = useImagePicker(profile.avatar, (text) => notify('error', text));
  const renameLocked = profile.nickname_changeable_at !== null;
  const nicknameHelp = renameLocked
    ? `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次，${profile.nickname_changeable_at?.slice(0, 16)}后可再次修改`
    : `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次`;

  const save = useSubmit(async (values: ProfileValues) => {
    const changes = changesOf(profile, avatar.url, values);
    if (Object.keys(changes).length === 0) {
      notify('info', '没有需要保存的修改');
      return;
    }
    await updateProfile(changes);
    notify('success', '保存成功');
    await revalidator.revalidate();
  });

  return { avatar, renameLocked, nicknameHelp, save };
}
