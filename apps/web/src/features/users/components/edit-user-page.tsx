import { DeleteOutlined, MobileOutlined } from '@ant-design/icons';
import {
  adminUserPatchBody,
  attendanceTypeLabels,
  attendanceTypes,
  governorateLabels,
  governorates,
  levelLabels,
  levels,
} from '@sabora/contract';
import type {
  AdminUser,
  AdminUserPatchBody,
  AttendanceType,
  Governorate,
  Level,
} from '@sabora/contract';
import { Button, Card, Form, Input, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadFailed } from '@/components/admin/load-failed';
import { failedToLoad } from '@/lib/offline-query';
import { ChoiceSelect } from '@/components/form/choice-select';
import { useConfirm } from '@/components/use-confirm';
import { messages } from '@/i18n/messages';
import { operationsMessages } from '@/i18n/operations-messages';
import { useCourseOptions } from '@/lib/api/course-options';
import { phoneDigits } from '@/lib/phone';
import { fieldRule, showIssues } from '@/lib/zod-rule';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '@/lib/api/get-user';
import { useResetDevice } from '../api/reset-device';
import { useUpdateUser } from '../api/update-user';
import { StudentStrip } from '@/components/admin/student-strip';
import { useSubmitOnce } from '@/lib/use-submit-once';
import './edit-user-page.css';
import { clearable } from '@/lib/clearable';

const copy = operationsMessages.ops.editUser;
const fields = messages.fields;
const shape = adminUserPatchBody.shape;

export interface EditUserValues {
  name: string;
  phone: string;
  fatherPhone: string;
  level: Level;
  governorate: Governorate;
  attendanceType: AttendanceType;
  courses: string[];
  vip: boolean;
  frozen: boolean;
  showHidden: boolean;
  password?: string;
}

function valuesOf(user: AdminUser): EditUserValues {
  return {
    name: user.name,
    phone: user.phone,
    fatherPhone: user.fatherPhone,
    level: user.level,
    governorate: user.governorate,
    attendanceType: user.attendanceType,
    courses: user.courses,
    vip: user.vip,
    frozen: user.frozen,
    showHidden: user.showHidden,
  };
}

/** Only the fields that changed are sent; an empty password leaves it as it is. */
export function changedFields(before: EditUserValues, after: EditUserValues): AdminUserPatchBody {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof EditUserValues)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) body[key] = after[key];
  }
  if (after.password) body.password = after.password;
  return body as AdminUserPatchBody;
}

