import { Button } from 'antd';

/** What an admin list or panel shows when its request failed: the sentence and a way to ask again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="admin-list-error" role="alert">
      <p>{text}</p>
      <Button size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
