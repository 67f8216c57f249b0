/**
 * 个人资料 on the phone: avatar through the site's upload flow, nickname (once per NICKNAME_CHANGE_DAYS)
 * and profile, with the desktop form's checks and call (/api/v1/user/update); only changed fields are sent.
 * After saving the loaders run again, so the centre shows the new name and picture.
 */
import type { MemberProfile } from '@common/member';
import { NICKNAME_CHANGE_DAYS } from '@common/user';
import { checkNickname, checkProfile } from '@common/validation';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { UploadError, uploadFile } from '~/features/editor/upload';
import { type ProfileChanges, updateProfile } from '~/features/member/member-api';
import { H5Avatar } from '~/h5/posts/post-card';
import { showToast } from '~/h5/shell/toasts';
import { useSubmit } from '~/lib/use-submit';
import './mine.css';

export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const revalidator = useRevalidator();
  const [avatar, setAvatar] = useState(profile.avatar);
  const [nickname, setNickname] = useState(profile.nickname);
  const [intro, setIntro] = useState(profile.profile);
  /** Each field's message, shown once the member tried to save. */
  const [errors, setErrors] = useState<{ nickname: string | null; profile: string | null }>({
    nickname: null,
    profile: null,
  });
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const renameLocked = profile.nickname_changeable_at !== null;

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setAvatar((await uploadFile(file, 'image')).url);
    } catch (error) {
      // The API client has already shown its own failures.
      if (error instanceof UploadError) showToast(error.message);
    } finally {
      setUploading(false);
    }
  };

  const { submit, pending } = useSubmit(async () => {
    const found = { nickname: checkNickname(nickname), profile: checkProfile(intro) };
    setErrors(found);
    if (found.nickname || found.profile) return;
    const changes: ProfileChanges = {};
    if (nickname.trim() !== profile.nickname) changes.nickname = nickname.trim();
    if (avatar !== profile.avatar) changes.avatar = avatar;
    if (intro !== profile.profile) changes.profile = intro;
    if (Object.keys(changes).length === 0) {
      showToast('没有需要保存的修改');
      return;
    }
    await updateProfile(changes);
    showToast('保存成功');
    await revalidator.revalidate();
  });

  return (
    <form
      name="profile"
      className="h5-mine-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(undefined);
      }}
    >
      <div className="h5-mine-field">
        <span className="h5-mine-label">头像</span>
        <div className="h5-mine-avatar">
          <H5Avatar src={avatar} name={profile.nickname} size={64} />
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            aria-label="选择头像图片"
            className="h5-mine-avatar-file"
            onChange={(e) => {
              void pickAvatar(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button className="h5-mine-button" loading={uploading} onClick={() => fileInput.current?.click()}>
            上传头像
          </Button>
        </div>
      </div>
      <div className="h5-mine-field">
        <label className="h5-mine-label" htmlFor="profile-nickname">
          昵称
        </label>
        <Input
          id="profile-nickname"
          value={nickname}
          onChange={setNickname}
          maxLength={16}
          disabled={renameLocked}
          autoComplete="nickname"
        />
        {errors.nickname && <span className="h5-mine-error">{errors.nickname}</span>}
        <span className="h5-mine-help">
          {renameLocked
            ? `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次，${profile.nickname_changeable_at?.slice(0, 16)}后可再次修改`
            : `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次`}
        </span>
      </div>
      <div className="h5-mine-field">
        <label className="h5-mine-label" htmlFor="profile-profile">
          个人简介
        </label>
        <TextArea
          id="profile-profile"
          value={intro}
          onChange={setIntro}
          rows={3}
          showCount
          maxLength={100}
          placeholder="介绍一下自己，如投资风格、关注领域"
        />
        {errors.profile && <span className="h5-mine-error">{errors.profile}</span>}
      </div>
      <Button block className="h5-mine-button" type="submit" color="primary" loading={pending}>
        保存
      </Button>
    </form>
  );
}
