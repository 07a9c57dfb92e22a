import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

interface RetryAlertProps {
  message: string;
  onRetry: () => unknown;
  /** 'Try again' unless the screen words it otherwise ('Retry', the portal's language). */
  retryLabel?: string;
  /** A reload icon on the button, where a whole tab or the figures failed. */
  reloadIcon?: boolean;
  className?: string;
}

/** Where a request of the admin console or the supplier portal failed: what could not be loaded, and a button to ask again. */
export function RetryAlert({ message, onRetry, retryLabel = 'Try again', reloadIcon = false, className }: RetryAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      className={className}
      message={message}
      action={
        <Button size="small" icon={reloadIcon ? <ReloadOutlined /> : undefined} onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    />
  );
}
