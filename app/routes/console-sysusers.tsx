/** /console/sysuser: system users (SPEC §7): list, add, edit role/name/status, reset password, delete. Admins only. */
import { SYS_ROLE_NAMES, SYS_ROLES, type SysRole } from '@common/console-vocab';
import { SYS_USER_STATUS_NAMES, type SysUserView } from '@common/sysuser';
import { Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { requireConsole } from '~/console/console-session.server';
import { useConsoleUser } from '~/console/console-user';
import { newPasswordRule, USERNAME_RULE } from '~/console/form-rules';
import { api } from '~/lib/api';
import type { Route } from './+types/console-sysusers';

const PAGE_SIZE = 20;

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'sysuser.manage');
  const query = new URL(args.request.url).searchParams;
  const keyword = (query.get('keyword') ?? '').trim().slice(0, 32);
  const page = Math.min(1000, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  const list = await args.context.services.sysUsers.list({ keyword, start: page, limit: PAGE_SIZE });
  return { keyword, page, list };
}

export const meta: Route.MetaFunction = () => [{ title: '系统用户 - 研社管理后台' }];

const ROLE_OPTIONS = SYS_ROLES.map((r) => ({ value: r, label: SYS_ROLE_NAMES[r] }));
const STATUS_OPTIONS = (['active', 'disabled'] as const).map((s) => ({
  value: s,
  label: SYS_USER_STATUS_NAMES[s],
}));

type Dialog = { kind: 'add' } | { kind: 'edit'; user: SysUserView } | { kind: 'password'; user: SysUserView };

export default function ConsoleSysUsers({ loaderData }: Route.ComponentProps) {
  const { keyword, page, list } = loaderData;
  const me = useConsoleUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const { message, modal } = useFeedback();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const go = (next: { keyword?: string; page?: number }) => {
    const q = new URLSearchParams(params);
    if (next.keyword !== undefined) q.set('keyword', next.keyword);
    q.set('page', String(next.page ?? 1));
    navigate(`?${q}`);
  };
  const done = (text: string) => {
    void message.success(text);
    setDialog(null);
    void revalidator.revalidate();
  };
  const remove = (user: SysUserView) =>
    modal.confirm({
      title: `删除系统用户 ${user.username}？`,
      content: '删除后该用户立即退出管理后台，操作日志保留其用户名。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await api(`/sysuser/${user.id}`, {}, { method: 'DELETE' });
        done('删除成功');
      },
    });

  return (
    <>
      <h1 className="console-page-title">系统用户</h1>
      <div className="console-toolbar">
        <Input.Search
          placeholder="用户名或姓名"
          defaultValue={keyword}
          allowClear
          onSearch={(value) => go({ keyword: value.trim() })}
          style={{ width: 260 }}
        />
        <Button type="primary" onClick={() => setDialog({ kind: 'add' })}>
          添加系统用户
        </Button>
      </div>
      <Table<SysUserView>
        rowKey="id"
        dataSource={list.result}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.totalCount,
          showSizeChanger: false,
          onChange: (p) => go({ page: p }),
        }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'nickname' },
          {
            title: '角色',
            dataIndex: 'role',
            render: (role: SysRole) => <Tag color="blue">{SYS_ROLE_NAMES[role]}</Tag>,
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: SysUserView['status']) => (
              <Tag color={status === 'active' ? 'green' : 'default'}>{SYS_USER_STATUS_NAMES[status]}</Tag>
            ),
          },
          { title: '创建时间', dataIndex: 'create_time' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, user) => (
              <Space size={0}>
                <Button type="link" onClick={() => setDialog({ kind: 'edit', user })}>
                  编辑
                </Button>
                <Button type="link" onClick={() => setDialog({ kind: 'password', user })}>
                  重置密码
                </Button>
                {user.id !== me?.id && (
                  <Button type="link" danger onClick={() => remove(user)}>
                    删除
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'add' && (
        <AddDialog onClose={() => setDialog(null)} onDone={() => done('添加成功')} />
      )}
      {dialog?.kind === 'edit' && (
        <EditDialog user={dialog.user} onClose={() => setDialog(null)} onDone={() => done('保存成功')} />
      )}
      {dialog?.kind === 'password' && (
        <ResetPasswordDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onDone={() => done('密码已重置')}
        />
      )}
    </>
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: () => void;
}

/** Submits a dialog's form; the API client shows a failure's message and the dialog stays open. */
function useSubmit<T>(send: (values: T) => Promise<unknown>, onDone: () => void) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // The form shows what is wrong; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await send(values);
      onDone();
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  };
  return { form, saving, submit };
}

function AddDialog({ onClose, onDone }: DialogProps) {
  const { form, saving, submit } = useSubmit<{
    username: string;
    nickname: string;
    role: SysRole;
    password: string;
  }>((values) => api('/sysuser', values), onDone);
  return (
    <Modal open title="添加系统用户" okText="添加" onOk={submit} confirmLoading={saving} onCancel={onClose}>
      <Form form={form} layout="vertical" autoComplete="off" initialValues={{ role: 'editor', nickname: '' }}>
        <Form.Item
          label="用户名"
          name="username"
          rules={[{ required: true, message: '请输入用户名' }, USERNAME_RULE]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="姓名" name="nickname" rules={[{ max: 20, message: '姓名最多20个字符' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="角色" name="role">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label="初始密码" name="password" rules={[newPasswordRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EditDialog({ user, onClose, onDone }: DialogProps & { user: SysUserView }) {
  const { form, saving, submit } = useSubmit<Pick<SysUserView, 'nickname' | 'role' | 'status'>>(
    (values) => api(`/sysuser/${user.id}`, values, { method: 'PUT' }),
    onDone,
  );
  return (
    <Modal
      open
      title={`编辑 ${user.username}`}
      okText="保存"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ nickname: user.nickname, role: user.role, status: user.status }}
      >
        <Form.Item label="姓名" name="nickname" rules={[{ max: 20, message: '姓名最多20个字符' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="角色" name="role">
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetPasswordDialog({ user, onClose, onDone }: DialogProps & { user: SysUserView }) {
  const { form, saving, submit } = useSubmit<{ password: string }>(
    (values) => api(`/sysuser/${user.id}`, { password: values.password }, { method: 'PUT' }),
    onDone,
  );
  return (
    <Modal
      open
      title={`重置 ${user.username} 的密码`}
      okText="重置"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <p>重置后该用户需用新密码重新登录。</p>
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item label="新密码" name="password" rules={[newPasswordRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
