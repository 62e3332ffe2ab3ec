import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@vb/public-web/i18n';
import type { DesktopApi } from '../shared/bridge';
import { DEFAULT_SERVER_URL } from '../shared/constants';
import { normalizeServerUrl } from '../shared/serverUrl';
import { serverProblemMessage } from './serverMessages';
import styles from './desktop.module.css';

interface Values {
  address: string;
}

/**
 * The server address form: checks the address through the main process (which only remembers
 * one that answers as this site's API) and explains a refusal next to the field.
 */
export function ServerForm({
  bridge,
  initialUrl,
  onConnected,
  onCancel,
}: {
  bridge: DesktopApi;
  initialUrl: string;
  onConnected(url: string): void;
  onCancel?: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit({ address }: Values) {
    setProblem(undefined);
    const url = normalizeServerUrl(address);
    if (!url) {
      setProblem(t('desktop.server.invalid', { url: DEFAULT_SERVER_URL }));
      return;
    }
    setChecking(true);
    try {
      const result = await bridge.setServer(url);
      if (result.ok) {
        onConnected(result.url);
        return;
      }
      const { key, values } = serverProblemMessage(result);
      setProblem(t(key, values));
      if (result.problem === 'redirected' && result.location) {
        form.setFieldValue('address', result.location);
      }
    } catch {
      setProblem(t('error.unknown'));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ address: initialUrl }}
      onFinish={submit}
      data-testid="server-form"
    >
      <Form.Item
        label={t('desktop.server.address')}
        name="address"
        extra={t('desktop.server.hint', { url: DEFAULT_SERVER_URL })}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input
          dir="ltr"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          autoFocus
          disabled={checking}
          data-testid="server-address"
        />
      </Form.Item>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          className={styles.problem}
          data-testid="server-problem"
        />
      )}
      <Space className={styles.actions} wrap>
        <Button type="primary" htmlType="submit" loading={checking} data-testid="server-connect">
          {checking ? t('desktop.server.checking') : t('desktop.server.connect')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={checking} data-testid="server-cancel">
            {t('common.cancel')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
