import { checkNickname, checkProfile } from '@common/validation';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Picker from 'antd-mobile/es/components/picker';
import TextArea from 'antd-mobile/es/components/text-area';
import { type ReactNode, useState } from 'react';
import {
  areaName,
  areaOptions,
  type ProfileFormProps,
  useCities,
  useProfileForm,
} from '~/features/member/use-profile-form';
import { H5Avatar } from '~/h5/posts/post-card';
import { showToast } from '~/h5/shell/toasts';
import './mine.css';

function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  /** Shown once the member tried to save. */
  error: string | null;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="h5-mine-field">
      <label className="h5-mine-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && <span className="h5-mine-error">{error}</span>}
      {help && <span className="h5-mine-help">{help}</span>}
    </div>
  );
}

/** A row of 所在地区 that opens its picker. */
function AreaButton({
  label,
  value,
  ...rest
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" {...rest}>
      <span>{label}</span>
      <span className="h5-mine-area-value">{value}</span>
    </button>
  );
}

export function ProfileForm({ profile, provinces, cities: savedCities }: ProfileFormProps) {
  const { avatar, renameLocked, nicknameHelp, save } = useProfileForm(profile, (_kind, text) =>
    showToast(text),
  );
  const { cities, loadCities } = useCities(savedCities);
  const [nickname, setNickname] = useState(profile.nickname);
  const [intro, setIntro] = useState(profile.profile);
  const [errors, setErrors] = useState<{ nickname: string | null; profile: string | null }>({
    nickname: null,
    profile: null,
  });
  const [province, setProvince] = useState(profile.province_code ?? '');
  const [city, setCity] = useState(profile.city_code ?? '');
  const [picking, setPicking] = useState<'province' | 'city' | null>(null);

  const chooseProvince = (code: string) => {
    if (code === province) return;
    setProvince(code);
    setCity('');
    void loadCities(code);
  };

  return (
    <form
      name="profile"
      className="h5-mine-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = { nickname: checkNickname(nickname), profile: checkProfile(intro) };
        setErrors(found);
        if (!found.nickname && !found.profile) {
          void save.submit({ nickname, profile: intro, province_code: province, city_code: city });
        }
      }}
    >
      <div className="h5-mine-field">
        <span className="h5-mine-label">头像</span>
        <div className="h5-mine-avatar">
          <H5Avatar src={avatar.url} name={profile.nickname} size={64} />
          <input {...avatar.inputProps} aria-label="选择头像图片" className="h5-mine-avatar-file" />
          <Button className="h5-mine-button" loading={avatar.uploading} onClick={avatar.choose}>
            上传头像
          </Button>
        </div>
      </div>
      <Field id="profile-nickname" label="昵称" error={errors.nickname} help={nicknameHelp}>
        <Input
          id="profile-nickname"
          value={nickname}
          onChange={setNickname}
          maxLength={16}
          disabled={renameLocked}
          autoComplete="nickname"
        />
      </Field>
      <Field id="profile-profile" label="个人简介" error={errors.profile}>
        <TextArea
          id="profile-profile"
          value={intro}
          onChange={setIntro}
          rows={3}
          showCount
          maxLength={100}
          placeholder="介绍一下自己，如投资风格、关注领域"
        />
      </Field>
      <fieldset className="h5-mine-field">
        <legend className="h5-mine-label">所在地区</legend>
        <div className="h5-mine-area">
          <AreaButton
            label="省份"
            value={areaName(provinces, province)}
            onClick={() => setPicking('province')}
          />
          <AreaButton
            label="城市"
            value={areaName(cities, city)}
            disabled={!province}
            onClick={() => setPicking('city')}
          />
        </div>
        <Picker
          title="选择省份"
          columns={[areaOptions(provinces)]}
          value={[province]}
          visible={picking === 'province'}
          onClose={() => setPicking(null)}
          onConfirm={([code]) => chooseProvince(String(code ?? ''))}
        />
        <Picker
          title="选择城市"
          columns={[areaOptions(cities)]}
          value={[city]}
          visible={picking === 'city'}
          onClose={() => setPicking(null)}
          onConfirm={([code]) => setCity(String(code ?? ''))}
        />
      </fieldset>
      <Button block className="h5-mine-button" type="submit" color="primary" loading={save.pending}>
        保存
      </Button>
    </form>
  );
}