function EditUserForm({ user }: { user: AdminUser }) {
  const [form] = Form.useForm<EditUserValues>();
  const [initial] = useState(() => valuesOf(user));
  const courses = useCourseOptions();
  const update = useUpdateUser();
  const reset = useResetDevice();
  const remove = useDeleteUser();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const submitOnce = useSubmitOnce(update.isPending);

  // Courses the list did not return (more than a page) still show by id.
  const options = courses.data ?? [];

  const finish = (values: EditUserValues) => {
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) {
      toast.info(copy.noChanges);
      return;
    }
    const parsed = adminUserPatchBody.safeParse(body);
    if (!parsed.success) {
      showIssues(form, parsed.error);
      return;
    }
    const patch = parsed.data;
    submitOnce(() =>
      update.mutate(
        { id: user._id, body: patch },
        {
          onSuccess: () => {
            toast.success(messages.common.saved);
            void navigate(`/admin/users/${user._id}`);
          },
        },
      ),
    );
  };

  return (
    <>
      <Card className="admin-form-card ops-section">
        <Form<EditUserValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={finish}
          className="admin-form"
          data-testid="edit-user-form"
        >
          <Form.Item name="name" label={fields.name} rules={[fieldRule(shape.name)]}>
            <Input dir="auto" maxLength={80} />
          </Form.Item>
          <div className="admin-form__row">
            {/* No maxLength: a pasted "010 1234 5678" would be cut before its spaces are dropped. */}
            <Form.Item
              name="phone"
              label={fields.phone}
              rules={[fieldRule(shape.phone)]}
              normalize={phoneDigits}
            >
              <Input dir="ltr" inputMode="tel" />
            </Form.Item>
            <Form.Item
              name="fatherPhone"
              label={fields.fatherPhone}
              rules={[fieldRule(shape.fatherPhone)]}
              normalize={phoneDigits}
            >
              <Input dir="ltr" inputMode="tel" />
            </Form.Item>
          </div>
          <div className="admin-form__row">
            <Form.Item name="level" label={fields.level} rules={[fieldRule(shape.level)]}>
              <ChoiceSelect<Level>
                label={fields.level}
                options={levels.map((value) => ({ value, label: levelLabels[value] }))}
              />
            </Form.Item>
            <Form.Item
              name="governorate"
              label={fields.governorate}
              rules={[fieldRule(shape.governorate)]}
            >
              <ChoiceSelect<Governorate>
                label={fields.governorate}
                showSearch={{ optionFilterProp: 'label' }}
                options={governorates.map((value) => ({
                  value,
                  label: governorateLabels[value],
                }))}
              />
            </Form.Item>
            <Form.Item
              name="attendanceType"
              label={fields.attendanceType}
              rules={[fieldRule(shape.attendanceType)]}
            >
              <ChoiceSelect<AttendanceType>
                label={fields.attendanceType}
                options={attendanceTypes.map((value) => ({
                  value,
                  label: attendanceTypeLabels[value],
                }))}
              />
            </Form.Item>
          </div>
          <Form.Item
            name="courses"
            label={copy.courses}
            extra={copy.coursesHint}
            rules={[fieldRule(shape.courses)]}
          >
            <Select
              mode="multiple"
              allowClear={clearable}
              loading={courses.isLoading}
              options={options}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={messages.common.choose(copy.courses)}
            />
          </Form.Item>
          <div className="admin-form__row">
            <Form.Item name="vip" label={copy.vip} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="frozen" label={copy.frozen} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="showHidden" label={copy.showHidden} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Form.Item
            name="password"
            label={copy.newPassword}
            extra={copy.newPasswordHint}
            rules={[
              {
                validator: (_rule, value: unknown) => {
                  if (value === undefined || value === '') return Promise.resolve();
                  const result = shape.password.safeParse(value);
                  return result.success
                    ? Promise.resolve()
                    : Promise.reject(new Error(result.error.issues[0]?.message));
                },
              },
            ]}
          >
            <Input.Password dir="ltr" inputMode="numeric" autoComplete="new-password" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={update.isPending}
            block
            data-testid="edit-user-save"
          >
            {messages.common.save}
          </Button>
        </Form>
      </Card>
      <Card size="small" className="admin-form-card ops-section ops-danger" title={copy.danger}>
        <div className="ops-actions">
          <Button
            icon={<MobileOutlined />}
            loading={reset.isPending}
            disabled={!user.deviceBound}
            onClick={() => {
              void confirm({
                title: operationsMessages.ops.user.confirmResetDevice,
                content: operationsMessages.ops.user.confirmResetDeviceHint,
                danger: false,
              }).then((ok) => {
                if (ok) reset.mutate(user._id);
              });
            }}
          >
            {operationsMessages.ops.user.actions.resetDevice}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() => {
              void confirm({ title: copy.confirmDelete, content: copy.confirmDeleteHint }).then(
                (ok) => {
                  if (!ok) return;
                  remove.mutate(user._id, {
                    onSuccess: () => {
                      void navigate('/admin/users', { replace: true });
                    },
                  });
                },
              );
            }}
            data-testid="delete-user"
          >
            {copy.deleteUser}
          </Button>
        </div>
      </Card>
    </>
  );
}

/** `/admin/edit-user/{id}`: every field of a student, device reset and delete. */
export function EditUserPage() {
  const { id = '' } = useParams();
  const query = useUser(id);
  const user = query.data?.user;
  return (
    <AdminPage title={copy.title}>
      <StudentStrip user={user} />
      {user ? (
        <EditUserForm key={user.updatedAt} user={user} />
      ) : failedToLoad(query) ? (
        <LoadFailed onRetry={query.refetch} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </AdminPage>
  );
}
