// What a screen shows in place of itself when it failed (the router's default error component): the shell and its
// navigation stay. A screen whose code could not be loaded says the shop cannot be reached and offers to try again.
import { useState } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ScreenLoadError } from './lazy-screen';
import { ErrorNotice } from './ui/notice';
import { Button } from './ui/controls';

export function ScreenError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  if (!(error instanceof ScreenLoadError)) return <ErrorNotice error={error} />;
  const retry = async () => {
    setChecking(true);
    // Asked first whether the server answers at all: while it does not, the person stays here, told so again.
    const reachable = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    );
    setChecking(false);
    setStillDown(!reachable);
    if (!reachable) return;
    reset();
    await router.invalidate();
  };
  return (
    <div
      role="alert"
      className="my-3 flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">
        <FormattedMessage id="screen.unreachable" />
      </p>
      <p>
        <FormattedMessage id="screen.unreachableHint" />
      </p>
      {stillDown && (
        <p role="status">
          <FormattedMessage id="screen.stillUnreachable" />
        </p>
      )}
      <Button disabled={checking} onClick={() => void retry()}>
        <FormattedMessage id="action.retry" />
      </Button>
    </div>
  );
}
