/**
 * /mine/info: nickname (once per NICKNAME_CHANGE_DAYS), avatar through the site's upload flow, profile
 * and area. Only changed fields are sent: an avatar that came from WeChat stays without being re-checked.
 * After saving, the loaders run again so the header and sidebar show the new name and picture.
 */
import { UploadOutlined } from '@ant-design/icons';
import type { MemberProfile } from '@common/member';
import { NICKNAME_CHANGE_DAYS } from '@common/user';
import { checkNickname, checkProfile } from '@common/validation';
import { Avatar, Button, Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { checkerRule } from '~/features/auth/form-rules';
import { UploadError, uploadFile } from '~/features/editor/upload';
import { ApiError } from '~/lib/api';
import { useSubmit } from '~/lib/use-submit';
import { listCities, type ProfileChanges, updateProfile } from './member-api';

interface Area {
  code: string;
  name: string;
}

interface Values {
  nickname: string;
  profile: string;
  province_code: string;
  city_code: string;
}

const toOptions = (areas: Area[]) => areas.map((a) => ({ value: a.code, label: a.name }));

export function ProfileForm({
  profile,
  provinces,
  cities: initialCities,
}: {
  profile: MemberProfile;
  provinces: Area[];
  cities: Area[];
}) {
  const { message } = useFeedback();
  const revalidator = useRevalidator();
  const [form] = Form.useForm<Values>();
  const [avatar, setAvatar] = useState(profile.avatar);
  const [uploading, setUploading] = useState(false);
  const [cities, setCities] = useState(initialCities);
  const fileInput = useRef<HTMLInputElement>(null);
  const renameLocked = profile.nickname_changeable_at !== null;

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setAvatar((await uploadFile(file, 'image')).url);
    } catch (error) {
      // The API client has already shown its own failures.
      if (error instanceof UploadError) message.error(error.message);
    } finally {
      setUploading(false);
    }
  };

  const changeProvince = async (code: string) => {
    form.setFieldValue('city_code', '');
    setCities([]);
    if (!code) return;
    try {
      const list = await listCities(code);
      setCities(list.map((c) => ({ code: c.city_code, name: c.name })));
    } catch (error) {
      // The API client has shown the failure; the city list stays empty.
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const { submit, pending } = useSubmit(async (values: Values) => {
    const changes: ProfileChanges = {};
    const nickname = values.nickname.trim();
    if (nickname !== profile.nickname) changes.nickname = nickname;
    if (avatar !== profile.avatar) changes.avatar = avatar;
    if (values.profile !== profile.profile) changes.profile = values.profile;
    const province = values.province_code ?? '';
    const city = values.city_code ?? '';
    if (province !== (profile.province_code ?? '') || city !== (profile.city_code ?? '')) {
      changes.province_code = province;
      changes.city_code = city;
    }
    if (Object.keys(changes).length === 0) {
      message.info('没有需要保存的修改');
      return;
    }
    await updateProfile(changes);
    message.success('保存成功');
    await revalidator.revalidate();
  });

  return (
    <Form
      form={form}
      name="profile"
      className="profile-form"
      layout="vertical"
      initialValues={{
        nickname: profile.nickname,
        profile: profile.profile,
        province_code: profile.province_code ?? '',
        city_code: profile.city_code ?? '',
      }}
      onFinish={submit}
    >
      <Form.Item label="头像">
        <div className="profile-avatar">
          <Avatar size={72} src={avatar || undefined} alt="">
            {profile.nickname.slice(0, 1)}
          </Avatar>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="profile-avatar-file"
            onChange={(e) => {
              void pickAvatar(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => fileInput.current?.click()}>
            上传头像
          </Button>
        </div>
      </Form.Item>
      <Form.Item
        label="昵称"
        name="nickname"
        rules={[checkerRule(checkNickname)]}
        extra={
          renameLocked
            ? `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次，${profile.nickname_changeable_at?.slice(0, 16)}后可再次修改`
            : `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次`
        }
      >
        <Input maxLength={16} disabled={renameLocked} autoComplete="nickname" />
      </Form.Item>
      <Form.Item label="个人简介" name="profile" rules={[checkerRule(checkProfile)]}>
        <Input.TextArea rows={3} showCount maxLength={100} placeholder="介绍一下自己，如投资风格、关注领域" />
      </Form.Item>
      <Form.Item label="所在地区">
        <div className="profile-area">
          <Form.Item name="province_code" noStyle>
            <Select
              aria-label="省份"
              placeholder="选择省份"
              options={[{ value: '', label: '不显示' }, ...toOptions(provinces)]}
              onChange={(code: string) => void changeProvince(code)}
            />
          </Form.Item>
          <Form.Item name="city_code" noStyle>
            <Select
              aria-label="城市"
              placeholder="选择城市"
              options={[{ value: '', label: '不显示' }, ...toOptions(cities)]}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        保存
      </Button>
    </Form>
  );
}
