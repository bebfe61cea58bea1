/**
 * Registers the service worker and keeps the footer's offline line true: saving, ready offline, offline now, and
 * the note that offers a new version. It never reloads the page by itself: a new worker waits until the reader
 * presses "reload", so a reader in the middle of a lesson keeps their place. Progress in localStorage is not touched.
 */

/** The words of the offline line, in one place. */
export const OFFLINE_WORDS = {
  saving: 'Saving the course for offline reading…',
  ready: 'Ready offline: every page is saved on this device.',
  offline: 'Offline now: you are reading the saved course.',
  offlineUnsaved: 'Offline now: the course is not saved on this device yet.',
  failed: 'Could not save the course for offline reading; it will try again on your next visit.',
  update: 'A new version is ready:',
  reload: 'reload',
} as const;

/** Starts the worker and the footer line; does nothing without the line, without service workers, or in dev. */
export async function startOfflineStatus(): Promise<void> {
  const line = document.querySelector<HTMLElement>('[data-offline-status]');
  const state = line?.querySelector<HTMLElement>('[data-offline-state]');
  const update = line?.querySelector<HTMLElement>('[data-offline-update]');
  // `astro dev` serves no worker: registering there would only log a failed request.
  if (!state || !update || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const sw = navigator.serviceWorker;
  // The site's base path with one trailing slash ("/" or "/some/sub/path/"): the worker's folder and scope.
  const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');

  // Whether the course is saved: unknown until the worker has looked at its cache (it is asked below), so a page
  // served from the saved course never says "not saved yet" while it waits, and a page whose cache has gone never
  // says "Ready offline".
  let saved: boolean | null = sw.controller ? null : false;
  /** The worker to ask: the active one once registration is ready, then whichever takes over this page. */
  let active: ServiceWorker | null = null;
  let failed = false;
  const showState = () => {
    if (saved === null) state.textContent = '';
    else if (!navigator.onLine) state.textContent = saved ? OFFLINE_WORDS.offline : OFFLINE_WORDS.offlineUnsaved;
    else state.textContent = saved ? OFFLINE_WORDS.ready : failed ? OFFLINE_WORDS.failed : OFFLINE_WORDS.saving;
  };
  showState();

  /** Asks the active worker whether every saved entry is whole; online it repairs what is not before it answers. A
   * "no" online means the repair failed (the worker has tried again a few times), so the line says so rather than
   * "Saving" while nothing is saved; an older question's late answer, from before the network changed, is dropped. */
  let asked = 0;
  const check = async (worker: ServiceWorker) => {
    const mine = ++asked;
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ saved?: unknown }>) => resolve(event.data.saved === true);
    });
    worker.postMessage({ type: 'check' }, [channel.port2]);
    const yes = await answer;
    if (mine !== asked) return;
    saved = yes;
    failed = !yes;
    showState();
  };

  // The reload the reader asked for: once the waiting worker has taken over, the page reloads into the new version.
  // A new version that another tab has already switched to takes over this page too; the note then offers a plain
  // reload, so that this page does not go on with files of a version that is no longer cached.
  let reloading = false;
  let hadController = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
    else if (hadController) offerUpdate(null);
    if (active) active = sw.controller;
    hadController = true;
  });
  const offerUpdate = (waiting: ServiceWorker | null) => {
    if (update.childElementCount > 0) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'offline-reload';
    button.textContent = OFFLINE_WORDS.reload;
    update.append(`${OFFLINE_WORDS.update} `, button);
    button.addEventListener('click', () => {
      if (waiting?.state !== 'installed') {
        location.reload();
        return;
      }
      reloading = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  // A worker that has installed while another controls this page is a new version; the first install is not. An
  // install that fails (a file could not be fetched) ends the "Saving" line: the next visit tries again.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const onState = () => {
      if (worker.state === 'installed' && sw.controller) offerUpdate(worker);
      if (worker.state === 'redundant' && saved !== true) {
        failed = true;
        saved = sw.controller ? saved : false;
        showState();
      }
    };
    worker.addEventListener('statechange', onState);
    onState();
  };

  // Going offline or back online asks the worker again once there is one: offline, a cache that has gone since is
  // then said to be gone; online, the worker repairs it first.
  const onNetwork = () => {
    failed = false;
    showState();
    if (active) void check(active);
  };
  addEventListener('online', onNetwork);
  addEventListener('offline', onNetwork);

  try {
    const registration = await sw.register(`${base}sw.js`, { scope: base });
    watch(registration.waiting ?? registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    // An active worker has finished installing, and installing is saving every page; it then says whether they are
    // all still there.
    const ready = await sw.ready;
    active = ready.active;
    if (active) await check(active);
  } catch {
    // No worker (private mode, or storage refused): the page works online as ever, with no promise made.
    state.textContent = '';
  }
}
