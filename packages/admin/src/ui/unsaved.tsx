// No typed work lost: while a form holds changes not saved, leaving its screen inside the dashboard asks first (the
// router's blocker) and closing or reloading the tab gets the browser's own question (beforeunload). Every editing
// form renders <UnsavedChanges dirty={…} /> once; the question is this one dialog.
import { useLayoutEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './controls';
import { Dialog } from './dialog';

export function UnsavedChanges({ dirty }: { dirty: boolean }) {
  const intl = useIntl();
  // Read when a navigation starts; set in the commit, so a save that resets the form (synchronously: useConflict's
  // saved) just before navigating away is not asked about.
  const dirtyNow = useRef(dirty);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const blocker = useBlocker({
    // Only leaving the screen: a search or sort kept in the URL of the same screen does not touch the form.
    shouldBlockFn: ({ current, next }) => dirtyNow.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirtyNow.current,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) blocker.reset();
      }}
      title={intl.formatMessage({ id: 'unsaved.title' })}
      description={intl.formatMessage({ id: 'unsaved.description' })}
    >
      <div className="flex flex-wrap gap-2">
        <Button tone="primary" onClick={blocker.reset}>
          <FormattedMessage id="unsaved.stay" />
        </Button>
        <Button tone="danger" onClick={blocker.proceed}>
          <FormattedMessage id="unsaved.leave" />
        </Button>
      </div>
    </Dialog>
  );
}
