import { ApiError, type Api, type LandingPageView } from './api';
import { h } from './dom';
import { createShell, loadFailed, loading, notFound, sanitisedHtml, type LanguageRef } from './shell';

type Load = { kind: 'loading' } | { kind: 'ready'; page: LandingPageView } | { kind: 'not_found' } | { kind: 'failed' };

/** A published landing page (`/p/<id>`): its name, the business's name and its sanitised content. */
export function mountLandingPage(root: HTMLElement, { api, id, language }: { api: Api; id: string; language: LanguageRef }): Promise<void> {
  let load: Load = { kind: 'loading' };
  const shell = createShell(root, language, (t) => {
    switch (load.kind) {
      case 'loading':
        return loading(t);
      case 'not_found':
        return notFound(t, 'page');
      case 'failed':
        return loadFailed(t, () => void fetchPage());
      case 'ready':
        return [
          h(
            'main',
            { class: 'card landing' },
            h('h1', {}, load.page.landingpage_name),
            load.page.accountName ? h('p', { class: 'muted' }, t('landing.from', { account: load.page.accountName })) : null,
            sanitisedHtml('rich', load.page.landingpage_detail),
          ),
        ];
    }
  });

  async function fetchPage(): Promise<void> {
    load = { kind: 'loading' };
    shell.update();
    try {
      const page = await api.landingPage(id);
      load = { kind: 'ready', page };
      document.title = page.landingpage_name;
    } catch (error) {
      // A malformed id is as unknown as a missing one.
      load = error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 422) ? { kind: 'not_found' } : { kind: 'failed' };
    }
    shell.update();
  }

  return fetchPage();
}
