/**
 * 个人资料's logic for both sites (desktop /mine/info and /h5/mine/info), free of any UI kit: the avatar
 * upload, the nickname rule's help text, the area's city list and the save (/api/v1/user/update) of only
 * the changed fields, so an avatar that came from WeChat stays without being re-checked. After saving the
 * loaders run again, so the header, sidebar and centre show the new name and picture.
 */
import type { MemberProfile } from '@common/member';
import { NICKNAME_CHANGE_DAYS } from '@common/user';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useImagePicker } from '~/features/editor/upload';
import { ApiError } from '~/lib/api';
import { useSubmit } from '~/lib/use-submit';
import { listCities, type ProfileChanges, updateProfile } from './member-api';

export interface ProfileValues {
  nickname: string;
  profile: string;
  /** '' shows no area. */
  province_code: string;
  city_code: string;
}

/** A province or city as loadMyProfile and the area API give it. */
export interface Area {
  code: string;
  name: string;
}

/** What a kit's profile form takes: the loader's profile, provinces and the saved province's cities. */
export interface ProfileFormProps {
  profile: MemberProfile;
  provinces: Area[];
  cities: Area[];
}

/** The area choices, 不显示 (no area) first, as `{ value, label }` for either kit's picker. */
export const areaOptions = (areas: Area[]) => [
  { value: '', label: '不显示' },
  ...areas.map((a) => ({ value: a.code, label: a.name })),
];

/** The area's name for a code; 不显示 for none. */
export const areaName = (areas: Area[], code: string) =>
  areaOptions(areas).find((o) => o.value === code)?.label ?? '';

/**
 * The cities to offer: the loader's for the saved province, then those of the province chosen. Only the
 * last choice's answer is kept, so a slow one for an earlier province cannot replace it.
 */
export function useCities(initial: Area[]) {
  const [cities, setCities] = useState(initial);
  const chosen = useRef<string | null>(null);

  const loadCities = async (provinceCode: string) => {
    chosen.current = provinceCode;
    setCities([]);
    if (!provinceCode) return;
    try {
      const list = await listCities(provinceCode);
      if (chosen.current === provinceCode) {
        setCities(list.map((c) => ({ code: c.city_code, name: c.name })));
      }
    } catch (error) {
      // The API client has shown the failure; the city list stays empty.
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return { cities, loadCities };
}

/** How each site shows a message: an info, a success or an error toast. */
export type ProfileNotify = (kind: 'info' | 'success' | 'error', text: string) => void;

function changesOf(profile: MemberProfile, avatar: string, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const nickname = values.nickname.trim();
  if (nickname !== profile.nickname) changes.nickname = nickname;
  if (avatar !== profile.avatar) changes.avatar = avatar;
  if (values.profile !== profile.profile) changes.profile = values.profile;
  if (
    values.province_code !== (profile.province_code ?? '') ||
    values.city_code !== (profile.city_code ?? '')
  ) {
    changes.province_code = values.province_code;
    changes.city_code = values.city_code;
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
