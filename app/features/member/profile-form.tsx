/**
 * /mine/info: nickname (once per NICKNAME_CHANGE_DAYS), avatar through the site's upload flow, profile
 * and area, saved as use-profile-form.ts does for the phone too.
 */
import { UploadOutlined } from '@ant-design/icons';
import { checkNickname, checkProfile } from '@common/validation';
import { Avatar, Button, Form, Input, Select } from 'antd';
import { useFeedback } from '~/components/feedback';
import { checkerRule } from '~/features/auth/form-rules';
import {
  areaOptions,
  type ProfileFormProps,
  type ProfileValues,
  useCities,
  useProfileForm,
} from './use-profile-form';

export function ProfileForm({ profile, provinces, cities: savedCities }: ProfileFormProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<ProfileValues>();
  const { cities, loadCities } = useCities(savedCities);
  const { avatar, renameLocked, nicknameHelp, save } = useProfileForm(profile, (kind, text) =>
    message[kind](text),
  );

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
      onFinish={save.submit}
    >
      <Form.Item label="头像">
        <div className="profile-avatar">
          <Avatar size={72} src={avatar.url || undefined} alt="">
            {profile.nickname.slice(0, 1)}
          </Avatar>
          <input {...avatar.inputProps} className="profile-avatar-file" />
          <Button icon={<UploadOutlined />} loading={avatar.uploading} onClick={avatar.choose}>
            上传头像
          </Button>
        </div>
      </Form.Item>
      <Form.Item label="昵称" name="nickname" rules={[checkerRule(checkNickname)]} extra={nicknameHelp}>
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
              options={areaOptions(provinces)}
              onChange={(code: string) => {
                form.setFieldValue('city_code', '');
                void loadCities(code);
              }}
            />
          </Form.Item>
          <Form.Item name="city_code" noStyle>
            <Select aria-label="城市" placeholder="选择城市" options={areaOptions(cities)} />
          </Form.Item>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.pending}>
        保存
      </Button>
    </Form>
  );
}
