import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useRecordAction } from './useRecordAction';

/**
 * A record's button whose action cannot be undone (rotate a secret, revoke a key): it asks
 * first, naming the record (`%{name}` in the title and text), then runs and says how it went.
 * The question's two buttons say what each does (`confirm`: "Revoke the key", `cancel`: "Keep the key").
 */
export const ConfirmedAction = ({
  label,
  title,
  content,
  confirm,
  cancel,
  icon,
  color,
  run,
  success,
  after,
}: {
  label: string;
  title: string;
  content: string;
  confirm: string;
  cancel: string;
  icon: ReactElement;
  color: 'warning' | 'error';
  run: () => Promise<unknown>;
  success: string;
  after: (result: unknown) => void;
}) => {
  const record = useRecordContext<{ name?: string }>();
  const [asking, setAsking] = useState(false);
  const { isPending, trigger } = useRecordAction(run, success, after);
  return (
    <>
      <Button
        label={label}
        color={color}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {icon}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={title}
        content={content}
        confirm={confirm}
        cancel={cancel}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        translateOptions={{ name: record?.name ?? '' }}
        onConfirm={() => {
          setAsking(false);
          void trigger();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
